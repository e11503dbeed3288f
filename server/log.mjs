// The one log of the process (docs/decisions/092-json-logs.md): every line the server and the app
// write goes through `logger()`. By default the text lines the server always wrote — `[server]
// stopped`, `[database] unavailable: …`, one request line `2026-11-22T23:01:02.345Z GET
// /api/<endpoint> 200 12ms`; with LOG_FORMAT=json one JSON object a line (./log-json.mjs, pino),
// for operators who read the logs of several instances by machine. The server chooses the format
// at its start (startLogging) and shares it with every bundle of the app (./shared.mjs); code run
// without the server (tests, `next dev`) writes text.
import { requestLogLine } from "./request-log.mjs";
import { sharedObjects } from "./shared.mjs";

/**
 * @typedef {object} Logger `scope` names the part that speaks ("server", "database", "mail"…);
 * null for the server's greeting. An `error` goes with a failure: its stack in text, its fields in JSON.
 * @property {(scope: string | null, message: string, fields?: Record<string, unknown>) => void} info
 * @property {(scope: string, message: string, error?: unknown) => void} warn
 * @property {(scope: string, message: string, error?: unknown) => void} error
 * @property {(entry: import("./request-log.mjs").RequestEntry) => void} request
 */

const prefixed = (/** @type {string | null} */ scope, /** @type {string} */ message) =>
  scope ? `[${scope}] ${message}` : message;

/** How long a request line may wait for others to be written with (decision 156). */
export const LINES_WAIT_MS = 50;
/**
 * Gathered lines of this many characters are written at once, whatever the time: well under a
 * pipe's 64 KiB, since Node writes to a pipe or socket on stdout synchronously on Linux, and a write
 * larger than what the reader has left room for would hold the event loop until it reads.
 */
export const LINES_MAX_CHARS = 16 * 1024;

/**
 * Request lines gathered for up to LINES_WAIT_MS and written to `stream` together: one write (a
 * system call, or a queued write to journald's socket) per 50 ms (or 16 KiB) instead of one per request, a
 * cost as large as a static file's own (docs/decisions/135-request-lines-per-loop-turn.md, which
 * gathered one turn of the event loop; docs/decisions/156-request-lines-gathered-for-50-ms.md). `flush` writes
 * what is gathered now: before any other line, so the order stays as it happened, and at exit, so
 * no line is lost.
 * @param {{ write(text: string): unknown }} stream
 */
export function batchedLines(stream) {
  let pending = "";
  let watchingExit = false;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const text = pending;
    pending = "";
    stream.write(text);
  };
  return {
    flush,
    /** @param {string} line */
    add(line) {
      // registered at the first line: only the server's logger writes any (bundled copies never do)
      if (!watchingExit) process.once("exit", flush);
      watchingExit = true;
      pending += `${line}\n`;
      if (pending.length >= LINES_MAX_CHARS) flush();
      // never keeps the process alive: its exit writes what is left
      else if (!timer) (timer = setTimeout(flush, LINES_WAIT_MS)).unref();
    },
  };
}

const requestLines = batchedLines(process.stdout);

/**
 * The text lines: information on stdout, warnings and failures on stderr, as console writes them.
 * @type {Logger}
 */
export const textLogger = {
  info: (scope, message) => {
    requestLines.flush();
    console.log(prefixed(scope, message));
  },
  warn: (scope, message, ...error) => {
    requestLines.flush();
    console.warn(prefixed(scope, message), ...error);
  },
  error: (scope, message, ...error) => {
    requestLines.flush();
    console.error(prefixed(scope, message), ...error);
  },
  request: (entry) => requestLines.add(requestLogLine(entry)),
};

/**
 * Lines that cannot be written are dropped: a log whose reader is gone (a closed pipe, as in
 * `npm start | head`; a log collector that died) must not stop the server. Before, the first
 * EPIPE became an uncaught exception, whose report to the same closed stream raised the next one:
 * the server spun at full CPU and stopped answering (docs/decisions/092-json-logs.md). pino's own
 * destination (LOG_FORMAT=json) already drops what it cannot write.
 * @param {NodeJS.EventEmitter} stream
 */
function dropUnwritableLines(stream) {
  stream.on("error", () => {});
}

/** The process's logger: the one the server started, else text lines. */
export function logger() {
  return sharedObjects().logger ?? textLogger;
}

/**
 * Starts the process's logger in `format` (LOG_FORMAT, lib/config/env.mjs) and shares it with every
 * bundle; pino is loaded only for "json", and then what others write to the console is made JSON too.
 * Called by the server's entry, before Next loads.
 * @param {"text" | "json"} format
 * @returns {Promise<Logger>}
 */
export async function startLogging(format) {
  const objects = sharedObjects();
  // once per process: the container's entry starts it before the server's
  if (objects.logger) return objects.logger;
  dropUnwritableLines(process.stdout);
  dropUnwritableLines(process.stderr);
  if (format === "text") return (objects.logger = textLogger);
  const { createJsonLogger, routeConsole } = await import("./log-json.mjs");
  const started = createJsonLogger();
  routeConsole(started);
  return (objects.logger = started);
}
