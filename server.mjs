// Production server: Next.js behind a plain node:http listener, so the app learns the client's
// real socket address (for rate limits) in a header no client can forge. See
// docs/decisions/005-client-address.md. Started by `npm start` after setup.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { loadConfigOrExit } from "./lib/config/env.mjs";

const CLIENT_ADDRESS_HEADER = "x-wunschliste-client-address";
const root = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfigOrExit(process.env, root);
const { port, host: hostname } = config;
// The app resolves the same variable again inside Next's bundle; an absolute URL means it finds
// the same file whatever the working directory.
process.env.DATABASE_URL = config.database.url;

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
  // A path Next cannot percent-decode ("/api/%E0%A4%A") would end in its plain-text 500; it is an
  // unknown path, so let the app answer it as one (JSON 404 under /api/, the 404 page elsewhere).
  try {
    decodeURIComponent((req.url ?? "/").split("?")[0]);
  } catch {
    req.url = (req.url ?? "/").startsWith("/api/") ? "/api/not-found" : "/not-found";
  }
  handle(req, res).catch((error) => {
    console.error("[server] request failed:", error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader("content-type", "application/json; charset=utf-8");
      res.end(JSON.stringify({ ok: false, code: "internal_error", error: "Internal error" }));
    } else res.destroy();
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Wunschliste is listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}/web/`);
});

function shutdown(signal) {
  console.log(`${signal}: closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
