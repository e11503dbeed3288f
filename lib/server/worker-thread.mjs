// What every worker thread of the server does (./hash-worker.mjs, features/draws/assign-worker.mjs): first
// lower its own scheduling priority, so that while it works, the kernel gives a core the event loop
// needs to the event loop first (docs/decisions/087-cold-start-and-hashing.md); then answer each
// job by message, one at a time. Plain ESM, bundled by Next and, in the domain tests, run as it is.
import { parentPort } from "node:worker_threads";

export { lowerThreadPriority } from "../../server/thread-priority.mjs";

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
