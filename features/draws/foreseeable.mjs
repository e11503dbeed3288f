import { drawAssignment } from "./assign.mjs";
import { mayGive } from "./matching.mjs";

// Whose match the exclusions alone give away (docs/decisions/218-what-the-attacker-walk-found-a-seventh-time.md):
// a giver who can draw only one person in every assignment that keeps the rules — "Anna may not
// draw Ben or Carl" in a draw of four — has a match the organizer knows without any answer saying
// it. Plain ESM with its types as JSDoc, as ./assign.mjs (it runs on the draw thread there).
//
// An allowed pair outside one complete assignment M lies in some other one exactly when it closes
// an alternating cycle: giver g taking r, whose giver in M takes another, … back to g. So with an
// arc g → (r's giver in M) for every allowed r other than g's own in M, g can draw more than one
// person exactly when g lies on a cycle, i.e. in a strongly connected component of more than one
// giver. Tarjan's algorithm, without recursion: O(n²) for n people.

/**
 * The givers (indexes, ascending) who have one possible partner over all valid assignments.
 * @param {import("./matching.mjs").Allowed} allowed
 * @param {readonly number[]} receiverOf a complete assignment that keeps `allowed`
 * @returns {number[]}
 */
export function foreseenGivers(allowed, receiverOf) {
  const n = allowed.length;
  const giverOf = new Array(n).fill(-1);
  receiverOf.forEach((receiver, giver) => (giverOf[receiver] = giver));
  /** @type {(giver: number) => number[]} */
  const arcs = (giver) => {
    const next = [];
    for (let receiver = 0; receiver < n; receiver += 1) {
      if (receiver !== receiverOf[giver] && mayGive(allowed, giver, receiver)) next.push(giverOf[receiver]);
    }
    return next;
  };
  const order = new Array(n).fill(-1);
  const low = new Array(n).fill(0);
  const onStack = new Uint8Array(n);
  /** @type {number[]} */
  const stack = [];
  /** @type {number[]} */
  const foreseen = [];
  let counter = 0;
  for (let root = 0; root < n; root += 1) {
    if (order[root] !== -1) continue;
    /** @type {{ node: number, next: number[], at: number }[]} */
    const path = [{ node: root, next: arcs(root), at: 0 }];
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (path.length > 0) {
      const top = /** @type {{ node: number, next: number[], at: number }} */ (path[path.length - 1]);
      if (top.at < top.next.length) {
        const to = /** @type {number} */ (top.next[top.at++]);
        if (order[to] === -1) {
          order[to] = low[to] = counter++;
          stack.push(to);
          onStack[to] = 1;
          path.push({ node: to, next: arcs(to), at: 0 });
        } else if (onStack[to]) low[top.node] = Math.min(low[top.node], order[to]);
        continue;
      }
      path.pop();
      const parent = path[path.length - 1];
      if (parent) low[parent.node] = Math.min(low[parent.node], low[top.node]);
      if (low[top.node] !== order[top.node]) continue;
      // top.node roots a component: pop it
      let size = 0;
      let member = -1;
      do {
        member = /** @type {number} */ (stack.pop());
        onStack[member] = 0;
        size += 1;
      } while (member !== top.node);
      if (size === 1) foreseen.push(top.node);
    }
  }
  return foreseen.sort((a, b) => a - b);
}

/**
 * A fair assignment (./assign.mjs) of a draw that gives nobody's match away, or why there is none:
 * side "foreseen" names the givers whose only possible partner `allowed` — the rules the organizer
 * set — itself tells. That depends on `allowed` alone, not on the assignment drawn, so the refusal
 * says nothing of any match. `strict` (last year's pairs left out too, decision 094) is drawn from
 * when it has an assignment; it is not checked, as nobody but each giver knows last year's pairs.
 * @param {import("./matching.mjs").Allowed} allowed
 * @param {import("./matching.mjs").Allowed | null} [strict]
 * @returns {import("./matching.mjs").Assignment}
 */
export function secretAssignment(allowed, strict = null) {
  // the draw from `allowed` is also the complete assignment the check starts from (any one does)
  const drawn = drawAssignment(allowed);
  if (!drawn.ok) return drawn;
  const foreseen = foreseenGivers(allowed, drawn.receivers);
  if (foreseen.length > 0) return { ok: false, side: "foreseen", people: foreseen, others: [] };
  const avoided = strict ? drawAssignment(strict) : null;
  return avoided?.ok ? avoided : drawn;
}
