// Property tests of the draw (issue 42, docs/decisions/078-a-fair-draw.md) over thousands of random
// groups and exclusion sets: every result keeps the rules, every refusal is proved by the group it
// names, and in small groups every pair that some valid assignment holds does come out.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  drawAssignment,
  isValidAssignment,
  maximumMatching,
  sampleByRejection,
  sampleByRepair,
  sampleExactly,
  type Allowed,
  type RandomInt,
} from "./assign.mjs";

/** A seeded generator (SplitMix32-like), so that every run and every failure repeats exactly. */
function seeded(seed: number): RandomInt {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  // two draws for bounds past 2^32 (the exact sampler's counts)
  return (bound) => Math.floor(((next() * 2 ** 21 + (next() >>> 11)) / 2 ** 53) * bound);
}

/**
 * A group of `size` people and who may draw whom: nobody themselves; couples excluded both ways
 * (symmetric pairs) and some one-way bans (last year's pairs), each with its own density.
 */
const group = (maxSize: number) =>
  fc
    .record({
      size: fc.integer({ min: 0, max: maxSize }),
      pairDensity: fc.double({ min: 0, max: 0.6, noNaN: true }),
      oneWayDensity: fc.double({ min: 0, max: 0.3, noNaN: true }),
      seed: fc.integer(),
    })
    .map(({ size, pairDensity, oneWayDensity, seed }) => {
      const random = seeded(seed);
      const chance = (p: number) => random(1_000_000) < p * 1_000_000;
      const allowed = Array.from({ length: size }, (_, giver) =>
        Array.from({ length: size }, (_, receiver) => giver !== receiver),
      );
      for (let a = 0; a < size; a += 1) {
        for (let b = a + 1; b < size; b += 1) {
          if (chance(pairDensity)) allowed[a]![b] = allowed[b]![a] = false;
        }
        for (let b = 0; b < size; b += 1) if (chance(oneWayDensity)) allowed[a]![b] = false;
      }
      return { allowed, seed };
    });

/** Every valid assignment, by trying every permutation (small groups only). */
function everyValidAssignment(allowed: Allowed): number[][] {
  const n = allowed.length;
  const found: number[][] = [];
  const receivers: number[] = [];
  const used = new Uint8Array(n);
  const place = (giver: number) => {
    if (giver === n) return void found.push([...receivers]);
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (used[receiver] || !allowed[giver]![receiver]) continue;
      used[receiver] = 1;
      receivers.push(receiver);
      place(giver + 1);
      receivers.pop();
      used[receiver] = 0;
    }
  };
  place(0);
  return found;
}

/** A refusal is proved by its group: its people together have fewer possible partners than members. */
function expectProvedImpossible(allowed: Allowed, result: ReturnType<typeof drawAssignment>) {
  if (result.ok) throw new Error("expected a refusal");
  expect(result.others.length).toBeLessThan(result.people.length);
  const partners = new Set<number>();
  for (const person of result.people) {
    for (let other = 0; other < allowed.length; other += 1) {
      const may = result.side === "givers" ? allowed[person]![other] : allowed[other]![person];
      if (may) partners.add(other);
    }
  }
  expect([...partners].sort((a, b) => a - b)).toEqual(result.others);
}

/** Rejection sampling's budget in these tests: small, so crowded groups reach the other two ways too. */
const BUDGET = 5_000;
/** Thousands of runs on a machine other work shares: generous. */
const SLOW = 120_000;

const pairsOf = (assignments: number[][]) =>
  new Set(assignments.flatMap((receivers) => receivers.map((receiver, giver) => `${giver}>${receiver}`)));

