// A request Node's HTTP parser refuses (a Content-Length that is no number, a bad header) never
// reaches the app; its answer is still JSON like every other failure (in the fallback language,
// as the request's headers could not be read). A request over its time (BODY_TIMEOUT_SECONDS)
// gets the same, as 408 `request_timeout`; its log line says 408 (docs/decisions/038-request-edges.md).
import { readFileSync } from "node:fs";

/** @typedef {import("node:net").Socket & { _httpMessage?: import("node:http").ServerResponse }} ClientSocket Node's socket, with the answer it is writing */

/**
 * Answers the server's `clientError`s; `timedOut(socket)` tells the request log which was a 408.
 * @param {import("node:http").Server} server
 * @param {(socket: import("node:net").Socket) => void} timedOut
 */
export function answerParserRefusals(server, timedOut) {
  // a path the image's tracer can follow (scripts/trace-server.mjs), so the catalogue is in the image
  const fallbackErrors = JSON.parse(readFileSync(new URL("../../messages/de.json", import.meta.url), "utf8")).errors;
  const rawJsonAnswer = (/** @type {string} */ statusLine, /** @type {string} */ code) => {
    const body = JSON.stringify({ ok: false, code, error: fallbackErrors[code] });
    return (
      `HTTP/1.1 ${statusLine}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`
    );
  };
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, /** @type {ClientSocket} */ socket) => {
    const overTime = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
    if (overTime) timedOut(socket);
    // an answer already begun for this request cannot be replaced by another
    if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) return socket.destroy();
    const answer = overTime
      ? rawJsonAnswer("408 Request Timeout", "request_timeout")
      : rawJsonAnswer("400 Bad Request", "invalid_body");
    // destroyed once written: the app, still waiting for the body, sees it end and gives up
    socket.end(answer, () => socket.destroy());
  });
}

/**
 * Port in use, no permission, bad address: one clear line, so a supervisor sees a failed start
 * rather than a clean stop (the server exits 1 after it).
 * @param {NodeJS.ErrnoException} error
 * @param {string} hostname
 * @param {number} port
 */
export function listenFailure(error, hostname, port) {
  const where = `${hostname}:${port}`;
  return error.code === "EADDRINUSE"
    ? `${where} is already in use (is another server running? set PORT)`
    : error.code === "EACCES"
      ? `no permission to listen on ${where} (ports below 1024 need privileges; set PORT)`
      : error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND"
        ? `${hostname} is not an address of this machine (set HOST)`
        : `${where}: ${error.message}`;
}
