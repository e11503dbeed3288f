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

/** Printable path for the request log: the query (slugs, tokens) is never logged. @param {string | undefined} url */
export function loggablePath(url) {
  const pathOnly = (url ?? "/").split("?")[0] ?? "/";
  // Control characters and spaces are escaped so one request stays one line.
  return pathOnly
    .replace(
      /[\u0000-\u0020\u007f-\u009f]/g,
      (/** @type {string} */ c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`,
    )
    .slice(0, 300);
}

/** The request's method as a log may show it: a word of capitals, else "?". */
export const loggableMethod = (/** @type {string | undefined} */ method) =>
  /^[A-Z]{1,16}$/.test(method ?? "") ? method : "?";

/**
 * `2026-11-22T23:01:02.345Z GET /api/<endpoint> 200 12ms`. `status` is what the client got, or
 * 499 for a request whose client hung up before any answer (nginx's "client closed request"), or
 * 408 for one dropped because its body did not arrive in time.
 * @param {RequestEntry} entry
 */
export function requestLogLine({ time, method, url, status, durationMs }) {
  return `${new Date(time).toISOString()} ${loggableMethod(method)} ${loggablePath(url)} ${status} ${Math.round(durationMs)}ms`;
}
