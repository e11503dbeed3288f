// Who may give to whom, as a bipartite graph: a maximum matching says whether any assignment
// exists, and when none does, Hall's theorem names the group to blame (the draw itself, ../assign.mjs,
// step 1; split from it to keep it under 300 lines). In shared/: the organizer's page asks it too,
// for the matches every draw makes (./foreseen.ts). Plain ESM with its types as JSDoc, as ../assign.mjs.

/**
 * `allowed[giver][receiver]`: whether the giver may draw the receiver (false on the diagonal).
 * @typedef {readonly (readonly boolean[])[]} Allowed
 */

/**
 * @typedef {{ ok: true, receivers: number[] }
 *   | { ok: false, side: "givers" | "receivers", people: number[], others: number[] }} Assignment
 * `side` "givers": `people` may only give to `others` (fewer of them, maybe none);
 * "receivers": only `others` may give to `people`.
 */

/**
 * `allowed[giver][receiver]`, both below `allowed.length` (which noUncheckedIndexedAccess cannot know).
 * @param {Allowed} allowed
 * @param {number} giver
 * @param {number} receiver
 * @returns {boolean | undefined}
 */
export const mayGive = (allowed, giver, receiver) => /** @type {readonly boolean[]} */ (allowed[giver])[receiver];

/**
 * Kuhn's augmenting paths: receiver of each giver in a maximum matching, -1 for the unmatched.
 * @param {Allowed} allowed
 * @returns {number[]}
 */
export function maximumMatching(allowed) {
  const n = allowed.length;
  /** @type {number[]} */
  const receiverOf = new Array(n).fill(-1);
  /** @type {number[]} */
  const giverOf = new Array(n).fill(-1);
  const seen = new Uint8Array(n);
  /** @type {(giver: number) => boolean} */
  const augment = (giver) => {
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (!mayGive(allowed, giver, receiver) || seen[receiver]) continue;
      seen[receiver] = 1;
      const holder = /** @type {number} */ (giverOf[receiver]); // receiver < n
      if (holder === -1 || augment(holder)) {
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
 * @param {Allowed} allowed
 * @param {readonly number[]} receiverOf
 * @returns {{ people: number[], others: number[] }}
 */
function hallGroup(allowed, receiverOf) {
  const n = allowed.length;
  /** @type {number[]} */
  const giverOf = new Array(n).fill(-1);
  receiverOf.forEach((receiver, giver) => receiver >= 0 && (giverOf[receiver] = giver));
  const start = receiverOf.indexOf(-1);
  const people = [start];
  /** @type {number[]} */
  const others = [];
  const reached = new Uint8Array(n);
  for (let next = 0; next < people.length; next += 1) {
    const giver = /** @type {number} */ (people[next]); // next < people.length
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (!mayGive(allowed, giver, receiver) || reached[receiver]) continue;
      reached[receiver] = 1;
      others.push(receiver);
      // a maximum matching leaves no reachable receiver free
      people.push(/** @type {number} */ (giverOf[receiver]));
    }
  }
  return { people: people.sort((a, b) => a - b), others: others.sort((a, b) => a - b) };
}

/** @type {(allowed: Allowed) => boolean[][]} */
const transpose = (allowed) => allowed.map((_, j) => allowed.map((row) => row[j] === true));

/**
 * Why no assignment exists: the smaller of a givers' and a receivers' group that has too few partners.
 * @param {Allowed} allowed
 * @param {readonly number[]} receiverOf
 * @returns {Assignment}
 */
export function explainImpossible(allowed, receiverOf) {
  const givers = hallGroup(allowed, receiverOf);
  const flipped = transpose(allowed);
  const receivers = hallGroup(flipped, maximumMatching(flipped));
  return receivers.people.length < givers.people.length
    ? { ok: false, side: "receivers", ...receivers }
    : { ok: false, side: "givers", ...givers };
}
