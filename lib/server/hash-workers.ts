import "server-only";
import { Worker } from "node:worker_threads";

// The threads password hashes run on (./hash-worker.mjs), at a lower scheduling priority than the
// event loop: argon2id takes a core for ~24 ms per hash, and on libuv's threads it competed with
// the event loop as an equal, so twenty people logging in stretched everyone's reads
// (docs/decisions/087-cold-start-and-hashing.md). The hash queue (./hash-queue.ts) decides how
// many run at once; this keeps one thread per job running, started when needed and ended after a
// few idle seconds (a thread holds ~20 MiB: its own V8 heap and Node's bootstrap).

export type HashJob =
  | { kind: "hash"; password: string }
  | { kind: "verify"; hash: string; password: string }
  | { kind: "bcryptCompare"; hash: string; password: string }
  | { kind: "niceness" };

type Answer = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * How much the hashing threads yield to everything else: their niceness is the event loop's plus
 * this (Linux niceness, at most 19). 10 steps apart, the kernel weighs them ~10 % against the event
 * loop when both want the same core, yet they still take a core that nothing else needs.
 */
export const HASH_NICENESS = 10;

/** A thread with nothing to do for this long ends; the next hash starts one again (~30 ms). */
export const HASH_WORKER_IDLE_MS = 5_000;

export function createHashWorkers({
  niceness = HASH_NICENESS,
  idleMs = HASH_WORKER_IDLE_MS,
}: { niceness?: number; idleMs?: number } = {}) {
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

  /** An idle thread, kept from ending, or a new one. */
  function take(): Worker {
    const worker = idle.pop();
    if (!worker) return start();
    clearTimeout(endTimers.get(worker));
    endTimers.delete(worker);
    return worker;
  }

  function start(): Worker {
    const worker = new Worker(new URL("./hash-worker.mjs", import.meta.url), { workerData: { niceness } });
    // an idle hashing thread never keeps the process alive (the shutdown ends it with the process)
    worker.unref();
    return worker;
  }

  /** Runs `job` on an idle thread (a new one if none is); a thread that failed is not used again. */
  function run<T>(job: HashJob): Promise<T> {
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
      const exited = (code: number) => settle(new Error(`a hashing thread ended (exit ${code})`));
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
