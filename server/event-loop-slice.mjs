// The event loop in short scheduler slices (docs/decisions/208-the-event-loop-in-short-slices.md):
// with both cores busy — a crowd's password hashes on one, the login thread and everything else on
// the other — a read's answer waited for whichever thread held the core to finish its slice
// (0.75–3 ms on Linux's EEVDF). A thread asking for shorter slices than the running one takes the
// core when it wakes. Through the optional native helper (native/malloc-trim.c); without it, or on
// a kernel older than 6.12, the event loop runs in ordinary slices as before.
import { createRequire } from "node:module";
import { mallocTrimAddon } from "./memory.mjs";

/** The shortest slice Linux grants (it clamps a custom slice to 0.1–100 ms). */
export const EVENT_LOOP_SLICE_MICROSECONDS = 100;

/**
 * Asks for short slices for the calling thread — call it on the event loop, before it starts
 * worker threads: the setting is reset for threads and processes started after it, which keep
 * ordinary slices and so yield to the event loop. True when the kernel took it.
 * @param {{ addon?: string, microseconds?: number }} [options]
 * @returns {boolean}
 */
export function shortenEventLoopSlice({ addon = mallocTrimAddon, microseconds = EVENT_LOOP_SLICE_MICROSECONDS } = {}) {
  try {
    const { shortSlice } = createRequire(import.meta.url)(addon);
    return typeof shortSlice === "function" && shortSlice(microseconds) === true;
  } catch {
    return false;
  }
}
