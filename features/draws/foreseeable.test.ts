// Whose match the exclusions alone tell (./foreseeable.mjs, decision 218): checked against every
// valid assignment of thousands of random small groups, and on the draw a family trips into.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidAssignment, maximumMatching, type Allowed } from "./assign.mjs";
import { foreseenGivers, secretAssignment } from "./foreseeable.mjs";

/** Every assignment of `allowed` that keeps the rules (small groups only). */
function everyAssignment(allowed: Allowed): number[][] {
  const n = allowed.length;
  const found: number[][] = [];
  const place = (giver: number, taken: boolean[], receivers: number[]) => {
    if (giver === n) return void found.push([...receivers]);
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (taken[receiver] || !allowed[giver]![receiver]) continue;
      taken[receiver] = true;
      receivers.push(receiver);
      place(giver + 1, taken, receivers);
      receivers.pop();
      taken[receiver] = false;
    }
  };
  place(0, new Array<boolean>(n).fill(false), []);
  return found;
}

/** `n` people, nobody drawing themselves, `excluded` pairs both ways. */
function allowedOf(n: number, excluded: [number, number][]): boolean[][] {
  const allowed = Array.from({ length: n }, (_, giver) =>
    Array.from({ length: n }, (__, receiver) => giver !== receiver),
  );
  for (const [a, b] of excluded) allowed[a]![b] = allowed[b]![a] = false;
  return allowed;
}

describe("foreseenGivers", () => {
  it("names exactly the givers who have one possible partner over every valid assignment", () => {
    const group = fc
      .integer({ min: 3, max: 7 })
      .chain((n) =>
        fc.tuple(
          fc.constant(n),
          fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), { maxLength: 10 }),
        ),
      );
    let foreseenSeen = 0;
    fc.assert(
      fc.property(group, ([n, excluded]) => {
        const allowed = allowedOf(n, excluded);
        const all = everyAssignment(allowed);
        if (all.length === 0) return;
        const expected = Array.from({ length: n }, (_, giver) => giver).filter(
          (giver) => new Set(all.map((receivers) => receivers[giver])).size === 1,
        );
        if (expected.length > 0) foreseenSeen += 1;
        // whichever complete assignment it starts from
        expect(foreseenGivers(allowed, all[0]!)).toEqual(expected);
        expect(foreseenGivers(allowed, all[all.length - 1]!)).toEqual(expected);
      }),
      { numRuns: 3000, seed: 218 },
    );
    expect(foreseenSeen).toBeGreaterThan(50);
  });

  it("finds nobody foreseen in a draw of three, or of 200 without exclusions", () => {
    const three = allowedOf(3, []);
    expect(foreseenGivers(three, maximumMatching(three))).toEqual([]);
    const many = allowedOf(200, []);
    expect(foreseenGivers(many, maximumMatching(many))).toEqual([]);
  });
});

describe("secretAssignment", () => {
  it("refuses a draw whose exclusions tell a match, and draws one that tells none", () => {
    // Anna (0) may draw neither Ben (1) nor Carl (2) of four: she can only draw Dora (3), which
    // the organizer who set the exclusions would know
    const told = secretAssignment(
      allowedOf(4, [
        [0, 1],
        [0, 2],
      ]),
    );
    expect(told).toMatchObject({ ok: false, side: "foreseen", others: [] });
    expect(told.ok === false && told.people).toContain(0);
    // two couples that do not draw each other: everyone still has two possible partners
    const couples = allowedOf(4, [
      [0, 1],
      [2, 3],
    ]);
    const drawn = secretAssignment(couples);
    expect(drawn.ok).toBe(true);
    expect(drawn.ok && isValidAssignment(couples, drawn.receivers)).toBe(true);
  });
});
