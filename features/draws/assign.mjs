import { randomFillSync, randomInt } from "node:crypto";
import { explainImpossible, mayGive, maximumMatching } from "./shared/matching.mjs";

// The draw itself, pure (docs/decisions/078-a-fair-draw.md): who gives to whom, given who may give
// to whom. Everyone gives once and receives once, nobody draws themselves, no excluded pair is
// drawn, and every assignment that keeps these rules can come out:
// 1. a maximum matching says at once whether any assignment exists; when none does, Hall's theorem
//    names why: a group of people with fewer possible partners than members;
// 2. otherwise random permutations are drawn until one keeps the rules (rejection sampling: each
//    valid assignment exactly equally likely), within a bounded amount of work;
// 3. when that found none (many exclusions), a group of up to 16 is drawn exactly uniformly by
//    counting the completions of every partial assignment; a larger one person after person in a
//    random order, each taking a random partner that still leaves a complete assignment for the
//    rest (every valid assignment possible, no longer exactly equally likely).

// Plain ESM with its types as JSDoc (docs/decisions/112-every-line-checked.md): the same file runs on
// the event loop's side (tests) and on a draw thread (./assign-worker.mjs), bundled by Next and, in
// the domain tests, as it is.

export { maximumMatching } from "./shared/matching.mjs";

/** @typedef {(bound: number) => number} RandomInt A uniformly random whole number in [0, bound); bound ≤ 2^48. */

/** @typedef {import("./shared/matching.mjs").Allowed} Allowed */
/** @typedef {import("./shared/matching.mjs").Assignment} Assignment */

/**
 * Cryptographic randomness, 32 bits at a time from a buffer: `crypto.randomInt` per call cost
 * ~0.3 µs, and rejection sampling asks millions of times. Uniform by rejecting the top remainder.
 * @returns {RandomInt}
 */
function bufferedCryptoRandom() {
  const words = new Uint32Array(1024);
  let next = words.length;
  const word = () => {
    if (next === words.length) {
      randomFillSync(words);
      next = 0;
    }
    return /** @type {number} */ (words[next++]); // next < words.length: refilled above
  };
  return (/** @type {number} */ bound) => {
    if (bound > 2 ** 32) return randomInt(bound);
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = word();
      if (value < limit) return value % bound;
    }
  };
}

const cryptoRandom = bufferedCryptoRandom();

/** Positions placed by rejection sampling before giving up on it: ~20 ms on a busy core. */
const REJECTION_BUDGET = 500_000;
/** Up to this many people the exact count (2^n partial assignments) is cheap. */
const EXACT_MAX = 16;

/**
 * A fair random assignment, or why there is none (the smaller group of people to blame).
 * `budget`: positions rejection sampling may place before the other ways take over.
 * @param {Allowed} allowed
 * @param {RandomInt} [random]
 * @param {number} [budget]
 * @returns {Assignment}
 */
export function drawAssignment(allowed, random = cryptoRandom, budget = REJECTION_BUDGET) {
  const n = allowed.length;
  const matching = maximumMatching(allowed);
  if (matching.includes(-1)) return explainImpossible(allowed, matching);
  const receivers =
    sampleByRejection(allowed, random, budget) ??
    (n <= EXACT_MAX ? sampleExactly(allowed, random) : sampleByRepair(allowed, random, matching));
  return { ok: true, receivers };
}

/**
 * Whether `receivers` gives everyone exactly one allowed partner (each received exactly once).
 * @param {Allowed} allowed
 * @param {readonly number[]} receivers
 * @returns {boolean}
 */
export function isValidAssignment(allowed, receivers) {
  const n = allowed.length;
  if (receivers.length !== n) return false;
  const seen = new Set(receivers);
  return seen.size === n && receivers.every((receiver, giver) => allowed[giver]?.[receiver] === true);
}

/**
 * Random permutations (Fisher–Yates, checked as each place is fixed) until one keeps the rules:
 * every valid assignment equally likely. Null when the budget ran out first.
 * @param {Allowed} allowed
 * @param {RandomInt} random
 * @param {number} [budget]
 * @returns {number[] | null}
 */
export function sampleByRejection(allowed, random, budget = REJECTION_BUDGET) {
  const n = allowed.length;
  const order = Array.from({ length: n }, (_, index) => index);
  let placed = 0;
  while (placed < budget) {
    let giver = 0;
    for (; giver < n; giver += 1) {
      // a uniform shuffle of any arrangement is uniform: the last try's order is as good as any
      const pick = giver + random(n - giver);
      // both places < n
      [order[giver], order[pick]] = /** @type {[number, number]} */ ([order[pick], order[giver]]);
      placed += 1;
      if (!mayGive(allowed, giver, /** @type {number} */ (order[giver]))) break;
    }
    if (giver === n) return order;
  }
  return null;
}

