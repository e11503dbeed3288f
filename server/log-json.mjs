// LOG_FORMAT=json (./log.mjs, docs/decisions/092-json-logs.md): one JSON object a line on stdout,
// written by pino. Each line has `level` ("info", "warn", "error"), `time` (ISO 8601), `pid`,
// `hostname`, `scope` and `msg`; a request line has `method`, `path` (never the query), `status`
// and `durationMs`; a failure has `err` (type, message, stack). Written synchronously, as console
// writes, so that the last lines before an exit are not lost. What Next and the packages write to
// the console themselves becomes a record too (`scope: "console"`), so that every line is JSON.
import { hostname } from "node:os";
import { format, stripVTControlCharacters } from "node:util";
import pino from "pino";
import { loggableMethod, loggablePath } from "./request-log.mjs";

/** A message written for text ("request failed:") reads without its colon as a JSON field. */
const asMessage = (/** @type {string} */ message) => message.replace(/:$/, "");

/** Failures as pino serializes errors; anything else thrown, as text. */
const errorFields = (/** @type {unknown[]} */ error) =>
  error.length === 0 ? {} : { err: error[0] instanceof Error ? error[0] : { message: String(error[0]) } };

/**
 * @param {{ destination?: import("pino").DestinationStream }} [options]
 * @returns {import("./log.mjs").Logger}
 */
export function createJsonLogger({ destination = pino.destination({ dest: 1, sync: true }) } = {}) {
  const log = pino(
    {
      base: { pid: process.pid, hostname: hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    info: (scope, message, fields) => log.info({ ...(scope ? { scope } : {}), ...fields }, message),
    warn: (scope, message, ...error) => log.warn({ scope, ...errorFields(error) }, asMessage(message)),
    error: (scope, message, ...error) => log.error({ scope, ...errorFields(error) }, asMessage(message)),
    request: ({ method, url, status, durationMs }) =>
      log.info(
        {
          scope: "request",
          method: loggableMethod(method),
          path: loggablePath(url),
          status,
          durationMs: Math.round(durationMs),
        },
        "request",
      ),
  };
}

/**
 * Turns what others write with console.* (Next's own lines, a package's warning) into records of
 * `logger`, colours removed; an Error among the arguments goes along as the failure.
 * @param {import("./log.mjs").Logger} logger
 */
export function routeConsole(logger) {
  /** @param {"info" | "warn" | "error"} level */
  const to =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      const failure = args.find((arg) => arg instanceof Error);
      const message = stripVTControlCharacters(format(...args.filter((arg) => arg !== failure))).trim();
      if (level === "info") logger.info("console", message);
      else if (failure) logger[level]("console", message, failure);
      else logger[level]("console", message);
    };
  Object.assign(console, {
    log: to("info"),
    info: to("info"),
    debug: to("info"),
    warn: to("warn"),
    error: to("error"),
  });
}
