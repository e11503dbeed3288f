// The `route` label of the request metrics: a name from a closed set, never the raw path, so no
// request can add a series (docs/decisions/056-metrics.md). A known API path is its own name
// (lib/api-paths.mjs); the list screens are "/web/", the draws' "/web/draw/", Next's files "/_next/", the metrics "/metrics";
// everything else, however many different paths arrive, is the one label "other".
import { API_PATHS } from "../../lib/api-paths.mjs";

const KNOWN_API_PATHS = new Set(API_PATHS);

/** @param {string | undefined} url the request target as it arrived (path and query) */
export function routeLabel(url) {
  const path = (url ?? "").split("?")[0] ?? "";
  if (KNOWN_API_PATHS.has(path)) return path;
  // every kept picture is one route, whatever its id (app/api/image/[...path])
  if (path.startsWith("/api/image/")) return "/api/image/{id}";
  if (path === "/web" || path === "/web/") return "/web/";
  // the secret-santa draws' screens (docs/decisions/077-draws.md)
  if (path === "/web/draw/") return "/web/draw/";
  if (path.startsWith("/_next/")) return "/_next/";
  if (path === "/metrics") return "/metrics";
  return "other";
}

/** "2xx" … "5xx" for a status code (the log's 499 and 408 are 4xx). */
export const statusClass = (/** @type {number} */ status) => `${Math.floor(status / 100)}xx`;
