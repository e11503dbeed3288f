import "server-only";
import { AppError, type ErrorCode } from "../../errors";

// How much of one kind of work runs at once in this process (docs/decisions/071-bounded-page-reading.md).
// Rate limits count attempts over minutes; this bounds what is running now: sixty previews of a
// brotli bomb sent at once each held a decompressor and 2 MiB, whatever the rate allowed.

export type InFlightSetting = {
  /** At most this many at once in this process. */
  total: number;
  /** At most this many at once for one key (a client address). */
  perKey: number;
  /** A request over either bound waits this long for a place, in order of arrival… */
  waitMs: number;
  /** …and is then refused with this Retry-After. */
  retryAfterSeconds: number;
  /** At most this many wait (the rest are refused at once); `total` unless told. */
  maxWaiting?: number;
};

type Waiter = { key: string; admit: () => void };

export function inFlightGate(setting: InFlightSetting, refusal: ErrorCode) {
  let total = 0;
  const byKey = new Map<string, number>();
  const waiting: Waiter[] = [];

  const fits = (key: string) => total < setting.total && (byKey.get(key) ?? 0) < setting.perKey;
  const enter = (key: string) => {
    total += 1;
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  };
  const leave = (key: string) => {
    total -= 1;
    const left = (byKey.get(key) ?? 1) - 1;
    if (left > 0) byKey.set(key, left);
    else byKey.delete(key);
    // the first waiters that fit now, in order (one key's waiter does not hold up another key's)
    for (let i = 0; i < waiting.length;) {
      const waiter = waiting[i]!;
      if (!fits(waiter.key)) {
        i += 1;
        continue;
      }
      waiting.splice(i, 1);
      enter(waiter.key);
      waiter.admit();
    }
  };

  /** Whether a place came free within `waitMs` (and was taken for `key`). */
  const waitForPlace = (key: string) =>
    new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        key,
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        resolve(false);
      }, setting.waitMs);
      waiting.push(waiter);
    });

  /** Runs `work` in one of the places for `key`; refused (429, `refusal`) when none came free in time. */
  async function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    // (whoever waits does not fit now: a place that came free was handed on at once, in leave)
    if (fits(key)) enter(key);
    // more waiting than could ever run next: no point in queueing behind them
    else if (waiting.length >= (setting.maxWaiting ?? setting.total) || !(await waitForPlace(key)))
      throw new AppError(refusal, { retryAfterSeconds: setting.retryAfterSeconds });
    try {
      return await work();
    } finally {
      leave(key);
    }
  }

  return { run, inFlight: () => total, waiting: () => waiting.length };
}
