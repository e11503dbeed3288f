import { maximumMatching, mayGive, type Allowed } from "./matching.mjs";

/**
 * The matches the organizer's exclusions give away before the draw: a pair that every draw the
 * exclusions allow makes, so the organizer who set them knows it. Most often a person left one
 * person to draw; but the exclusions as a whole force a match too — Anna may draw Ben or Carl, yet
 * Ben and Carl may only draw each other's partner… and Anna's other choice is used up by everyone
 * else's, so she gives to the one left (decision 222). Warned about, never refused (decision 218's
 * "Not taken"; decision 220). None while the draw is impossible anyway: the draw's refusal then
 * says why.
 *
 * A pair of one draw (a perfect matching) is in every draw exactly when it lies on no alternating
 * cycle: no chain of givers each taking the next one's person leads back to its giver. That is one
 * matching (Kuhn, as the draw's own check) and one pass over "who could take whose person" — at
 * most 200 people (a draw's limit), a few milliseconds (measured in foreseen.test.ts).
 */
export function foreseenMatches(
  people: readonly string[],
  exclusions: readonly { a: string; b: string }[],
): { giver: string; receiver: string }[] {
  const excluded = new Set(exclusions.flatMap(({ a, b }) => [`${a} ${b}`, `${b} ${a}`]));
  const allowed: Allowed = people.map((giver, g) =>
    people.map((receiver, r) => g !== r && !excluded.has(`${giver} ${receiver}`)),
  );
  const receiverOf = maximumMatching(allowed);
  if (receiverOf.includes(-1)) return [];
  // giver a "could take b's person": a may give to whom b gives to in this draw
  const couldTake = (a: number, b: number) => a !== b && mayGive(allowed, a, receiverOf[b]!) === true;
  const unforced = onACycle(people.length, couldTake);
  return people.flatMap((giver, g) => (unforced[g] ? [] : [{ giver, receiver: people[receiverOf[g]!]! }]));
}

/**
 * Which of `n` nodes lie on a cycle of the directed graph `edge` draws: those whose strongly
 * connected component has more than one node (Kosaraju's two passes; no node has an edge to itself).
 */
function onACycle(n: number, edge: (from: number, to: number) => boolean): boolean[] {
  const order: number[] = [];
  const seen = new Uint8Array(n);
  const visit = (node: number, follow: (from: number, to: number) => boolean, into: number[]) => {
    // iterative: a chain of 200 people must not run out of stack
    const stack: [number, number][] = [[node, 0]];
    seen[node] = 1;
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const [from, next] = top;
      let to = next;
      while (to < n && (seen[to] || !follow(from, to))) to += 1;
      if (to < n) {
        top[1] = to + 1;
        seen[to] = 1;
        stack.push([to, 0]);
      } else {
        stack.pop();
        into.push(from);
      }
    }
  };
  for (let node = 0; node < n; node += 1) if (!seen[node]) visit(node, edge, order);
  seen.fill(0);
  const onCycle = new Array<boolean>(n).fill(false);
  for (let i = n - 1; i >= 0; i -= 1) {
    const node = order[i]!;
    if (seen[node]) continue;
    const component: number[] = [];
    visit(node, (from, to) => edge(to, from), component);
    if (component.length > 1) for (const member of component) onCycle[member] = true;
  }
  return onCycle;
}
