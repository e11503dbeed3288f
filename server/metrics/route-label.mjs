// The `route` label of the request metrics: a name from a closed set, never the raw path, so no
// request can add a series (docs/decisions/056-metrics.md). A known API path is its own name, as
// lib/api-paths.mjs writes it (a kept picture's, whatever its id, is the path with `{id}`);
// the list screens are "/web/", the draws' "/web/draw/", Next's files "/_next/", the metrics "/metrics";
// everything else, however many different paths arrive, is the one label "other".
import { apiRouteOf } from "../../lib/api-paths.mjs";

/** @param {string | undefined} url the request target as it arrived (path and query) */
export function routeLabel(url) {
  const path = (url ?? "").split("?")[0] ?? "";
  const api = apiRouteOf(path);
  if (api) return api.written;
  if (path === "/web" || path === "/web/") return "/web/";
  // the secret-santa draws' screens (docs/decisions/077-draws.md)
  if (path === "/web/draw/") return "/web/draw/";
  if (path.startsWith("/_next/")) return "/_next/";
  if (path === "/metrics") return "/metrics";
  return "other";
}

/** "2xx" … "5xx" for a status code (the log's 499 and 408 are 4xx). */
export const statusClass = (/** @type {number} */ status) => `${Math.floor(status / 100)}xx`;
