import { randomFillSync, randomInt } from "node:crypto";

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

// Plain ESM with its types in ./assign.d.mts: the same file runs on the event loop's side (tests)
// and on a draw thread (./assign-worker.mjs), bundled by Next and, in the domain tests, as it is.

/**
 * Cryptographic randomness, 32 bits at a time from a buffer: `crypto.randomInt` per call cost
 * ~0.3 µs, and rejection sampling asks millions of times. Uniform by rejecting the top remainder.
 * @returns {(bound: number) => number}
 */
function bufferedCryptoRandom() {
  const words = new Uint32Array(1024);
  let next = words.length;
  const word = () => {
    if (next === words.length) {
      randomFillSync(words);
      next = 0;
    }
    return words[next++];
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

/** Whether `receivers` gives everyone exactly one allowed partner (each received exactly once). */
export function isValidAssignment(allowed, receivers) {
  const n = allowed.length;
  if (receivers.length !== n) return false;
  const seen = new Set(receivers);
  return seen.size === n && receivers.every((receiver, giver) => allowed[giver]?.[receiver] === true);
}

/** Kuhn's augmenting paths: receiver of each giver in a maximum matching, -1 for the unmatched. */
export function maximumMatching(allowed) {
  const n = allowed.length;
  const receiverOf = new Array(n).fill(-1);
  const giverOf = new Array(n).fill(-1);
  const seen = new Uint8Array(n);
  const augment = (giver) => {
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (!allowed[giver][receiver] || seen[receiver]) continue;
      seen[receiver] = 1;
      if (giverOf[receiver] === -1 || augment(giverOf[receiver])) {
        receiverOf[giver] = receiver;
        giverOf[receiver] = giver;
        return true;
      }
    }
    return false;
  };
  for (let giver = 0; giver < n; giver += 1) {
    seen.fill(0);
    augment(giver);
  }
  return receiverOf;
}

/**
 * A group breaking Hall's condition on the givers' side: from an unmatched giver of a maximum
 * matching, every giver reachable by alternating paths, and the receivers they may give to (one
 * fewer than they are).
 */
function hallGroup(allowed, receiverOf) {
  const n = allowed.length;
  const giverOf = new Array(n).fill(-1);
  receiverOf.forEach((receiver, giver) => receiver >= 0 && (giverOf[receiver] = giver));
  const start = receiverOf.indexOf(-1);
  const people = [start];
  const others = [];
  const reached = new Uint8Array(n);
  for (let next = 0; next < people.length; next += 1) {
    const giver = people[next];
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (!allowed[giver][receiver] || reached[receiver]) continue;
      reached[receiver] = 1;
      others.push(receiver);
      // a maximum matching leaves no reachable receiver free
      people.push(giverOf[receiver]);
    }
  }
  return { people: people.sort((a, b) => a - b), others: others.sort((a, b) => a - b) };
}

const transpose = (allowed) => allowed.map((_, j) => allowed.map((row) => row[j] === true));

/** Why no assignment exists: the smaller of a givers' and a receivers' group that has too few partners. */
function explainImpossible(allowed, receiverOf) {
  const givers = hallGroup(allowed, receiverOf);
  const flipped = transpose(allowed);
  const receivers = hallGroup(flipped, maximumMatching(flipped));
  return receivers.people.length < givers.people.length
    ? { ok: false, side: "receivers", ...receivers }
    : { ok: false, side: "givers", ...givers };
}

/**
 * Random permutations (Fisher–Yates, checked as each place is fixed) until one keeps the rules:
 * every valid assignment equally likely. Null when the budget ran out first.
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
      [order[giver], order[pick]] = [order[pick], order[giver]];
      placed += 1;
      if (!allowed[giver][order[giver]]) break;
    }
    if (giver === n) return order;
  }
  return null;
}

/**
 * Exactly uniform for up to 16 people: `ways[used]` counts the completions once the first
 * popcount(used) givers took the receivers in `used`; each giver then takes a receiver with the
 * probability of its share of the completions.
 */
export function sampleExactly(allowed, random) {
  const n = allowed.length;
  if (n > EXACT_MAX) throw new Error(`sampleExactly counts at most ${EXACT_MAX} people`);
  const full = (1 << n) - 1;
  const ways = new Float64Array(full + 1);
  const givers = new Uint8Array(full + 1);
  for (let used = 1; used <= full; used += 1) givers[used] = givers[used & (used - 1)] + 1;
  ways[full] = 1;
  for (let used = full - 1; used >= 0; used -= 1) {
    const giver = givers[used];
    let sum = 0;
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (!(used & (1 << receiver)) && allowed[giver][receiver]) sum += ways[used | (1 << receiver)];
    }
    ways[used] = sum;
  }
  if (ways[0] === 0) throw new Error("sampleExactly: no valid assignment");
  const receivers = [];
  let used = 0;
  for (let giver = 0; giver < n; giver += 1) {
    let pick = random(ways[used]);
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (used & (1 << receiver) || !allowed[giver][receiver]) continue;
      pick -= ways[used | (1 << receiver)];
      if (pick < 0) {
        receivers.push(receiver);
        used |= 1 << receiver;
        break;
      }
    }
  }
  return receivers;
}

function shuffled(values, random) {
  for (let index = values.length - 1; index > 0; index -= 1) {
    const pick = random(index + 1);
    [values[index], values[pick]] = [values[pick], values[index]];
  }
  return values;
}

/**
 * Givers in a random order each take a random receiver that still leaves a complete assignment
 * for the others: kept in a perfect matching of the rest, which one alternating path repairs.
 * Every valid assignment can come out (any of its pairs leaves the rest of it); polynomial.
 */
export function sampleByRepair(allowed, random, perfect) {
  const n = allowed.length;
  const receiverOf = [...perfect];
  const giverOf = new Array(n).fill(-1);
  receiverOf.forEach((receiver, giver) => (giverOf[receiver] = giver));
  const fixedGiver = new Uint8Array(n);
  const takenReceiver = new Uint8Array(n);
  const everyone = Array.from({ length: n }, (_, index) => index);
  for (const giver of shuffled([...everyone], random)) {
    const candidates = shuffled(
      everyone.filter((receiver) => allowed[giver][receiver] && !takenReceiver[receiver]),
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

  /** `giver` takes `receiver`: the receiver's former giver finds another way to the giver's former receiver. */
  function repair(giver, receiver) {
    const start = giverOf[receiver];
    const target = receiverOf[giver];
    const cameFrom = new Array(n).fill(-1);
    const queue = [start];
    for (let next = 0; next < queue.length; next += 1) {
      const from = queue[next];
      for (let to = 0; to < n; to += 1) {
        if (to === receiver || takenReceiver[to] || cameFrom[to] !== -1 || !allowed[from][to]) continue;
        cameFrom[to] = from;
        if (to === target) {
          // shift every giver on the path to the receiver it reached
          for (let at = to; ;) {
            const moving = cameFrom[at];
            const left = receiverOf[moving];
            receiverOf[moving] = at;
            giverOf[at] = moving;
            if (moving === start) break;
            at = left;
          }
          receiverOf[giver] = receiver;
          giverOf[receiver] = giver;
          return true;
        }
        if (!fixedGiver[giverOf[to]] && giverOf[to] !== giver) queue.push(giverOf[to]);
      }
    }
    return false;
  }
}
