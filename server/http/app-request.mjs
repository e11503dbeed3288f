// What the server adds to a request before Next sees it (server/main.mjs): the client's real socket
// address in a header no client can forge (docs/decisions/005-client-address.md), the query string as
// it came, and a path Next could not decode turned into an unknown one.

const CLIENT_ADDRESS_HEADER = "x-wunschliste-client-address";
// The query string exactly as it came: Next re-encodes one that is not UTF-8 (%FF → %EF%BF%BD), and
// the API refuses such text with a 400 (docs/decisions/040-invisible-and-bidi-text.md).
const RAW_QUERY_HEADER = "x-wunschliste-raw-query";

/**
 * Prepares `req` for the app (set here, so that no client can send its own).
 * @param {import("node:http").IncomingMessage} req
 */
export function prepareForApp(req) {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  req.headers[RAW_QUERY_HEADER] = query < 0 ? "" : url.slice(query + 1);
  // A path Next cannot percent-decode ("/api/%E0%A4%A") would end in its plain-text 500; it is an
  // unknown path, so let the app answer it as one (JSON 404 under /api/, the 404 page elsewhere).
  try {
    decodeURIComponent(query < 0 ? url : url.slice(0, query));
  } catch {
    req.url = url.startsWith("/api/") ? "/api/not-found" : "/not-found";
  }
}