describe("the draw", () => {
  it(
    "gives every group a valid assignment, or refuses with a group that proves none exists",
    () => {
      fc.assert(
        fc.property(group(40), ({ allowed, seed }) => {
          const result = drawAssignment(allowed, seeded(seed), BUDGET);
          if (result.ok) expect(isValidAssignment(allowed, result.receivers)).toBe(true);
          else expectProvedImpossible(allowed, result);
        }),
        { numRuns: 3000 },
      );
    },
    SLOW,
  );

  it(
    "refuses exactly the groups that have no valid assignment (all of them tried for small groups)",
    () => {
      fc.assert(
        fc.property(group(7), ({ allowed, seed }) => {
          const possible = everyValidAssignment(allowed).length > 0;
          expect(drawAssignment(allowed, seeded(seed), BUDGET).ok).toBe(possible);
        }),
        { numRuns: 1000 },
      );
    },
    SLOW,
  );

  it(
    "lets every pair of a valid assignment come out in small groups, by each of its three ways",
    () => {
      fc.assert(
        fc.property(group(5), ({ allowed, seed }) => {
          const valid = everyValidAssignment(allowed);
          if (valid.length === 0) return;
          const possible = pairsOf(valid);
          const random = seeded(seed);
          const perfect = maximumMatching(allowed);
          for (const sample of [
            () => drawAssignment(allowed, random),
            () => ({ ok: true as const, receivers: sampleExactly(allowed, random) }),
            () => ({ ok: true as const, receivers: sampleByRepair(allowed, random, perfect) }),
          ]) {
            const drawn: number[][] = [];
            // each pair comes out with a chance of at least 1 in (valid assignments) or 1 in 25 (repair)
            for (let run = 0; run < 20 * valid.length + 50; run += 1) {
              const result = sample();
              if (!result.ok) throw new Error("refused a possible draw");
              expect(isValidAssignment(allowed, result.receivers)).toBe(true);
              drawn.push(result.receivers);
            }
            expect(pairsOf(drawn)).toEqual(possible);
          }
        }),
        { numRuns: 150 },
      );
    },
    SLOW,
  );

  it(
    "draws each valid assignment equally often (rejection and exact count alike)",
    () => {
      // five people, two couples: 13 valid assignments, each expected 1/13 of the time
      const excluded = new Set(["0-1", "1-0", "2-3", "3-2"]);
      const allowed = Array.from({ length: 5 }, (_, giver) =>
        Array.from({ length: 5 }, (_, receiver) => giver !== receiver && !excluded.has(`${giver}-${receiver}`)),
      );
      const valid = everyValidAssignment(allowed).map((receivers) => receivers.join(""));
      const random = seeded(42);
      for (const sample of [() => sampleByRejection(allowed, random)!, () => sampleExactly(allowed, random)]) {
        const runs = 26_000;
        const counts = new Map<string, number>();
        for (let run = 0; run < runs; run += 1) {
          const key = sample().join("");
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        expect([...counts.keys()].sort()).toEqual([...valid].sort());
        // chi-square with 12 degrees of freedom: 32.9 is its 99.9th percentile
        const expected = runs / valid.length;
        const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
        expect(chiSquare).toBeLessThan(32.9);
      }
    },
    SLOW,
  );

  it(
    "finds a valid assignment by repair in large, crowded groups where random permutations fail",
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 60, max: 150 }), fc.integer(), (size, seed) => {
          const random = seeded(seed);
          // everyone may give only to the next five after them: a permutation is almost never valid
          const allowed = Array.from({ length: size }, (_, giver) =>
            Array.from({ length: size }, (_, receiver) => {
              const ahead = (receiver - giver + size) % size;
              return ahead >= 1 && ahead <= 5;
            }),
          );
          expect(sampleByRejection(allowed, random, 20_000)).toBeNull();
          const result = drawAssignment(allowed, random, BUDGET);
          expect(result.ok && isValidAssignment(allowed, result.receivers)).toBe(true);
        }),
        { numRuns: 20 },
      );
    },
    SLOW,
  );

  it("names the person nobody may give to, and the one who may give to nobody", () => {
    const everyoneBut = (n: number, banned: (giver: number, receiver: number) => boolean) =>
      Array.from({ length: n }, (_, giver) =>
        Array.from({ length: n }, (_, receiver) => giver !== receiver && !banned(giver, receiver)),
      );
    // person 2 is excluded with everyone: may give to nobody (the givers' side first, on a tie)
    const alone = drawAssignment(everyoneBut(5, (g, r) => g === 2 || r === 2));
    expect(alone).toEqual({ ok: false, side: "givers", people: [2], others: [] });
    // nobody may give to person 4 (one-way bans only), though 4 may give to anyone
    const unloved = drawAssignment(everyoneBut(4, (_, r) => r === 4 - 1));
    expect(unloved).toEqual({ ok: false, side: "receivers", people: [3], others: [] });
    // three people, one couple: both may give only to the third
    const couple = drawAssignment(everyoneBut(3, (g, r) => (g === 0 && r === 1) || (g === 1 && r === 0)));
    expect(couple.ok).toBe(false);
    if (!couple.ok) expect(couple.people.length - couple.others.length).toBe(1);
  });
});
