// The types of ./assign.mjs (plain ESM, so that a draw thread runs it as it is).

/** A uniformly random whole number in [0, bound); bound ≤ 2^48. */
export type RandomInt = (bound: number) => number;

/** `allowed[giver][receiver]`: whether the giver may draw the receiver (false on the diagonal). */
export type Allowed = readonly (readonly boolean[])[];

export type Assignment =
  | { ok: true; receivers: number[] }
  | {
      ok: false;
      /**
       * "givers": `people` may only give to `others` (fewer of them, maybe none);
       * "receivers": only `others` may give to `people`.
       */
      side: "givers" | "receivers";
      people: number[];
      others: number[];
    };

/**
 * A fair random assignment, or why there is none (the smaller group of people to blame).
 * `budget`: positions rejection sampling may place before the other ways take over.
 */
export function drawAssignment(allowed: Allowed, random?: RandomInt, budget?: number): Assignment;
/** Whether `receivers` gives everyone exactly one allowed partner (each received exactly once). */
export function isValidAssignment(allowed: Allowed, receivers: readonly number[]): boolean;
/** Kuhn's augmenting paths: receiver of each giver in a maximum matching, -1 for the unmatched. */
export function maximumMatching(allowed: Allowed): number[];
/** Random permutations until one keeps the rules; null when the budget ran out first. */
export function sampleByRejection(allowed: Allowed, random: RandomInt, budget?: number): number[] | null;
/** Exactly uniform for up to 16 people. */
export function sampleExactly(allowed: Allowed, random: RandomInt): number[];
/** Every valid assignment possible, polynomial; `perfect`: a perfect matching to start from. */
export function sampleByRepair(allowed: Allowed, random: RandomInt, perfect: readonly number[]): number[];
