// What every worker thread of the server does (./hash-worker.mjs, features/draws/assign-worker.mjs): first
// lower its own scheduling priority, so that while it works, the kernel gives a core the event loop
// needs to the event loop first (docs/decisions/087-cold-start-and-hashing.md); then answer each
// job by message, one at a time. Plain ESM, bundled by Next and, in the domain tests, run as it is.
import { readlinkSync } from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";

/**
 * Linux: this thread's id (/proc/thread-self names it), whose niceness setpriority(2) changes for
 * this thread alone. Elsewhere null, and the thread keeps the process's priority.
 */
function ownThreadId() {
  try {
    return Number(readlinkSync("/proc/thread-self").split("/").pop()) || null;
  } catch {
    return null;
  }
}

/**
 * Lowers this thread's priority by `niceness` steps (Linux niceness, at most 19), relative to the
 * priority it started with (the event loop's): a server already started with `nice` or systemd's
 * Nice= keeps its threads below its event loop all the same.
 * @param {number} niceness
 * @returns {() => number | null} the niceness this thread runs at, as the kernel has it (null where it cannot be told)
 */
export function lowerThreadPriority(niceness) {
  const thread = ownThreadId();
  if (thread !== null) {
    try {
      os.setPriority(thread, Math.min(19, os.getPriority(thread) + niceness));
    } catch {
      // not allowed here (a sandbox): the work still runs, only without the lower priority
    }
  }
  return () => (thread === null ? null : os.getPriority(thread));
}

/**
 * Answers every message `{ kind, ...fields }` with `{ ok: true, value }` from `jobs[kind]`, or
 * `{ ok: false, error }` when it threw or no job of that kind exists ("unknown job";
 * lib/server/worker-threads.ts reads the answers).
 * @param {Record<string, (job: any) => unknown>} jobs
 */
export function answerJobs(jobs) {
  parentPort?.on("message", (/** @type {{ kind: string }} */ job) => {
    const run = jobs[job.kind];
    if (run === undefined) {
      parentPort?.postMessage({ ok: false, error: "unknown job" });
      return;
    }
    try {
      parentPort?.postMessage({ ok: true, value: run(job) });
    } catch (error) {
      parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
