// How the server's threads yield to its event loop (docs/decisions/087-cold-start-and-hashing.md):
// every thread that does heavy work for someone — hashing a password, making a draw, answering a
// crowd's logins (decisions 191, 209) — runs THREAD_NICENESS steps below the event loop, so that while
// it works, the kernel gives a core the event loop needs to the event loop first. Plain ESM: the app's
// threads (lib/server/worker-thread.mjs, bundled by Next) and the login process (run as it is) share it.
import { readdirSync, readlinkSync } from "node:fs";
import os from "node:os";

/**
 * How much the threads yield to everything else: their niceness is the event loop's plus this
 * (Linux niceness, at most 19). 10 steps apart, the kernel weighs them ~10 % against the event
 * loop when both want the same core, yet they still take a core that nothing else needs.
 */
export const THREAD_NICENESS = 10;

/**
 * The server's event loop, from which every thread's niceness is counted: the process's main thread,
 * or in a process the server started to work for it (the login process, decision 209), the server's
 * main thread, whose process id the server hands it as EVENT_LOOP_PID_VARIABLE.
 */
export const EVENT_LOOP_PID_VARIABLE = "WUNSCHLISTE_EVENT_LOOP_PID";

/** The event loop's niceness (see EVENT_LOOP_PID_VARIABLE); this process's where it cannot be read. */
function eventLoopNiceness() {
  const server = Number(process.env[EVENT_LOOP_PID_VARIABLE]);
  try {
    if (server > 0) return os.getPriority(server);
  } catch {
    // the server ended before this process: counted from this process instead
  }
  return os.getPriority(process.pid);
}

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
 * Puts `thread` `niceness` steps (at most 19) below the event loop (eventLoopNiceness); never
 * raises it. Where that is not allowed (a sandbox) or the thread has ended, it stays as it is.
 * @param {number} thread
 * @param {number} niceness
 */
function lowerThread(thread, niceness) {
  try {
    const wanted = Math.min(19, eventLoopNiceness() + niceness);
    if (wanted > os.getPriority(thread)) os.setPriority(thread, wanted);
  } catch {
    // not allowed here, or the thread ended meanwhile: the work still runs, only without the lower priority
  }
}

/**
 * Puts this thread `niceness` steps below the event loop (lowerThread), whichever thread started
 * this one: a hashing thread started by the login process's main thread, itself already lowered,
 * sits beside it, not twice as low (twice lowered, nice 19, such threads starved whenever other
 * work kept both cores busy: decision 185). A server started with `nice` or systemd's Nice= keeps
 * its threads below its event loop all the same.
 * @param {number} niceness
 * @returns {() => number | null} the niceness this thread runs at, as the kernel has it (null where it cannot be told)
 */
export function lowerThreadPriority(niceness) {
  const thread = ownThreadId();
  if (thread !== null) lowerThread(thread, niceness);
  return () => (thread === null ? null : os.getPriority(thread));
}

/**
 * Puts every thread this process has now `niceness` steps below the event loop, and so every thread
 * it starts later (a new thread inherits its starter's niceness): for a process that works for the
 * server (the login process), whose V8 and libuv threads start before its own code runs. Linux
 * only; elsewhere the process keeps its priority.
 * @param {number} niceness
 */
export function lowerProcessPriority(niceness) {
  let threads = [];
  try {
    threads = readdirSync("/proc/self/task");
  } catch {
    return;
  }
  for (const thread of threads) lowerThread(Number(thread), niceness);
}
