import "server-only";
import { AppError } from "../errors";
import { serverConfig, type LimitSetting } from "./config";

/**
 * A sliding-window counter kept in memory: one `next start` process serves a self-hosted install,
 * so no shared store is needed (docs/decisions/004-rate-limits-in-memory.md).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private recordsSinceSweep = 0;

  constructor(private readonly setting: LimitSetting) {}

  private get windowMs() {
    return this.setting.windowSeconds * 1000;
  }

  private recent(key: string, now: number): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const fresh = list.filter((time) => now - time < this.windowMs);
    if (fresh.length === 0) this.hits.delete(key);
    else if (fresh.length !== list.length) this.hits.set(key, fresh);
    return fresh;
  }

  /** Throws `too_many_attempts` (429, with Retry-After) while the key is at its limit. */
  assertAllowed(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    if (recent.length >= this.setting.max) {
      const oldest = recent[recent.length - this.setting.max] ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
      throw new AppError("too_many_attempts", { retryAfterSeconds });
    }
  }

  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent.slice(-this.setting.max));
    this.recordsSinceSweep += 1;
    if (this.recordsSinceSweep >= 1000) this.sweep(now);
  }

  /** For limits that count every attempt, not only failures. */
  take(key: string, now = Date.now()): void {
    this.assertAllowed(key, now);
    this.record(key, now);
  }

  private sweep(now: number): void {
    this.recordsSinceSweep = 0;
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}

const globalForLimits = globalThis as unknown as { wunschlisteLimits?: ReturnType<typeof createLimiters> };

function createLimiters() {
  const { limits } = serverConfig;
  return {
    ownerLoginFailures: new SlidingWindowLimiter(limits.ownerLoginFailures),
    unreserveFailures: new SlidingWindowLimiter(limits.unreserveFailures),
    listCreates: new SlidingWindowLimiter(limits.listCreates),
    reservationAttempts: new SlidingWindowLimiter(limits.reservationAttempts),
  };
}

export const limiters = globalForLimits.wunschlisteLimits ?? createLimiters();
globalForLimits.wunschlisteLimits = limiters;
