// Logins answered in a process of their own while many come at once (docs/decisions/191-logins-on-a-
// thread-of-their-own.md, 209-logins-in-a-process-of-their-own.md). A login costs the event loop ~3 ms
// of JavaScript besides its hash (Next's frame, the limiter's writes, the token's insert): twenty
// people logging in at once kept the loop busy for half of every second, and every read waited
// behind them. A login that arrives while another is being answered starts the process; from then on
// the event loop only reads the login's small body and writes the answer the process made with the
// app's own route (the same frame, schemas, limits and catalogue, ./login-process-child.mjs). A
// process, not a thread: a thread shares locks with the event loop (its messages' queue, the database
// client's), and one ten steps below it, preempted while holding one, kept the event loop waiting.
// Until the process is ready, and for any body it does not take, Next answers as before. The process
// ends after a quiet while, as the hashing threads do.
import { fork } from "node:child_process";
import { ENDPOINTS, pathsOf } from "../../lib/api-paths.mjs";
import { answerInternalError } from "./request-edges.mjs";
import { NON_PAGE_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from "./security-headers.mjs";
import { EVENT_LOOP_PID_VARIABLE } from "../thread-priority.mjs";

/** @typedef {{ status: number, headers: [string, string][], body: ArrayBuffer } | { failed: true }} ProcessAnswer */

/** Endpoints whose work is a password's check, and only that. */
const LOGIN_ENDPOINTS = /** @type {const} */ (["owner_login", "draw_login"]);
/** A login's body is a slug and a password: anything larger (or unannounced) goes to Next's frame. */
const LARGEST_BODY_BYTES = 16 * 1024;
/** How long the process is kept without a login (its start costs ~0.4 s of its own CPU). */
const LOGIN_PROCESS_IDLE_MS = 30_000;
/**
 * How long the process may go without answering any login while one waits. One that answers none
 * in that time (stuck in a loop or on a lock) is ended: its logins are answered 500, and the next
 * crowd starts a new one, instead of every later login waiting with it for good. A long queue of
 * hashes that is being answered is not stuck: only a silence this long counts.
 */
const LOGIN_ANSWER_DEADLINE_MS = 30_000;
/**
 * PostgreSQL connections the process's own pool keeps at most (DATABASE_POOL_SIZE if lower): a login
 * holds one for a few short queries around its hash, and the hashes are answered one or two at a
 * time, so a crowd of twenty needs no more — and each instance's connections count against the
 * server's `max_connections` (docs/deploy.md, section 7).
 */
export const LOGIN_PROCESS_POOL_SIZE = 3;
const ANSWER_HEADERS = { ...SECURITY_HEADERS, "Content-Security-Policy": NON_PAGE_CONTENT_SECURITY_POLICY };

/** @type {Map<string, string>} a login's path (aliases included) → its method */
const loginPaths = new Map(LOGIN_ENDPOINTS.flatMap((name) => pathsOf(name).map((p) => [p, ENDPOINTS[name].method])));

/**
 * @param {{ routeFile: string, metrics: import("../metrics/registry.mjs").Metrics | null,
 *   log: import("../log.mjs").Logger, databasePoolSize: number, idleMs?: number, answerDeadlineMs?: number }} options
 */
export function createLoginProcess({
  routeFile,
  metrics,
  log,
  databasePoolSize,
  idleMs = LOGIN_PROCESS_IDLE_MS,
  answerDeadlineMs = LOGIN_ANSWER_DEADLINE_MS,
}) {
  /** @type {import("node:child_process").ChildProcess | null} the process, once it is ready for logins */
  let ready = null;
  let starting = false;
  /** Logins Next is answering now: a second one at once means logins come in a crowd. */
  let onEventLoop = 0;
  /** Logins handed to the process and not yet answered, their bodies still arriving included. */
  let inFlight = 0;
  let nextId = 0;
  /** @type {Map<number, (answer: ProcessAnswer | null) => void>} */
  const waiting = new Map();
  /** @type {NodeJS.Timeout | undefined} */
  let idleTimer;
  /** When the process last answered a login (or became ready): its silence is measured from then. */
  let lastAnswerAt = 0;
  /** @type {WeakSet<import("node:child_process").ChildProcess>} processes that ended: a login whose body was still arriving is not sent to one */
  const endedProcesses = new WeakSet();

  function start() {
    starting = true;
    const started = fork(new URL("./login-process-child.mjs", import.meta.url), [routeFile, metrics ? "metrics" : ""], {
      // structured clone, as between threads: a login's body and its answer go as bytes, not JSON
      serialization: "advanced",
      // V8's young generation at 3 × 2 MiB instead of up to 3 × 16: the process's peak during a
      // crowd ~30 MiB lower, its logins a second the same (docs/performance.md, fifteenth pass)
      execArgv: [...process.execArgv, "--max-semi-space-size=2"],
      // the process's bundle reads its configuration from this environment (its own shared objects)
      env: {
        ...process.env,
        DATABASE_POOL_SIZE: String(Math.min(databasePoolSize, LOGIN_PROCESS_POOL_SIZE)),
        [EVENT_LOOP_PID_VARIABLE]: String(process.pid),
      },
    });
    // neither the process nor its channel keeps the server running
    started.unref();
    started.channel?.unref();
    started.on("message", (/** @type {any} */ message) => {
      if (message.ready) {
        ready = started;
        starting = false;
        lastAnswerAt = Date.now();
        log.info("server", "logins come in a crowd: answered in a process of their own");
        restWhenDone();
      } else if (message.metric) {
        // what the route counts there goes into the server's one registry
        /** @type {any} */ (metrics)?.[message.metric]?.(...message.args);
      } else {
        lastAnswerAt = Date.now();
        waiting.get(message.id)?.(message);
        waiting.delete(message.id);
      }
    });
    const ended = (/** @type {unknown} */ error) => {
      if (error) log.error("server", "the login process failed:", error);
      if (endedProcesses.has(started)) return;
      endedProcesses.add(started);
      if (ready === started) ready = null;
      starting = false;
      for (const settle of waiting.values()) settle(null);
      waiting.clear();
    };
    started.on("error", ended);
    started.on("exit", (code, signal) => {
      // its channel closed (the quiet while, the server's end) ends it with 0; anything else is a
      // fault the log must name, as Next's log names a login it failed to answer
      if (code === 0) return ended(null);
      const how = signal ? `by ${signal}` : `with code ${code}`;
      log.error("server", `the login process ended ${how}; ${waiting.size} login(s) in it answered 500`);
      ended(null);
    });
  }

  /** Once no login is in flight: the process ends unless another comes within `idleMs`. */
  function restWhenDone() {
    clearTimeout(idleTimer);
    if (inFlight > 0) return;
    idleTimer = setTimeout(() => {
      const resting = ready;
      // no login is handed to it from now on, so none is cut off by its end; a closed channel ends it
      ready = null;
      if (resting?.connected) resting.disconnect();
    }, idleMs).unref();
  }

  /**
   * The process's answer to the login `req` (null when the process ended before it answered).
   * @param {import("node:child_process").ChildProcess} child
   * @param {import("node:http").IncomingMessage} req
   * @returns {Promise<ProcessAnswer | null>}
   */
  function askProcess(child, req) {
    return new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on("data", (chunk) => chunks.push(chunk));
      req.on("error", reject);
      // a client gone before its body was in (Node's request timeout, a closed tab)
      req.on("close", () => req.complete || reject(new Error("the login's body did not arrive")));
      req.on("end", () => {
        // the process ended while this body arrived: answered as a failure (500), not left waiting
        if (endedProcesses.has(child) || !child.connected) return resolve(null);
        const id = (nextId += 1);
        /** @type {NodeJS.Timeout | undefined} */
        let watch;
        const watchSilence = (/** @type {number} */ ms) => {
          watch = setTimeout(() => {
            if (!waiting.has(id) || endedProcesses.has(child)) return;
            const silent = Date.now() - lastAnswerAt;
            if (silent < answerDeadlineMs) return watchSilence(answerDeadlineMs - silent);
            log.error("server", `the login process answered no login in ${answerDeadlineMs / 1000} s; ending it`);
            child.kill("SIGKILL"); // its end answers every login in it 500 (the "exit" handler)
          }, ms).unref();
        };
        watchSilence(answerDeadlineMs);
        waiting.set(id, (answer) => {
          clearTimeout(watch);
          resolve(answer);
        });
        const { url = "/", method, headers } = req;
        // a send that fails (the process just ended) is answered by its end
        child.send({ id, url, method, headers, body: Buffer.concat(chunks) }, undefined, {}, () => {});
      });
    });
  }

  /**
   * Answers `req` if it is a login the process takes; false when Next should answer it.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function answer(req, res) {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const method = loginPaths.get(query < 0 ? url : url.slice(0, query));
    if (method === undefined || req.method !== method) return false;
    const length = Number(req.headers["content-length"]);
    if (!ready || !(length <= LARGEST_BODY_BYTES)) {
      if (!ready && !starting && onEventLoop > 0) start();
      onEventLoop += 1;
      res.once("close", () => (onEventLoop -= 1));
      return false;
    }
    inFlight += 1;
    clearTimeout(idleTimer);
    res.once("close", () => req.destroy());
    askProcess(ready, req)
      .then((made) => {
        if (res.destroyed) return;
        if (!made || "failed" in made) return answerInternalError(req, res);
        // a flat list, as writeHead takes it: a name, its value, the next name…
        const length = ["content-length", String(made.body.byteLength)];
        const headers = [...made.headers, ...Object.entries(ANSWER_HEADERS), length].flat();
        res.writeHead(made.status, headers).end(Buffer.from(made.body));
      })
      .catch(() => res.destroy())
      .finally(() => {
        inFlight -= 1;
        restWhenDone();
      });
    return true;
  }

  return { answer };
}
