// The server process's life outside Next: which requests are in flight, how it drains on
// SIGTERM/SIGINT, the one-line request log, and the "server running" marker that restore checks.
// Plain ESM, imported by server.mjs and scripts/restore.mjs (docs/decisions/009-graceful-shutdown.md).
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Full garbage collections once no request has arrived for `quietMs`: under load V8 grows its
 * young generation to 2 × 16 MiB and keeps it committed after the load is over; a full collection
 * gives it back (~28 MiB of an idle server's ~220) — but only once V8 has seen a few seconds of
 * little allocation, hence the 6 s. Twice per quiet spell, ~20–40 ms of one core each, while
 * nothing new is asking (docs/decisions/034-bounded-heap-growth.md). After each, `trim` (glibc's
 * malloc_trim, scripts/malloc-trim.mjs, a few ms) hands back the free pages between the live
 * blocks of the C heaps that the busy spell and the collection left behind (036). Open live streams do
 * not count as arriving requests. Returns `touch`, to call for every request.
 */
export function collectWhenQuiet({ quietMs = 6000, trim = null } = {}) {
  v8.setFlagsFromString("--expose-gc");
  const collectGarbage = runInNewContext("gc");
  let lastArrival = performance.now();
  let collections = 0;
  setInterval(() => {
    if (collections >= 2 || performance.now() - lastArrival < quietMs) return;
    // V8 shrinks the young generation only when its allocation rate, sampled at each collection,
    // is low: the first collection records the quiet spell's rate, the second acts on it
    collections += 1;
    collectGarbage();
    trim?.();
  }, quietMs / 4).unref();
  return {
    touch() {
      lastArrival = performance.now();
      collections = 0;
    },
  };
}

/**
 * Connections the kernel has completed but the process has not accepted yet, for the listening
 * socket on `port` (Linux: the Recv-Q of a LISTEN socket in /proc/net/tcp*); null elsewhere.
 */
export function pendingAccepts(port) {
  let total = null;
  const portHex = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== "0A" || !local?.endsWith(`:${portHex}`)) continue;
      total = (total ?? 0) + parseInt(queues.split(":")[1], 16);
    }
  }
  return total;
}

