// The server's connections: which requests are in flight, and how it drains on SIGTERM/SIGINT
// (docs/decisions/009-graceful-shutdown.md): idle kept-alive sockets close at once, busy ones
// after their answer, and connections the kernel has accepted are still served.
import { readFileSync } from "node:fs";
import { epochNow } from "./request-log.mjs";

/**
 * Connections the kernel has completed but the process has not accepted yet, for the listening
 * socket on `port` (Linux: the Recv-Q of a LISTEN socket in /proc/net/tcp*); null elsewhere.
 * @param {number} port
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
      // a LISTEN line always has its "tx_queue:rx_queue" column
      total = (total ?? 0) + parseInt(/** @type {string} */ (queues).split(":")[1] ?? "", 16);
    }
  }
  return total;
}

const CLOSE_QUIET_MS = 100;

/**
 * Tracks sockets and requests of one http.Server so that a shutdown can close idle kept-alive
 * sockets at once, let busy ones finish their current response with `Connection: close`, and
 * know when the last request is done.
 * @param {import("node:http").Server} server
 * @param {{ log?: (entry: import("./request-log.mjs").RequestEntry) => void }} [options]
 */
export function trackConnections(server, { log } = {}) {
  const busy = new Map(); // socket → requests in flight on it
  const fresh = new Set(); // sockets that have not sent their first request yet
  const responses = new Set(); // responses not yet finished
  const current = new WeakMap(); // socket → the response of its request in flight
  const timedOutResponses = new WeakSet(); // dropped by the server: their body did not arrive in time
  let draining = false;
  let listening = true;
  /**
   * Set once the drain time is over (endAll): a request read from then on is answered with it at
   * once, instead of being served and cut when the process exits.
   * @type {((req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void) | null}
   */
  let refuse = null;
  let inFlight = 0;
  /** @type {(() => void) | null} */
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
    /**
     * The request in flight on `socket` was dropped because it did not arrive in time (408).
     * @param {import("node:net").Socket} socket
     */
    timedOut(socket) {
      const res = current.get(socket);
      if (res) timedOutResponses.add(res);
    },
    /**
     * Call at the start of every request; true when it is answered already (the drain time is over).
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @returns {boolean}
     */
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
      // as it came: a page's form post is handed to Next as a GET (./http/request-edges.mjs)
      const { method } = req;
      // "close" comes once, after "finish" or when the connection ended before it: one listener
      // per request instead of two (decision 147)
      res.once("close", () => {
        responses.delete(res);
        inFlight -= 1;
        const left = (busy.get(socket) ?? 1) - 1;
        if (busy.has(socket)) busy.set(socket, left);
        log?.({
          time: epochNow(),
          method,
          url: req.url,
          // closed before any answer was sent: the client hung up, or the server dropped it (408)
          status: timedOutResponses.has(res) ? 408 : res.headersSent ? res.statusCode : 499,
          durationMs: performance.now() - started,
        });
        if (draining && left === 0) socket.end();
        if (draining && settled()) onIdle?.();
      });
      if (!refuse) return false;
      res.on("error", () => {});
      refuse(req, res);
      return true;
    },
    /**
     * Stops taking connections, closes idle kept-alive sockets now and busy ones after their
     * current response; resolves true when every request finished within `drainMs`, else false.
     * A socket accepted just before the signal has not sent its request yet: it is not idle, so
     * it gets a short grace to send it (answered with `Connection: close`).
     * @param {number} drainMs
     */
    drain(drainMs, freshGraceMs = Math.min(drainMs, 2000)) {
      draining = true;
      // The listener closes once no connection has come for a moment: connections the kernel
      // has already completed wait in its accept queue (a busy event loop takes them slowly),
      // and closing the listener would reset them. They are served with `Connection: close`.
      // The check runs from setImmediate, i.e. right after a poll phase, where accepts happen.
      const closeWhenQuiet = () =>
        setImmediate(() => {
          // a server listening on a port (not a pipe) has an AddressInfo
          const port = /** @type {import("node:net").AddressInfo | null} */ (server.address())?.port;
          if (performance.now() - lastAccept < CLOSE_QUIET_MS || (port && (pendingAccepts(port) ?? 0) > 0)) {
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
      // the sockets accepted by then, after a poll phase: a request whose bytes wait in the kernel,
      // unread by an event loop busy with other work, is read there first (and is no longer fresh);
      // only silent sockets go, not one that poll phase accepted, whose bytes are read next
      setTimeout(
        () => {
          const silent = [...fresh];
          setImmediate(() => {
            for (const socket of silent) if (fresh.has(socket)) socket.destroy();
          });
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
    /**
     * After the drain time: a request still without an answer gets `answer` (a 503, decision 202)
     * instead of a cut connection; one whose answer had begun is cut. So does every request read
     * from now on (begin): connections the kernel still holds, and requests an event loop starved
     * by other work has not read yet, are accepted and answered too (decision 206). Resolves once
     * nothing is left to answer — no request in flight, no accepted socket without its request, the
     * port closed — or after `flushMs`, with every socket closed. The app's handler may still try
     * to answer later: its write finds the answer ended, and the error it raises is dropped.
     * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} answer
     */
    async endAll(answer, flushMs = 3000) {
      refuse = answer;
      for (const res of responses) {
        res.on("error", () => {});
        if (res.headersSent) {
          res.destroy();
          continue;
        }
        answer(res.req, res);
      }
      const until = performance.now() + flushMs;
      while ((responses.size > 0 || fresh.size > 0 || listening) && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, CLOSE_QUIET_MS / 4));
      }
      for (const socket of busy.keys()) socket.destroy();
    },
  };
}
