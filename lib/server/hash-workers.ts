import "server-only";
import { Worker } from "node:worker_threads";
import { createWorkerThreads, THREAD_IDLE_MS, THREAD_NICENESS } from "./worker-threads";

// The threads password hashes run on (./hash-worker.mjs), at a lower scheduling priority than the
// event loop: argon2id takes a core for ~24 ms per hash, and on libuv's threads it competed with
// the event loop as an equal, so twenty people logging in stretched everyone's reads
// (docs/decisions/087-cold-start-and-hashing.md). The queue (createQueue in ./work-queue.ts) decides how
// many run at once.

export type HashJob =
  | { kind: "hash"; password: string }
  | { kind: "verify"; hash: string; password: string }
  | { kind: "bcryptCompare"; hash: string; password: string }
  | { kind: "niceness" };

export const HASH_NICENESS = THREAD_NICENESS;

/** `cheapHashes`: argon2id at the test cost (./argon2-cost.mjs), only for test servers (decision 159). */
export function createHashWorkers({
  niceness = HASH_NICENESS,
  idleMs = THREAD_IDLE_MS,
  cheapHashes = false,
}: { niceness?: number; idleMs?: number; cheapHashes?: boolean } = {}) {
  return createWorkerThreads<HashJob>(
    () => new Worker(new URL("./hash-worker.mjs", import.meta.url), { workerData: { niceness, cheapHashes } }),
    idleMs,
  );
}
