import "server-only";
import { AppError, isAppError } from "../../errors";

// The one interface every rate limit goes through (docs/decisions/013-atomic-limits.md). A slot is
// counted the moment `take` is called — before any await of the caller — so requests sent at the
// same instant cannot all pass a check that only later records them. A slot that turns out not to
// count (a right password, a create that failed) is given back.

export type LimitSetting = { max: number; windowSeconds: number };

/** One attempt of `takeEach`: a key in a bucket, with its bucket's setting. */
export type Attempt = { bucket: string; key: string; setting: LimitSetting };

export type LimitSlot = {
  /** Uncounts this attempt (only this one: a success does not reset earlier failures). */
  giveBack(): Promise<void>;
};

export interface LimitStore {
  /**
   * Counts one attempt for `key` in `bucket` (or `weight` attempts, all or none), or rejects with
   * `too_many_attempts` (429, with Retry-After) when they do not fit beside the attempts already
   * counted in the window. Implementations must count atomically: in a database in one statement
   * (./database-store.ts).
   */
  take(bucket: string, key: string, setting: LimitSetting, now?: number, weight?: number): Promise<LimitSlot>;
  /**
   * One attempt in each of `attempts`, all or none; the slot answered gives them all back together.
   * A full window rejects with `RefusedAttempt`, naming the attempt that had no room; the attempts
   * counted before it are given back then.
   */
  takeEach(attempts: Attempt[], now?: number): Promise<LimitSlot>;
}

/** Why `takeEach` counted nothing: `attempts[index]` had no room (`refusal`: its 429). */
export class RefusedAttempt extends Error {
  override readonly name = "RefusedAttempt";
  constructor(
    readonly index: number,
    readonly refusal: AppError,
  ) {
    super(refusal.message);
  }
}

/**
 * Whether `value` is a `RefusedAttempt`, by its shape: Next may bundle this module into more than
 * one chunk (a page's and a route's), each with its own class, and the store is made by whichever
 * ran first, so `instanceof` fails across them (as `isAppError` in lib/errors.ts says for AppError).
 */
export function isRefusedAttempt(value: unknown): value is RefusedAttempt {
  if (!(value instanceof Error) || value.name !== "RefusedAttempt") return false;
  const { index, refusal } = value as Partial<RefusedAttempt>;
  return typeof index === "number" && isAppError(refusal);
}

/** The 429 for a full window: Retry-After is when the oldest counted attempt leaves it (rounded up). */
export function tooMany(oldest: number, windowMs: number, now: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  return new AppError("too_many_attempts", { retryAfterSeconds });
}
