import "server-only";
import { AppError, type ErrorCode } from "../../errors";

// How much of one kind of work runs at once in this process (docs/decisions/071-bounded-page-reading.md).
// Rate limits count attempts over minutes; this bounds what is running now: sixty previews of a
// brotli bomb sent at once each held a decompressor and 2 MiB, whatever the rate allowed.
// The places and the queue are shared fairly between clients (docs/decisions/101-fair-places.md):
// four clients sending four slow previews each at once used to hold all eight places and all eight
// waiting places, and every other owner was refused for as long as they kept it up.

export type InFlightSetting = {
  /** At most this many at once in this process, and at most this many waiting. */
  total: number;
  /** At most this many at once for one key (a client), and at most this many of its own waiting. */
  perKey: number;
  /** A request over either bound waits this long for a place… */
  waitMs: number;
  /** …and is then refused with this Retry-After. */
  retryAfterSeconds: number;
  /** At most this many wait (the rest are refused at once); `total` unless told. */
  maxWaiting?: number;
  /** At most this many of one key wait; `perKey` unless told (ten taps at once on one draw wait). */
  maxWaitingPerKey?: number;
};

type Waiter = { key: string; admit: () => void; refuse: () => void };

export function inFlightGate(setting: InFlightSetting, refusal: ErrorCode) {
  let total = 0;
  const running = new Map<string, number>();
  const waiting: Waiter[] = [];

  const runningFor = (key: string) => running.get(key) ?? 0;
  const waitingFor = (key: string) => waiting.filter((waiter) => waiter.key === key).length;
  const fits = (key: string) => total < setting.total && runningFor(key) < setting.perKey;
  const enter = (key: string) => {
    total += 1;
    running.set(key, runningFor(key) + 1);
  };
  const leave = (key: string) => {
    total -= 1;
    const left = runningFor(key) - 1;
    if (left > 0) running.set(key, left);
    else running.delete(key);
    // free places go to the waiters whose clients run the fewest now, in order of arrival among equals
    for (;;) {
      const next = waiting
        .filter((waiter) => fits(waiter.key))
        .reduce<Waiter | null>((best, w) => (best && runningFor(best.key) <= runningFor(w.key) ? best : w), null);
      if (!next) return;
      waiting.splice(waiting.indexOf(next), 1);
      enter(next.key);
      next.admit();
    }
  };

  /**
   * Room in the queue for `key`: a client waits for at most its share; a full queue makes room by
   * refusing the newest waiter of the client that holds the most, if that is more than `key` holds.
   */
  const roomInQueue = (key: string): boolean => {
    if (waitingFor(key) >= (setting.maxWaitingPerKey ?? setting.perKey)) return false;
    if (waiting.length < (setting.maxWaiting ?? setting.total)) return true;
    const held = (k: string) => runningFor(k) + waitingFor(k);
    const greediest = waiting.reduce((most, w) => (held(w.key) > held(most.key) ? w : most));
    if (held(greediest.key) <= held(key) + 1) return false;
    const newest = waiting.findLast((w) => w.key === greediest.key)!;
    waiting.splice(waiting.indexOf(newest), 1);
    newest.refuse();
    return true;
  };

  /** Whether a place came free within `waitMs` (and was taken for `key`). */
  const waitForPlace = (key: string) =>
    new Promise<boolean>((resolve) => {
      const settle = (admitted: boolean) => {
        clearTimeout(timer);
        resolve(admitted);
      };
      const waiter: Waiter = { key, admit: () => settle(true), refuse: () => settle(false) };
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
    else if (!roomInQueue(key) || !(await waitForPlace(key)))
      throw new AppError(refusal, { retryAfterSeconds: setting.retryAfterSeconds });
    try {
      return await work();
    } finally {
      leave(key);
    }
  }

  return { run, inFlight: () => total, waiting: () => waiting.length };
}
