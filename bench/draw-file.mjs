// The draw the redraw-loop attack of issue 50 (finding 1) used, as a draw file: `people` names, and
// each person excluded from the next `reach` people around a circle, both ways (200 and 5: 1,000
// exclusions, the most a draw may hold). Every random order then breaks a rule, so each draw runs
// the algorithm's whole budget and then its repair: the most work a draw can ask for.
// Shared by bench/draw-stall.mjs and tests/api/draw-flood.test.ts.

/**
 * @param {number} [people]
 * @param {number} [reach]
 * @returns {{ format: string, version: number, draw: { title: string }, participants: { name: string }[], exclusions: string[][] }}
 */
export function craftedDrawFile(people = 200, reach = 5) {
  const names = Array.from({ length: people }, (_, index) => `Person ${index + 1}`);
  return {
    format: "wunschliste.draw",
    version: 1,
    draw: { title: "Großfamilie" },
    participants: names.map((name) => ({ name })),
    exclusions: names.flatMap((name, index) =>
      // the index is taken modulo `people`: always a name
      Array.from({ length: reach }, (_, step) => [name, /** @type {string} */ (names[(index + step + 1) % people])]),
    ),
  };
}
