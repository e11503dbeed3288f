import "server-only";
import type { Worker } from "node:worker_threads";

// Threads that do CPU work off the event loop (./worker-thread.mjs answers on their side): one
// thread per job running, started when needed and ended after a few idle seconds (a thread holds
// ~20 MiB: its own V8 heap and Node's bootstrap). A queue in front decides how many run at once
// (./work-queue.ts). Password hashes (./hash-workers.ts) and draws
// (features/draws/assign-threads.ts) run on them.

type Answer = { ok: true; value: unknown } | { ok: false; error: string };

/** How much the threads yield to everything else (server/thread-priority.mjs). */
export { THREAD_NICENESS } from "../../server/thread-priority.mjs";

/** A thread with nothing to do for this long ends; the next job starts one again (~30 ms). */
export const THREAD_IDLE_MS = 5_000;

/**
 * `start` makes a new thread; it must say `new Worker(new URL("./file.mjs", import.meta.url))`
 * itself, so that Next bundles that file as a thread of its own.
 */
export function createWorkerThreads<Job>(start: () => Worker, idleMs = THREAD_IDLE_MS) {
  const idle: Worker[] = [];
  const endTimers = new Map<Worker, NodeJS.Timeout>();

  /** Back to the idle ones, ended if no job takes it within `idleMs`. */
  function rest(worker: Worker) {
    idle.push(worker);
    const timer = setTimeout(() => {
      endTimers.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      void worker.terminate();
    }, idleMs);
    timer.unref();
    endTimers.set(worker, timer);
  }

  /** An idle thread, kept from ending, or a new one that never keeps the process alive. */
  function take(): Worker {
    const worker = idle.pop();
    if (worker) {
      clearTimeout(endTimers.get(worker));
      endTimers.delete(worker);
      return worker;
    }
    const started = start();
    started.unref();
    return started;
  }

  /** Runs `job` on an idle thread (a new one if none is); a thread that failed is not used again. */
  function run<T>(job: Job): Promise<T> {
    const worker = take();
    return new Promise<T>((resolve, reject) => {
      const settle = (answer: Answer | Error) => {
        worker.off("message", settle);
        worker.off("error", settle);
        worker.off("exit", exited);
        if (answer instanceof Error) return reject(answer);
        rest(worker);
        if (answer.ok) resolve(answer.value as T);
        else reject(new Error(answer.error));
      };
      const exited = (code: number) => settle(new Error(`a worker thread ended (exit ${code})`));
      worker.on("message", settle);
      worker.on("error", settle);
      worker.on("exit", exited);
      worker.postMessage(job);
    });
  }

  return {
    run,
    /** Threads alive now (tests). */
    alive: () => idle.length,
    /** Ends the threads (tests). */
    async close() {
      for (const timer of endTimers.values()) clearTimeout(timer);
      endTimers.clear();
      await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
    },
  };
}
