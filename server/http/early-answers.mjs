// An answer given before its request's body has all arrived — a refused upload (404, 403, 413 from
// its Content-Length, docs/decisions/073-picture-budgets.md), a body over its limit — closes its
// connection, so that the unread rest is not taken for the next request. Closed at once, the
// unread bytes make the kernel reset the connection, and a client still sending (a browser, fetch)
// then reports "connection reset" or EPIPE instead of the answer waiting in its socket: the owner
// sees a network error where "The picture is larger than 10 MB" was sent. So such a connection
// closes the way nginx's lingering close does (docs/decisions/093-early-answers.md): the answer and
// the end of the server's side go out, the rest of the body is read and dropped — at most
// `maxBytes` and `maxMs` — and only then is the socket closed. Nothing of the rest is kept.
// Node's own object, not its ES module face, which costs ~20 ms of CPU at a start on Node 24 (decision 178)
const net = process.getBuiltinModule("node:net");

const { destroySoon } = net.Socket.prototype;

/**
 * Makes every connection of `server` linger after an early answer. `maxBytes` bounds the rest read
 * and dropped (a declared rest over it is not waited for: closed as before), `maxMs` the time.
 * @param {import("node:http").Server} server
 * @param {{ maxBytes: number, maxMs: number }} limits
 */
export function lingerAfterEarlyAnswers(server, { maxBytes, maxMs }) {
  /** @type {WeakMap<import("node:net").Socket, import("node:http").IncomingMessage>} */
  const requests = new WeakMap(); // socket → its latest request
  server.on("request", (req) => requests.set(req.socket, req));
  server.on("connection", (socket) => {
    // Node's HTTP server calls it once the last answer on a connection is written
    socket.destroySoon = function destroyAfterRestOfBody() {
      const req = requests.get(this);
      const declared = Number(req?.headers["content-length"] ?? 0);
      if (!req || req.complete || req.destroyed || declared > maxBytes) return destroySoon.call(this);
      if (this.writable) this.end(); // the answer is whole: the server's side ends here
      let closing = false;
      const close = () => {
        if (closing) return;
        closing = true;
        // the answer's last bytes still waiting in Node go out first
        if (this.writableFinished) this.destroy();
        else this.once("finish", () => this.destroy());
      };
      const timer = setTimeout(close, maxMs);
      timer.unref();
      this.once("close", () => clearTimeout(timer));
      let dropped = 0;
      // the app's reader of the body is gone: from here its bytes are counted and dropped
      req.removeAllListeners("data");
      req.on("data", (/** @type {Buffer} */ chunk) => {
        dropped += chunk.length;
        if (dropped > maxBytes) close();
      });
      req.once("end", close);
      req.once("error", close);
      req.resume();
    };
  });
}
