import "server-only";

type QueueOptions = {
  /** Told how long each job waited for its turn (0 when it ran at once), for the metrics. */
  waited?: (milliseconds: number) => void;
};

/**
 * At most `limit` password hashes at once; the rest wait their turn in order. argon2id takes
 * ~24 ms of a core and 19 MiB each: twenty logins at once would take both cores and leave none
 * for reads. Logins may wait; reads may not (docs/decisions/025-hash-queue.md).
 */
export function createQueue(limit: number, { waited }: QueueOptions = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  /**
   * `work` once its turn comes. `signal`: a job whose signal aborts before its turn leaves the
   * line and rejects with the signal's reason, and never starts (a client that hung up).
   */
  async function run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const arrived = performance.now();
    if (running >= limit)
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
    running += 1;
    waited?.(performance.now() - arrived);
    try {
      return await work();
    } finally {
      next();
    }
  }
  /** Jobs waiting for their turn now (not those running). */
  run.waiting = () => waiting.length;
  return run;
}
