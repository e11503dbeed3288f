// How the server's threads yield to its event loop (docs/decisions/087-cold-start-and-hashing.md):
// every thread that does heavy work for someone — hashing a password, making a draw, answering a
// crowd's logins (decision 191) — runs THREAD_NICENESS steps below the event loop, so that while it
// works, the kernel gives a core the event loop needs to the event loop first. Plain ESM: the app's
// threads (lib/server/worker-thread.mjs, bundled by Next) and the login thread (run as it is) share it.
import { readlinkSync } from "node:fs";
import os from "node:os";

/**
 * How much the threads yield to everything else: their niceness is the event loop's plus this
 * (Linux niceness, at most 19). 10 steps apart, the kernel weighs them ~10 % against the event
 * loop when both want the same core, yet they still take a core that nothing else needs.
 */
export const THREAD_NICENESS = 10;

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
 * Puts this thread `niceness` steps (at most 19) below the event loop — the process's main thread,
 * whose id is the process's — whichever thread started this one: a hashing thread started by the
 * login thread, itself already lowered, sits beside it, not twice as low (twice lowered, nice 19,
 * such threads starved whenever other work kept both cores busy: decision 185). A server started
 * with `nice` or systemd's Nice= keeps its threads below its event loop all the same. Never raises
 * a thread's priority.
 * @param {number} niceness
 * @returns {() => number | null} the niceness this thread runs at, as the kernel has it (null where it cannot be told)
 */
export function lowerThreadPriority(niceness) {
  const thread = ownThreadId();
  if (thread !== null) {
    try {
      const wanted = Math.min(19, os.getPriority(process.pid) + niceness);
      if (wanted > os.getPriority(thread)) os.setPriority(thread, wanted);
    } catch {
      // not allowed here (a sandbox): the work still runs, only without the lower priority
    }
  }
  return () => (thread === null ? null : os.getPriority(thread));
}
