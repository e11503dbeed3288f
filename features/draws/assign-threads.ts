import "server-only";
import { Worker } from "node:worker_threads";
import { shared } from "../../server/shared.mjs";
import { inFlightGate } from "../../lib/server/work-queue";
import { createWorkerThreads, THREAD_NICENESS } from "../../lib/server/worker-threads";
import type { Allowed, Assignment } from "./assign.mjs";

// The draw's CPU work off the event loop (issue 50, finding 1; docs/decisions/094-a-draw-that-tells-nothing.md):
// 200 people with thousands of exclusions took the event loop for 75–310 ms a draw, and sixteen
// redraw loops held every other request for seconds. The drawing now runs on a thread of its own
// at a lower priority, and a whole `draw_run` (its reads, the thread, its writes) takes a turn:
// two at once in the process and one per address; the next waits its turn a while, then is
// refused (429 `draw_busy`).

/**
 * Draws running at once (per process, and per client address), how long the next one waits, and its
 * Retry-After. Up to 16 wait (a waiting one costs nothing): ten taps on "draw" at once wait their
 * turn and find it drawn (409 `draw_done`), as before.
 */
export const DRAWS_IN_FLIGHT = {
  total: 2,
  perKey: 1,
  waitMs: 10_000,
  retryAfterSeconds: 5,
  maxWaiting: 16,
  maxWaitingPerKey: 16,
} as const;

type DrawJob = { kind: "draw"; allowed: Allowed };

const threads = shared("drawThreads", () =>
  createWorkerThreads<DrawJob>(
    () => new Worker(new URL("./assign-worker.mjs", import.meta.url), { workerData: { niceness: THREAD_NICENESS } }),
  ),
);
const gate = shared("drawGate", () => inFlightGate(DRAWS_IN_FLIGHT, "draw_busy"));

/** Runs `work` (one draw, start to end) in one of the places for `clientAddress`, or 429 `draw_busy`. */
export function inDrawTurn<T>(clientAddress: string, work: () => Promise<T>): Promise<T> {
  return gate.run(clientAddress, work);
}

/** `drawAssignment(allowed)` on a draw thread (within a turn: `inDrawTurn`). */
export function drawOnThread(allowed: Allowed): Promise<Assignment> {
  return threads.run<Assignment>({ kind: "draw", allowed });
}
