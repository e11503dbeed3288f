import "server-only";
import { AppError, type ErrorCode } from "../errors";

// Work that waits its turn inside this process (docs/decisions/151-one-work-queue.md): one way of
// waiting, a place handed straight from the job that leaves to the first one waiting, in three
// shapes named for their jobs:
// - createQueue: at most `limit` jobs at once, the rest wait in order for as long as it takes
//   (password hashes, pictures, page reading, list-file checks: CPU work of a request that may wait);
// - oneAtATime: one job per key at once (the releases of one item, SQLite's write lock);
// - inFlightGate: bounded places shared fairly between clients, a bounded wait, then a refusal
//   (429 with Retry-After: link previews, draws), because what a client sends there it may send again.

type QueueOptions = {
  /** Told how long each job waited for its turn (0 when it ran at once), for the metrics. */
  waited?: (milliseconds: number) => void;
};

/**
 * At most `limit` jobs at once; the rest wait their turn in order. argon2id takes ~24 ms of a core
 * and 19 MiB each: twenty logins at once would take both cores and leave none for reads. Logins
 * may wait; reads may not (docs/decisions/025-hash-queue.md).
 */
export function createQueue(limit: number, { waited }: QueueOptions = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // a job that leaves hands its place to the first one waiting, so `running` never drops between them
  const release = () => {
    const turn = waiting.shift();
    if (turn) turn();
    else running -= 1;
  };
  /**
   * `work` once its turn comes. `signal`: a job whose signal aborts before its turn leaves the
   * line and rejects with the signal's reason, and never starts (a client that hung up).
   */
  async function run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const arrived = performance.now();
    if (running < limit) running += 1;
    else
      await new Promise<void>((resolve, reject) => {
        const leave = () => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(signal?.reason);
        };
        const turn = () => {
          signal?.removeEventListener("abort", leave);
          resolve();
        };
        waiting.push(turn);
        signal?.addEventListener("abort", leave, { once: true });
      });
    waited?.(performance.now() - arrived);
    try {
      return await work();
    } finally {
      release();
    }
  }
  /** Jobs waiting for their turn now (not those running). */
  run.waiting = () => waiting.length;
  /** Whether nothing runs or waits. */
  run.idle = () => running === 0;
  return run;
}

const lines = new Map<string, ReturnType<typeof createQueue>>();

/**
 * Runs `work` for `key` after the previous work for that key has settled. Releases of one item use
 * it: the first right password releases, the ones queued behind it find the item free (409)
 * instead of all holding a failure slot at once while their hashes are checked and filling the
 * failure limit with attempts that were never wrong (docs/decisions/027-postgresql.md). Other
 * instances are not queued behind this one; at most one attempt per instance is in flight.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  let line = lines.get(key);
  if (!line) lines.set(key, (line = createQueue(1)));
  try {
    return await line(work);
  } finally {
    // the last one out leaves no line behind
    if (line.idle() && lines.get(key) === line) lines.delete(key);
  }
}

/** Keys with a line now (tests: none is left behind). */
export const linesInUse = () => lines.size;

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

  /**
   * One of the places for `key`, held until the function it resolves to is called (once counts);
   * refused (429, `refusal`) when none came free in time.
   */
  async function hold(key: string): Promise<() => void> {
    // (whoever waits does not fit now: a place that came free was handed on at once, in leave)
    if (fits(key)) enter(key);
    else if (!roomInQueue(key) || !(await waitForPlace(key)))
      throw new AppError(refusal, { retryAfterSeconds: setting.retryAfterSeconds });
    let held = true;
    return () => {
      if (held) leave(key);
      held = false;
    };
  }

  /** Runs `work` in one of the places for `key` (see `hold`). */
  async function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const release = await hold(key);
    try {
      return await work();
    } finally {
      release();
    }
  }

  return { run, hold, inFlight: () => total, waiting: () => waiting.length };
}
