import "server-only";
import { AppError } from "../../errors";

// The one interface every rate limit goes through (docs/decisions/013-atomic-limits.md). A slot is
// counted the moment `take` is called — before any await of the caller — so requests sent at the
// same instant cannot all pass a check that only later records them. A slot that turns out not to
// count (a right password, a create that failed) is given back.

export type LimitSetting = { max: number; windowSeconds: number };

export type LimitSlot = {
  /** Uncounts this attempt (only this one: a success does not reset earlier failures). */
  giveBack(): Promise<void>;
};

export interface LimitStore {
  /**
   * Counts one attempt for `key` in `bucket`, or rejects with `too_many_attempts` (429, with
   * Retry-After) when `setting.max` attempts are already counted in the window. Implementations
   * must count atomically: in memory synchronously inside the call, in a database in one statement.
   */
  take(bucket: string, key: string, setting: LimitSetting, now?: number): Promise<LimitSlot>;
}

function tooMany(oldest: number, windowMs: number, now: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  return new AppError("too_many_attempts", { retryAfterSeconds });
}

/**
 * Sliding windows in process memory, for one process on SQLite. Bounded: at most `maxKeys` keys;
 * beyond that the key used longest ago is forgotten, whatever addresses clients send.
 */
export class MemoryLimitStore implements LimitStore {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly maxKeys = 50_000) {}

  get size(): number {
    return this.hits.size;
  }

  // Not `async`: the count must happen synchronously, before the caller's first await.
  take(bucket: string, key: string, setting: LimitSetting, now = Date.now()): Promise<LimitSlot> {
    const id = `${bucket}\u0000${key}`;
    const windowMs = setting.windowSeconds * 1000;
    const recent = (this.hits.get(id) ?? []).filter((time) => now - time < windowMs);
    if (recent.length >= setting.max) {
      this.remember(id, recent);
      return Promise.reject(tooMany(recent[recent.length - setting.max] ?? now, windowMs, now));
    }
    recent.push(now);
    this.remember(id, recent);
    return Promise.resolve({
      giveBack: async () => {
        const list = this.hits.get(id);
        const index = list?.lastIndexOf(now) ?? -1;
        if (list && index >= 0) list.splice(index, 1);
      },
    });
  }

  /** Stores `times` as the most recently used key, forgetting the oldest keys beyond the bound. */
  private remember(id: string, times: number[]): void {
    this.hits.delete(id);
    if (times.length > 0) this.hits.set(id, times);
    while (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest === undefined) break;
      this.hits.delete(oldest);
    }
  }
}
