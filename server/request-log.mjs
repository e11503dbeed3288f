// What a request's log line may show (./log.mjs): never the query (slugs, tokens), one line
// whatever the path holds.

/**
 * @typedef {object} RequestEntry One request that ended, answered or not.
 * @property {number} time When it ended (ms since the epoch).
 * @property {string | undefined} method
 * @property {string | undefined} url With its query, which no log line shows.
 * @property {number} status What the client got; 499: it hung up first; 408: its body came too slowly.
 * @property {number} durationMs
 */

// a byte a log line must not show as it is: a control character or a space (one request, one line)
const UNPRINTABLE = /[\u0000-\u0020\u007f-\u009f]/;
const UNPRINTABLE_ALL = new RegExp(UNPRINTABLE.source, "g");

/** Printable path for the request log: the query (slugs, tokens) is never logged. @param {string | undefined} url */
export function loggablePath(url) {
  const whole = url ?? "/";
  const query = whole.indexOf("?");
  const pathOnly = query < 0 ? whole : whole.slice(0, query);
  // most paths have nothing to escape: tested first, so they are not copied (decision 147)
  if (pathOnly.length <= 300 && !UNPRINTABLE.test(pathOnly)) return pathOnly;
  // Control characters and spaces are escaped so one request stays one line.
  return pathOnly
    .replace(UNPRINTABLE_ALL, (/** @type {string} */ c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`)
    .slice(0, 300);
}

/** The request's method as a log may show it: a word of capitals, else "?". */
export const loggableMethod = (/** @type {string | undefined} */ method) =>
  method !== undefined && (COMMON_METHODS.has(method) || /^[A-Z]{1,16}$/.test(method)) ? method : "?";
const COMMON_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]);

/**
 * The time of a log line, without a Date per line: Next replaces the process's `Date` with a
 * wrapper that checks what it renders, which made `new Date(time).toISOString()` the largest cost
 * of a static file's log line (docs/decisions/147-the-request-log-line-without-a-date.md). The text up to the
 * second is made once a second; the milliseconds are appended.
 */
let secondStart = NaN;
let secondText = "";
/** @param {number} time ms since the epoch */
export function isoTime(time) {
  const whole = Math.floor(time);
  const millis = whole % 1000;
  if (whole - millis !== secondStart) {
    secondStart = whole - millis;
    secondText = new Date(secondStart).toISOString().slice(0, -4); // "2026-11-22T23:01:02."
  }
  return `${secondText}${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}Z`;
}

/**
 * Now, in ms since the epoch, without asking the (wrapped) `Date` per request: the monotonic clock
 * plus its distance to the wall clock, taken again once a second, so a step of the system's clock
 * shows in the log within a second.
 */
let wallOffset = Date.now() - performance.now();
let offsetTakenAt = performance.now();
export function epochNow() {
  const now = performance.now();
  if (now - offsetTakenAt >= 1000) {
    wallOffset = Date.now() - now;
    offsetTakenAt = now;
  }
  return now + wallOffset;
}

/**
 * `2026-11-22T23:01:02.345Z GET /api/<endpoint> 200 12ms`. `status` is what the client got, or
 * 499 for a request whose client hung up before any answer (nginx's "client closed request"), or
 * 408 for one dropped because its body did not arrive in time.
 * @param {RequestEntry} entry
 */
export function requestLogLine({ time, method, url, status, durationMs }) {
  return `${isoTime(time)} ${loggableMethod(method)} ${loggablePath(url)} ${status} ${Math.round(durationMs)}ms`;
}