/** Printable path for the request log: the query (slugs, tokens) is never logged. */
export function loggablePath(url) {
  const pathOnly = (url ?? "/").split("?")[0] ?? "/";
  // Control characters and spaces are escaped so one request stays one line.
  return pathOnly
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`)
    .slice(0, 300);
}

/**
 * `2026-11-22T23:01:02.345Z GET /api/list_get.php 200 12ms`. `status` is what the client got, or
 * 499 for a request whose client hung up before any answer (nginx's "client closed request"), or
 * 408 for one dropped because its body did not arrive in time.
 */
export function requestLogLine({ time, method, url, status, durationMs }) {
  const safeMethod = /^[A-Z]{1,16}$/.test(method ?? "") ? method : "?";
  return `${new Date(time).toISOString()} ${safeMethod} ${loggablePath(url)} ${status} ${Math.round(durationMs)}ms`;
}

const CLOSE_QUIET_MS = 100;

/**
 * Tracks sockets and requests of one http.Server so that a shutdown can close idle kept-alive
 * sockets at once, let busy ones finish their current response with `Connection: close`, and
 * know when the last request is done.
 */
export function trackConnections(server, { log } = {}) {
  const busy = new Map(); // socket → requests in flight on it
  const fresh = new Set(); // sockets that have not sent their first request yet
  const responses = new Set(); // responses not yet finished
  const current = new WeakMap(); // socket → the response of its request in flight
  const timedOutResponses = new WeakSet(); // dropped by the server: their body did not arrive in time
  let draining = false;
  let listening = true;
  let inFlight = 0;
  let onIdle = null;
  const settled = () => !listening && inFlight === 0 && fresh.size === 0;

  let lastAccept = 0;
  server.on("connection", (socket) => {
    lastAccept = performance.now();
    busy.set(socket, 0);
    fresh.add(socket);
    socket.on("close", () => {
      busy.delete(socket);
      fresh.delete(socket);
      if (draining && settled()) onIdle?.();
    });
  });

  return {
    get inFlight() {
      return inFlight;
    },
    get draining() {
      return draining;
    },
    /** The request in flight on `socket` was dropped because it did not arrive in time (408). */
    timedOut(socket) {
      const res = current.get(socket);
      if (res) timedOutResponses.add(res);
    },
    /** Call at the start of every request. */
    begin(req, res) {
      const socket = req.socket;
      current.set(socket, res);
      fresh.delete(socket);
      inFlight += 1;
      busy.set(socket, (busy.get(socket) ?? 0) + 1);
      // A request that arrives while draining is served, then its socket closes.
      if (draining) res.shouldKeepAlive = false;
      responses.add(res);
      const started = performance.now();
      // as it came: a page's form post is handed to Next as a GET (lib/server/http/request-edges.mjs)
      const { method } = req;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        responses.delete(res);
        inFlight -= 1;
        const left = (busy.get(socket) ?? 1) - 1;
        if (busy.has(socket)) busy.set(socket, left);
        log?.({
          time: Date.now(),
          method,
          url: req.url,
          // closed before any answer was sent: the client hung up, or the server dropped it (408)
          status: timedOutResponses.has(res) ? 408 : res.headersSent ? res.statusCode : 499,
          durationMs: performance.now() - started,
        });
        if (draining && left === 0) socket.end();
        if (draining && settled()) onIdle?.();
      };
      res.on("finish", finish);
      res.on("close", finish);
    },
    /**
     * Stops taking connections, closes idle kept-alive sockets now and busy ones after their
     * current response; resolves true when every request finished within `drainMs`, else false.
     * A socket accepted just before the signal has not sent its request yet: it is not idle, so
     * it gets a short grace to send it (answered with `Connection: close`).
     */
    drain(drainMs, freshGraceMs = Math.min(drainMs, 2000)) {
      draining = true;
      // The listener closes once no connection has come for a moment: connections the kernel
      // has already completed wait in its accept queue (a busy event loop takes them slowly),
      // and closing the listener would reset them. They are served with `Connection: close`.
      // The check runs from setImmediate, i.e. right after a poll phase, where accepts happen.
      const closeWhenQuiet = () =>
        setImmediate(() => {
          const port = server.address()?.port;
          if (performance.now() - lastAccept < CLOSE_QUIET_MS || (port && pendingAccepts(port) > 0)) {
            setTimeout(closeWhenQuiet, CLOSE_QUIET_MS / 4).unref();
            return;
          }
          server.close();
          listening = false;
          // Idle kept-alive sockets close now (decided this late, so that a request whose bytes
          // were already in a socket's buffer at the signal is read and served first).
          for (const [socket, count] of busy) {
            if (count === 0 && !fresh.has(socket)) socket.end();
          }
          if (settled()) onIdle?.();
        });
      setTimeout(closeWhenQuiet, CLOSE_QUIET_MS / 4).unref();
      setTimeout(
        () => {
          for (const socket of fresh) socket.destroy();
        },
        Math.max(freshGraceMs, CLOSE_QUIET_MS * 2),
      ).unref();
      // Busy sockets: their current answer says `Connection: close`, then they close.
      for (const res of responses) {
        if (!res.headersSent) res.shouldKeepAlive = false;
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), drainMs);
        timer.unref();
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
    /** Drops the sockets left after the drain time. */
    destroyAll() {
      for (const socket of busy.keys()) socket.destroy();
    },
  };
}

/** The marker `npm run restore` looks for: "<database file>.server.pid" while a server runs. */
export const serverPidFile = (databaseFile) => `${databaseFile}.server.pid`;

export function writeServerPid(databaseFile) {
  writeFileSync(serverPidFile(databaseFile), `${process.pid}\n`);
}

export function removeServerPid(databaseFile) {
  const file = serverPidFile(databaseFile);
  if (existsSync(file) && readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file, { force: true });
}

/** The pid of a live server using `databaseFile`, or null (a stale marker of a dead one is ignored). */
export function runningServerPid(databaseFile) {
  const file = serverPidFile(databaseFile);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === "EPERM" ? pid : null;
  }
}
