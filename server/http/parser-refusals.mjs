// A request Node's HTTP parser refuses (a Content-Length that is no number, a bad header, headers
// over its 16 KiB) never reaches the app; its answer is still JSON like every other failure, in the
// language the request asks for as far as the parser had its head in hand (decision 190). A request
// over its time (BODY_TIMEOUT_SECONDS) gets the same, as 408 `request_timeout`; its log line says
// 408 (docs/decisions/038-request-edges.md).
import { askedLocale, ownAnswerText } from "./own-answer-texts.mjs";
import { OWN_ANSWER_HEADERS } from "./security-headers.mjs";

/** @typedef {import("node:net").Socket & { _httpMessage?: import("node:http").ServerResponse }} ClientSocket Node's socket, with the answer it is writing */
/** @typedef {"invalid_body" | "request_timeout"} RefusalCode */
/** @typedef {ReturnType<typeof askedLocale>} CatalogueLocale */

/**
 * The language cookie's and Accept-Language's values among `packet`'s header lines, repeated ones
 * joined as Node joins them; a line cut off at the packet's end, and anything after the head, left
 * out.
 * @param {Buffer} packet
 */
function languageHeaders(packet) {
  /** @type {{ cookie: string[], "accept-language": string[] }} */
  const found = { cookie: [], "accept-language": [] };
  for (const line of packet.toString("latin1").split("\r\n").slice(0, -1)) {
    if (line === "") break;
    const colon = line.indexOf(":");
    const name = line.slice(0, Math.max(colon, 0)).toLowerCase();
    if (name === "cookie" || name === "accept-language") found[name].push(line.slice(colon + 1).trim());
  }
  return { cookie: found.cookie.join("; "), acceptLanguage: found["accept-language"].join(", ") };
}

/**
 * The language of a refused request, chosen as the app chooses it (lib/locale-choice.mjs: the
 * language cookie, then Accept-Language, then German): from its headers when Node read them (a
 * body over its time), else from the bytes the parser was reading when it refused (`rawPacket`, its
 * last read of the socket: a head that arrived in several reads has its earlier lines there no
 * more, and what is not there counts as not asked for).
 * @param {NodeJS.ErrnoException & { rawPacket?: unknown }} error
 * @param {ClientSocket} socket
 * @returns {CatalogueLocale}
 */
function refusedRequestLocale(error, socket) {
  const read = socket._httpMessage?.req?.headers;
  const { cookie, acceptLanguage } = read
    ? { cookie: read.cookie, acceptLanguage: read["accept-language"] }
    : Buffer.isBuffer(error.rawPacket)
      ? languageHeaders(error.rawPacket)
      : { cookie: undefined, acceptLanguage: undefined };
  return askedLocale(cookie, acceptLanguage);
}

/** The headers every answer the server writes itself carries, as lines of a raw answer's head. */
const ownHeaderLines = Object.entries(OWN_ANSWER_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join("");

/**
 * Answers the server's `clientError`s; `timedOut(socket)` tells the request log which was a 408.
 * @param {import("node:http").Server} server
 * @param {(socket: import("node:net").Socket) => void} timedOut
 */
export function answerParserRefusals(server, timedOut) {
  const rawJsonAnswer = (
    /** @type {string} */ statusLine,
    /** @type {RefusalCode} */ code,
    /** @type {CatalogueLocale} */ locale,
  ) => {
    const body = JSON.stringify({ ok: false, code, error: ownAnswerText(locale, code) });
    return (
      `HTTP/1.1 ${statusLine}\r\n${ownHeaderLines}content-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`
    );
  };
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, /** @type {ClientSocket} */ socket) => {
    const overTime = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
    if (overTime) timedOut(socket);
    // an answer already begun for this request cannot be replaced by another
    if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) return socket.destroy();
    const locale = refusedRequestLocale(error, socket);
    const answer = overTime
      ? rawJsonAnswer("408 Request Timeout", "request_timeout", locale)
      : rawJsonAnswer("400 Bad Request", "invalid_body", locale);
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
  const where = hostAndPort(hostname, port);
  return error.code === "EADDRINUSE"
    ? `${where} is already in use (is another server running? set PORT)`
    : error.code === "EACCES"
      ? `no permission to listen on ${where} (ports below 1024 need privileges; set PORT)`
      : error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND"
        ? `${hostname} is not an address of this machine (set HOST)`
        : `${where}: ${error.message}`;
}

/**
 * `host:port` as an address names it: an IPv6 address in brackets.
 * @param {string} hostname
 * @param {number} port
 */
const hostAndPort = (hostname, port) => `${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`;

/**
 * The address the start's line names, one a browser opens: `localhost` for every address of the
 * machine (`0.0.0.0`, `::`), an IPv6 one in brackets (decision 212).
 * @param {string} hostname
 * @param {number} port
 */
export const listeningUrl = (hostname, port) =>
  `http://${hostname === "0.0.0.0" || hostname === "::" ? `localhost:${port}` : hostAndPort(hostname, port)}/web/`;