/**
 * Exactly uniform for up to 16 people: `ways[used]` counts the completions once the first
 * popcount(used) givers took the receivers in `used`; each giver then takes a receiver with the
 * probability of its share of the completions.
 * @param {Allowed} allowed
 * @param {RandomInt} random
 * @returns {number[]}
 */
export function sampleExactly(allowed, random) {
  const n = allowed.length;
  if (n > EXACT_MAX) throw new Error(`sampleExactly counts at most ${EXACT_MAX} people`);
  const full = (1 << n) - 1;
  const ways = new Float64Array(full + 1);
  const givers = new Uint8Array(full + 1);
  for (let used = 1; used <= full; used += 1) givers[used] = /** @type {number} */ (givers[used & (used - 1)]) + 1; // a smaller index
  ways[full] = 1;
  for (let used = full - 1; used >= 0; used -= 1) {
    const giver = /** @type {number} */ (givers[used]); // used <= full
    let sum = 0;
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (!(used & (1 << receiver)) && mayGive(allowed, giver, receiver)) {
        sum += /** @type {number} */ (ways[used | (1 << receiver)]); // used | bit <= full
      }
    }
    ways[used] = sum;
  }
  if (ways[0] === 0) throw new Error("sampleExactly: no valid assignment");
  /** @type {number[]} */
  const receivers = [];
  let used = 0;
  for (let giver = 0; giver < n; giver += 1) {
    // every used and used | bit here is <= full
    let pick = random(/** @type {number} */ (ways[used]));
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (used & (1 << receiver) || !mayGive(allowed, giver, receiver)) continue;
      pick -= /** @type {number} */ (ways[used | (1 << receiver)]);
      if (pick < 0) {
        receivers.push(receiver);
        used |= 1 << receiver;
        break;
      }
    }
  }
  return receivers;
}

/**
 * Shuffles `values` in place (Fisher–Yates) and answers them.
 * @param {number[]} values
 * @param {RandomInt} random
 * @returns {number[]}
 */
function shuffled(values, random) {
  for (let index = values.length - 1; index > 0; index -= 1) {
    const pick = random(index + 1);
    // both places < values.length
    [values[index], values[pick]] = /** @type {[number, number]} */ ([values[pick], values[index]]);
  }
  return values;
}

/**
 * Givers in a random order each take a random receiver that still leaves a complete assignment
 * for the others: kept in a perfect matching of the rest, which one alternating path repairs.
 * Every valid assignment can come out (any of its pairs leaves the rest of it); polynomial.
 * @param {Allowed} allowed
 * @param {RandomInt} random
 * @param {readonly number[]} perfect a perfect matching to start from
 * @returns {number[]}
 */
export function sampleByRepair(allowed, random, perfect) {
  const n = allowed.length;
  const receiverOf = [...perfect];
  /** @type {number[]} */
  const giverOf = new Array(n).fill(-1);
  receiverOf.forEach((receiver, giver) => (giverOf[receiver] = giver));
  const fixedGiver = new Uint8Array(n);
  const takenReceiver = new Uint8Array(n);
  const everyone = Array.from({ length: n }, (_, index) => index);
  for (const giver of shuffled([...everyone], random)) {
    const candidates = shuffled(
      everyone.filter((receiver) => mayGive(allowed, giver, receiver) && !takenReceiver[receiver]),
      random,
    );
    for (const receiver of candidates) {
      if (receiverOf[giver] === receiver || repair(giver, receiver)) {
        fixedGiver[giver] = 1;
        takenReceiver[receiver] = 1;
        break;
      }
    }
  }
  return receiverOf;

  /**
   * `giver` takes `receiver`: the receiver's former giver finds another way to the giver's former receiver.
   * @param {number} giver
   * @param {number} receiver
   * @returns {boolean}
   */
  function repair(giver, receiver) {
    // giver, receiver, and every index below < n
    const start = /** @type {number} */ (giverOf[receiver]);
    const target = /** @type {number} */ (receiverOf[giver]);
    /** @type {number[]} */
    const cameFrom = new Array(n).fill(-1);
    const queue = [start];
    for (let next = 0; next < queue.length; next += 1) {
      const from = /** @type {number} */ (queue[next]);
      for (let to = 0; to < n; to += 1) {
        if (to === receiver || takenReceiver[to] || cameFrom[to] !== -1 || !mayGive(allowed, from, to)) continue;
        cameFrom[to] = from;
        if (to === target) {
          // shift every giver on the path to the receiver it reached
          for (let at = to; ;) {
            const moving = /** @type {number} */ (cameFrom[at]);
            const left = /** @type {number} */ (receiverOf[moving]);
            receiverOf[moving] = at;
            giverOf[at] = moving;
            if (moving === start) break;
            at = left;
          }
          receiverOf[giver] = receiver;
          giverOf[receiver] = giver;
          return true;
        }
        const holder = /** @type {number} */ (giverOf[to]);
        if (!fixedGiver[holder] && holder !== giver) queue.push(holder);
      }
    }
    return false;
  }
}
