// Logins answered on a thread of their own while many come at once (docs/decisions/191-logins-on-a-
// thread-of-their-own.md). A login costs the event loop ~3 ms of JavaScript besides its hash (Next's
// frame, the limiter's writes, the token's insert): twenty people logging in at once kept the loop
// busy for half of every second, and every read waited behind them. A login that arrives while
// another is being answered starts the thread; from then on the event loop only reads the login's
// small body and writes the answer the thread made with the app's own route (the same frame, schemas,
// limits and catalogue, ./login-thread-worker.mjs). Until the thread is ready, and for any body it
// does not take, Next answers as before. The thread ends after a quiet while, as the hashing threads do.
import { Worker } from "node:worker_threads";
import { ENDPOINTS, pathsOf } from "../../lib/api-paths.mjs";
import { answerInternalError } from "./request-edges.mjs";
import { NON_PAGE_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from "./security-headers.mjs";

/** @typedef {{ status: number, headers: [string, string][], body: ArrayBuffer } | { failed: true }} ThreadAnswer */

/** Endpoints whose work is a password's check, and only that. */
const LOGIN_ENDPOINTS = /** @type {const} */ (["owner_login", "draw_login"]);
/** A login's body is a slug and a password: anything larger (or unannounced) goes to Next's frame. */
const LARGEST_BODY_BYTES = 16 * 1024;
/** How long the thread is kept without a login (its start costs ~100 ms of its own CPU). */
const LOGIN_THREAD_IDLE_MS = 30_000;
/**
 * PostgreSQL connections the thread's own pool keeps at most (DATABASE_POOL_SIZE if lower): a login
 * holds one for a few short queries around its hash, and the hashes are answered one or two at a
 * time, so a crowd of twenty needs no more — and each instance's connections count against the
 * server's `max_connections` (docs/deploy.md, section 7).
 */
export const LOGIN_THREAD_POOL_SIZE = 3;
const ANSWER_HEADERS = { ...SECURITY_HEADERS, "Content-Security-Policy": NON_PAGE_CONTENT_SECURITY_POLICY };

/** @type {Map<string, string>} a login's path (aliases included) → its method */
const loginPaths = new Map(LOGIN_ENDPOINTS.flatMap((name) => pathsOf(name).map((p) => [p, ENDPOINTS[name].method])));

/**
 * @param {{ routeFile: string, metrics: import("../metrics/registry.mjs").Metrics | null,
 *   log: import("../log.mjs").Logger, databasePoolSize: number, idleMs?: number }} options
 */
export function createLoginThread({ routeFile, metrics, log, databasePoolSize, idleMs = LOGIN_THREAD_IDLE_MS }) {
  /** @type {Worker | null} the thread, once it is ready for logins */
  let ready = null;
  let starting = false;
  /** Logins Next is answering now: a second one at once means logins come in a crowd. */
  let onMainThread = 0;
  /** Logins handed to the thread and not yet answered, their bodies still arriving included. */
  let inFlight = 0;
  let nextId = 0;
  /** @type {Map<number, (answer: ThreadAnswer | null) => void>} */
  const waiting = new Map();
  /** @type {NodeJS.Timeout | undefined} */
  let idleTimer;
  /** @type {WeakSet<Worker>} threads that ended: a login whose body was still arriving is not posted to one */
  const endedThreads = new WeakSet();

  function start() {
    starting = true;
    const started = new Worker(new URL("./login-thread-worker.mjs", import.meta.url), {
      workerData: { routeFile, metrics: metrics !== null },
      // the thread's bundle reads its configuration from this environment (its own shared objects)
      env: { ...process.env, DATABASE_POOL_SIZE: String(Math.min(databasePoolSize, LOGIN_THREAD_POOL_SIZE)) },
    });
    started.unref();
    started.on("message", (message) => {
      if (message.ready) {
        ready = started;
        starting = false;
        log.info("server", "logins come in a crowd: answered on a thread of their own");
        restWhenDone();
      } else if (message.metric) {
        // what the route counts on the thread goes into the process's one registry
        /** @type {any} */ (metrics)?.[message.metric]?.(...message.args);
      } else {
        waiting.get(message.id)?.(message);
        waiting.delete(message.id);
      }
    });
    const ended = (/** @type {unknown} */ error) => {
      if (error) log.error("server", "the login thread failed:", error);
      endedThreads.add(started);
      if (ready === started) ready = null;
      starting = false;
      for (const settle of waiting.values()) settle(null);
      waiting.clear();
    };
    started.on("error", ended);
    started.on("exit", () => ended(null));
  }

  /** Once no login is in flight: the thread ends unless another comes within `idleMs`. */
  function restWhenDone() {
    clearTimeout(idleTimer);
    if (inFlight > 0) return;
    idleTimer = setTimeout(() => {
      const resting = ready;
      // no login is handed to it from now on, so none is cut off by its end
      ready = null;
      void resting?.terminate();
    }, idleMs).unref();
  }

  /**
   * The thread's answer to the login `req` (null when the thread ended before it answered).
   * @param {Worker} thread
   * @param {import("node:http").IncomingMessage} req
   * @returns {Promise<ThreadAnswer | null>}
   */
  function askThread(thread, req) {
    return new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on("data", (chunk) => chunks.push(chunk));
      req.on("error", reject);
      // a client gone before its body was in (Node's request timeout, a closed tab)
      req.on("close", () => req.complete || reject(new Error("the login's body did not arrive")));
      req.on("end", () => {
        // the thread ended while this body arrived: answered as a failure (500), not left waiting
        if (endedThreads.has(thread)) return resolve(null);
        const id = (nextId += 1);
        waiting.set(id, resolve);
        const { url = "/", method, headers } = req;
        // copied, not transferred: a small body lies in Node's shared pool of buffers
        thread.postMessage({ id, url, method, headers, body: Buffer.concat(chunks) });
      });
    });
  }

  /**
   * Answers `req` if it is a login the thread takes; false when Next should answer it.
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
      if (!ready && !starting && onMainThread > 0) start();
      onMainThread += 1;
      res.once("close", () => (onMainThread -= 1));
      return false;
    }
    inFlight += 1;
    clearTimeout(idleTimer);
    res.once("close", () => req.destroy());
    askThread(ready, req)
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
