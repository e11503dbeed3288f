// Why a draw is impossible, as the error `draw_impossible` carries it (lib/errors.ts re-exports it;
// kept apart so the catalogue stays under 300 lines as it grows).

/** Why a draw is impossible (`draw_impossible`, docs/api.md "Draws"). */
export const DRAW_IMPOSSIBLE_REASONS = [
  "gives_to_nobody",
  "too_few_to_give_to",
  "nobody_gives_to",
  "too_few_givers",
  "last_year",
] as const;

/** Why a draw is impossible: the kind and the people it names. */
export type DrawImpossibility = {
  reason: (typeof DRAW_IMPOSSIBLE_REASONS)[number];
  /** The group with too few partners (names). */
  people: string[];
  /** Their possible partners, fewer than they are (names; maybe none). */
  others: string[];
};
