// The methods and markers a request may carry before it reaches Next (server.mjs asks first).
// Plain ESM: server.mjs loads it without a build step (and the Containerfile copies it).
import { askedLocale, ownAnswerText } from "./own-answer-texts.mjs";
import { OWN_ANSWER_HEADERS } from "./security-headers.mjs";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** What every path outside /api/ serves: pages and files are read, never written to. */
const PAGE_METHODS = new Set(["GET", "HEAD"]);
/**
 * The list and create screens also take a POST: their forms are sent to the page itself when a tap
 * comes before the page's scripts, so a password never lands in the address (decision 035); the
 * page answers it like a GET and reads nothing from the body.
 */
const FORM_PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
/**
 * Next's own check of the router state a soft navigation sends (`Next-Router-State-Tree`), loaded
 * the first time a request carries one: the header Next would refuse with a 500 and a logged error.
 * @type {((header: string) => unknown) | undefined}
 */
let parseRouterState;
/** Whether a page request's router state is one Next can read (decision 231). */
function readableRouterState(/** @type {string} */ header) {
  try {
    // (a Next without this module leaves the check to Next, as before)
    parseRouterState ??= process.getBuiltinModule("node:module").createRequire(import.meta.url)(
      "next/dist/server/app-render/parse-and-validate-flight-router-state.js",
    ).parseAndValidateFlightRouterState;
  } catch {
    parseRouterState = () => true;
  }
  try {
    parseRouterState?.(header);
    return true;
  } catch {
    return false;
  }
}
const isFormPage = (/** @type {string} */ url) => url === "/web" || url.startsWith("/web/") || url.startsWith("/web?");
/** The server's own plain-text refusals carry the headers every answer of the app carries. */
const REFUSAL_HEADERS = { ...OWN_ANSWER_HEADERS, "content-type": "text/plain; charset=utf-8" };

/**
 * Requests that are not for this app are answered before Next, without a stack trace per request
 * (docs/decisions/016-quiet-junk.md): the app has no server actions, and WebDAV-style methods
 * reach no route. Outside /api/ (pages, files) only GET and HEAD are served, and POST on the
 * screens under /web/; any other method, OPTIONS included, is a 405 with `Allow` (docs/decisions/038-request-edges.md).
 * Returns true when it answered.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function answerJunk(req, res) {
  const isApi = (req.url ?? "").startsWith("/api/");
  const served = isApi ? null : isFormPage(req.url ?? "") ? FORM_PAGE_METHODS : PAGE_METHODS;
  if (served && !served.has(req.method ?? "")) {
    res.writeHead(405, { ...REFUSAL_HEADERS, allow: [...served].join(", ") }).end("Method Not Allowed\n");
    return true;
  }
  // Under /api/ the app answers a method Node accepts but no route serves: PATCH is served by no
  // endpoint, so it gets the localized JSON 405 with the path's real Allow header.
  if (isApi && !KNOWN_METHODS.has(req.method ?? "")) req.method = "PATCH";
  // The page answers a form post like a GET and reads nothing from its body (decision 035); Next
  // would read it all the same (a copy for the proxy, then a look for server actions) and log a
  // stack for a body cut off. Handed over as the GET it is answered as, Next leaves the body
  // alone, Node drains it after the answer, and a post cut off is its one 499 line (decision 038;
  // the log keeps the method the request came with).
  if (!isApi && req.method === "POST") req.method = "GET";
  if (req.headers["next-action"] !== undefined) {
    if (isApi) {
      delete req.headers["next-action"];
      return false;
    }
    res.writeHead(404, REFUSAL_HEADERS).end("Not Found\n");
    return true;
  }
  // a router state Next cannot read was a 500 and a logged error on every page (decision 231)
  const routerState = req.headers["next-router-state-tree"];
  if (!isApi && typeof routerState === "string" && !readableRouterState(routerState)) {
    res.writeHead(400, REFUSAL_HEADERS).end("Bad Request\n");
    return true;
  }
  return false;
}

/**
 * What a request gets when the server itself failed while answering it (an uncaught error in front
 * of Next, the login thread ended under it): a JSON 500 in the request's language, as the app's
 * own 500 is, or the connection closed once the answer began.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function answerInternalError(req, res) {
  answerOwnError(req, res, 500, "internal_error");
}

/** Seconds a request the drain had no time for is asked to wait: another instance, or this one restarted. */
const SHUTDOWN_RETRY_SECONDS = 5;

/**
 * A request still unanswered when the drain time is over (server/drain.mjs): 503 `shutting_down`
 * with Retry-After, as the readiness check says it, instead of a cut connection (decision 202).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function answerShuttingDown(req, res) {
  answerOwnError(req, res, 503, "shutting_down", { "retry-after": String(SHUTDOWN_RETRY_SECONDS) });
}

/**
 * A JSON error of the catalogue in the request's language, or the connection closed once the answer began.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {import("./own-answer-texts.mjs").OwnAnswerCode} code
 * @param {Record<string, string>} [headers]
 */
function answerOwnError(req, res, status, code, headers = {}) {
  if (res.headersSent) return void res.destroy();
  const locale = askedLocale(req.headers.cookie, req.headers["accept-language"]);
  const body = JSON.stringify({ ok: false, code, error: ownAnswerText(locale, code) });
  res.writeHead(status, { ...OWN_ANSWER_HEADERS, ...headers, "content-type": "application/json; charset=utf-8" });
  res.end(body);
}
