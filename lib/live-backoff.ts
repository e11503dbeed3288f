// How long a page waits before it opens its live-update stream again (docs/decisions/029-live-list.md):
// doubling from 1 s up to 30 s, each wait spread by ±30 % so that the pages of a restarted server do
// not all come back in the same instant.

const FIRST_MS = 1000;
const MAX_MS = 30_000;
const SPREAD = 0.3;

/** The wait before attempt `failures` + 1; `random` is in [0, 1). */
export function reconnectDelay(failures: number, random: number = Math.random()): number {
  const base = Math.min(MAX_MS, FIRST_MS * 2 ** Math.max(0, Math.min(failures, 10)));
  return Math.round(base * (1 - SPREAD + 2 * SPREAD * random));
}

/** Streams that fail this often without one event are taken as blocked: the page asks instead. */
export const FAILURES_BEFORE_POLLING = 3;
/** A stream that opened but brought no event in this time is held back by a proxy. */
export const FIRST_EVENT_TIMEOUT_MS = 10_000;
/** While streams are blocked: how often the page asks list_get, and when it tries a stream again. */
export const POLL_INTERVAL_MS = 15_000;
export const STREAM_RETRY_WHILE_POLLING_MS = 60_000;
/** The "offline — reconnecting" note waits this long, so a quick reconnect shows nothing. */
export const OFFLINE_NOTE_DELAY_MS = 2000;
