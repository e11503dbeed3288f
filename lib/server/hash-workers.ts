import "server-only";
import { Worker } from "node:worker_threads";
import { sharedObjects } from "../../server/shared.mjs";
import { createWorkerThreads, THREAD_IDLE_MS, THREAD_NICENESS } from "./worker-threads";

// The threads password hashes run on (./hash-worker.mjs), at a lower scheduling priority than the
// event loop: argon2id takes a core for ~24 ms per hash, and on libuv's threads it competed with
// the event loop as an equal, so twenty people logging in stretched everyone's reads
// (docs/decisions/087-cold-start-and-hashing.md). The queue (createQueue in ./work-queue.ts) decides how
// many run at once.
//
// With the server's native helper, a hash runs first on a thread at Linux's idle policy, which
// gives its core to a waking event loop at once (decision 204); a hash that has not answered
// within HEDGE_AFTER_MS is starving (other work holds every core) and runs again on a thread at
// the niceness alone, which gets its share; the first answer counts. While one starves, hashes go
// to the niced threads straight away, so no more than one idle thread per running hash waits.

export type HashJob =
  | { kind: "hash"; password: string }
  | { kind: "verify"; hash: string; password: string }
  | { kind: "bcryptCompare"; hash: string; password: string }
  | { kind: "niceness" };

export const HASH_NICENESS = THREAD_NICENESS;

/** A hash takes 10–25 ms of a core; one not answered after this long waits for a core. */
export const HEDGE_AFTER_MS = 50;

type Lane = ReturnType<typeof createWorkerThreads<HashJob>>;

/**
 * `cheapHashes`: argon2id at the test cost (./argon2-cost.mjs), only for test servers (decision 159).
 * `idleHelper`: the native helper's file (the server sets it, server/shared.mjs); none: niced threads only.
 */
export function createHashWorkers({
  niceness = HASH_NICENESS,
  idleMs = THREAD_IDLE_MS,
  cheapHashes = false,
  idleHelper = sharedObjects().nativeHelper,
  hedgeAfterMs = HEDGE_AFTER_MS,
}: {
  niceness?: number;
  idleMs?: number;
  cheapHashes?: boolean;
  idleHelper?: string | null;
  hedgeAfterMs?: number;
} = {}): Lane {
  const niced = createWorkerThreads<HashJob>(
    () => new Worker(new URL("./hash-worker.mjs", import.meta.url), { workerData: { niceness, cheapHashes } }),
    idleMs,
  );
  if (!idleHelper) return niced;
  const idle = createWorkerThreads<HashJob>(
    () =>
      new Worker(new URL("./hash-worker.mjs", import.meta.url), { workerData: { niceness, cheapHashes, idleHelper } }),
    idleMs,
  );
  return hedged(idle, niced, hedgeAfterMs);
}

/**
 * Runs each job on `first`; one not answered within `afterMs` runs again on `second`, and the first
 * answer (or failure) settles it. While a job of `first` is past its time, jobs go to `second` only.
 * For jobs that may run twice (a hash, a check).
 */
export function hedged(first: Lane, second: Lane, afterMs: number): Lane {
  let starving = 0;
  function run<T>(job: HashJob): Promise<T> {
    if (starving > 0) return second.run<T>(job);
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      let runTwice = false;
      const answer = (value: T) => settle(() => resolve(value));
      const fail = (error: unknown) => settle(() => reject(error));
      function settle(outcome: () => void) {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      }
      const timer = setTimeout(() => {
        runTwice = true;
        starving += 1;
        second.run<T>(job).then(answer, fail);
      }, afterMs);
      timer.unref();
      first
        .run<T>(job)
        .then(answer, fail)
        .finally(() => {
          if (runTwice) starving -= 1;
        });
    });
  }
  return {
    run,
    alive: () => first.alive() + second.alive(),
    async close() {
      await Promise.all([first.close(), second.close()]);
    },
  };
}
