// GET /metrics, answered by server.mjs before Next (docs/decisions/056-metrics.md): the registry in
// Prometheus' text format for a request carrying `Authorization: Bearer <METRICS_TOKEN>`, a 401 for
// any other. The token is compared in constant time; the answer never says how close a guess came.
import { OWN_ANSWER_HEADERS } from "../http/security-headers.mjs";
import { METRICS_CONTENT_TYPE } from "./registry.mjs";
import { logger } from "../log.mjs";
import { secretMatches } from "../secret-matches.mjs";

export const METRICS_PATH = "/metrics";

const HEADERS = OWN_ANSWER_HEADERS;

/**
 * Whether the request's Authorization header carries `token` as a bearer token.
 * @param {string | undefined} header
 * @param {string} token
 */
export function bearerMatches(header, token) {
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "")?.[1];
  // compared even when nothing was given, so a missing header costs what a wrong one does
  return secretMatches(given, token);
}

/**
 * Answers GET/HEAD /metrics; false when the request is for another path (or another method: the
 * caller's 405 handles it).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ registry: import("prom-client").Registry }} metrics
 * @param {string} token
 */
export function answerMetrics(req, res, metrics, token) {
  if ((req.url ?? "").split("?")[0] !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) return false;
  if (!bearerMatches(req.headers.authorization, token)) {
    res
      .writeHead(401, {
        ...HEADERS,
        "content-type": "text/plain; charset=utf-8",
        "www-authenticate": 'Bearer realm="metrics"',
      })
      .end("Unauthorized\n");
    return true;
  }
  metrics.registry.metrics().then(
    (text) =>
      res
        .writeHead(200, { ...HEADERS, "content-type": METRICS_CONTENT_TYPE })
        .end(req.method === "HEAD" ? undefined : text),
    (error) => {
      // a collector that failed is a bug to see in the log; the scrape shows it as a failed target
      logger().error("metrics", "collecting failed:", error);
      res.writeHead(500, { ...HEADERS, "content-type": "text/plain; charset=utf-8" }).end("Internal error\n");
    },
  );
  return true;
}
