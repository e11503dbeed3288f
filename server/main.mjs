// Production server: Next.js behind a plain node:http listener, so the app learns the client's
// real socket address (for rate limits) in a header no client can forge (docs/decisions/
// 005-client-address.md), every request gets one log line, and SIGTERM drains instead of cutting
// requests off (docs/decisions/009-graceful-shutdown.md). Started by `npm start` after setup, by
// the container after migrating (./migrate-and-serve.mjs), or as `node server/main.mjs`. Everything
// it runs outside Next lives in this folder (docs/decisions/091-the-server-folder.md).
import "./node-version.mjs"; // first: an old Node stops here with the version needed
// second: what is imported once it ran is cached compiled — not this file's static imports, which
// compile with the file (the container's entry, ./migrate-and-serve.mjs, imports this file after it)
import { flushCompileCache } from "./compile-cache.mjs";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LIST_IMPORT_MAX_BYTES } from "../lib/body-limits.mjs";
import { importConfigModule } from "./config-module.mjs";
import { trackConnections } from "./connections.mjs";
import { migrateSqliteAtStart, requireMigratedDatabase, requireReachableDatabase } from "./database-checks.mjs";
import { drainOnSignals } from "./drain.mjs";
import { prepareForApp } from "./http/app-request.mjs";
import { captureResponse, replaceRequestHeaders } from "./http/page-capture.mjs";
import { lingerAfterEarlyAnswers } from "./http/early-answers.mjs";
import { answerParserRefusals, listenFailure, listeningUrl } from "./http/parser-refusals.mjs";
import { answerInternalError, answerJunk } from "./http/request-edges.mjs";
import { loadKeptRenders } from "./http/kept-renders.mjs";
import { createLoginProcess } from "./http/login-process.mjs";
import { createStaticFiles } from "./http/static-files.mjs";
import { startWithSecurityHeaders } from "./http/security-headers.mjs";
import { startLogging } from "./log.mjs";
import { boundHeapGrowth, collectWhenQuiet, configureMalloc, loadMallocTrim } from "./memory.mjs";
import { routeLabel, statusClass } from "./metrics/route-label.mjs";
import { nextLoadGate } from "./next-load-gate.mjs";
import { writeServerPid } from "./pid-file.mjs";
import { sharedObjects } from "./shared.mjs";

// glibc set for a server doing native picture work, as the systemd units do by environment
// (docs/decisions/073-picture-budgets.md): before the app allocates much
configureMalloc();
// Node's own module object, not its ES module face: on Node 24 importing node:http as an ES module
// reads every export, and its lazy WebSocket ones load all of undici — ~50 ms of CPU before the
// server could listen (docs/decisions/178-the-config-module-bundled.md)
const http = process.getBuiltinModule("node:http");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
// the configuration module as the build bundled it: zod's files are not loaded one by one (decision 178)
const { loadConfigOrExit, logFormatOf } = await importConfigModule();
// Next loads after the server listens: what arrives meanwhile waits for it, but the create page,
// kept as this build rendered it, is answered at once (docs/decisions/168-create-page-kept-at-build.md)
/** @typedef {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>} NextHandle */
/** @type {NextHandle | null} */
let handle = null;
/** @type {(prepared: NextHandle) => void} */
let nextIsPrepared = () => {};
const nextPrepared = /** @type {Promise<NextHandle>} */ (new Promise((resolve) => (nextIsPrepared = resolve)));
let keptAnswers = 0;
/** @type {ReturnType<typeof createLoginProcess> | null} */
let loginProcess = null;
// the log first, so that even a configuration error is written as LOG_FORMAT asks
const log = await startLogging(logFormatOf(process.env));
const config = loadConfigOrExit(process.env, root, log);
const shared = sharedObjects();
// the app's bundles take this one instead of reading the environment again (lib/server/config.ts)
shared.config = config;
const { port, host: hostname } = config;
// V8's heap growth is bounded once the start is over — the first request answered, or 5 s after
// listening: while Next and the first page's code load, the heap only grows, and the bound cost the
// start one more full collection for nothing (docs/decisions/034-bounded-heap-growth.md,
// 087-cold-start-and-hashing.md).
let heapBounded = config.heapGrowthPercent === 0;
function endOfStart() {
  if (heapBounded || !handle) return;
  heapBounded = true;
  boundHeapGrowth(config.heapGrowthPercent);
}
// The app resolves the same variable again inside Next's bundle; an absolute URL means it finds
// the same file whatever the working directory.
process.env.DATABASE_URL = config.database.url;
// Made before Next loads, so that the app's modules find it among the shared objects
// (lib/server/metrics.ts): one registry per process, or none at all without METRICS_TOKEN
// (docs/decisions/056-metrics.md). prom-client is loaded only then.
const metrics = config.metricsToken ? (await import("./metrics/registry.mjs")).enableMetrics() : null;
const answerMetrics = metrics ? (await import("./metrics/endpoint.mjs")).answerMetrics : null;
metrics?.registerGauge({
  name: "wunschliste_live_streams",
  help: "Live-update streams (list_events) open on this instance",
  read: () => shared.liveHub?.size ?? 0,
});

// PostgreSQL must answer, and hold this version's migrations, before the server listens
await requireReachableDatabase(config.database, log);

await requireMigratedDatabase(config.database, log);
// a SQLite file started on by `node server/main.mjs` is migrated as `npm start` would (decision 202)
await migrateSqliteAtStart(config.database, log);

/**
 * The resolved Next.js config the build wrote, handed to Next the way its own standalone server
 * does, so that next.config.ts is not compiled again at every start: that loaded two SWC compilers
 * and the next-intl build plugin into the running server, ~50 MiB of memory for nothing
 * (docs/decisions/032-built-next-config.md). Without the file (no build yet) Next loads the config
 * itself and reports the missing build.
 */
function applyBuiltConfig() {
  try {
    const { config: built } = JSON.parse(readFileSync(path.join(root, distDir, "required-server-files.json"), "utf8"));
    if (built && typeof built === "object") process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(built);
  } catch {
    // no build output yet: next() below reports the missing build in its own words
  }
}
applyBuiltConfig();
// until Next is prepared; then let go, as Next answers the create page itself
let keptRenders = loadKeptRenders(path.join(root, distDir));
// Next loads once a request needs it, after the first kept answer, or 100 ms after listening: a create
// page asked as the port opens is not kept waiting for Next's import (decision 179)
const nextLoad = nextLoadGate({ graceMs: 100 });
if (!("answer" in keptRenders)) nextLoad.load();

/**
 * A list page this instance rendered for the list's current version is answered from memory; one
 * it has not is rendered by Next and kept on the way out (docs/decisions/033-page-cache.md). The
 * cache comes from instrumentation.ts; every other request goes to Next as it is.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
async function serve(req, res) {
  // held while Next loads and prepares (answered then, never refused)
  const nextHandle = handle ?? (await nextPrepared);
  // a visitor's list_get, kept per list version in front of the route frame (decision 134); a
  // database that does not answer: the frame answers and reports what it finds
  const listAnswer = await shared.listAnswerCache?.lookup(req).catch(() => null);
  if (listAnswer) metrics?.countListAnswerCache(listAnswer.kind);
  if (listAnswer?.kind === "hit") {
    res.writeHead(listAnswer.answer.status, listAnswer.answer.headers).end(listAnswer.answer.body);
    return;
  }
  if (listAnswer?.kind === "miss") return serveCaptured(nextHandle, req, res, listAnswer);
  // a database that does not answer: Next renders the page and reports what it finds
  const page = await shared.pageCache?.lookup(req).catch(() => null);
  if (page) metrics?.countPageCache(page.kind);
  if (page?.kind === "hit") {
    res.writeHead(page.answer.status, page.answer.headers).end(page.answer.body);
    return;
  }
  if (page?.kind === "miss") {
    replaceRequestHeaders(req, page.renderHeaders);
    return serveCaptured(nextHandle, req, res, page);
  }
  await nextHandle(req, res);
}

/**
 * Next answers a cache's miss; the cache sees the answer before it is sent.
 * @param {NextHandle} nextHandle
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {Pick<import("../lib/server/page-cache.ts").PageLookup & { kind: "miss" }, "finish" | "abandon">} miss
 */
async function serveCaptured(nextHandle, req, res, miss) {
  captureResponse(res, miss.finish, miss.abandon);
  await nextHandle(req, res);
}

// A request's headers and body must have arrived within BODY_TIMEOUT_SECONDS, or it is answered
// 408 and its connection closed (the clientError handler below), so a body sent a byte at a time
// cannot hold a request open for Node's default five minutes (docs/decisions/038-request-edges.md).
// Only the arriving request is timed: a long answer, such as a live stream, is not.
const bodyTimeoutMs = config.bodyTimeoutSeconds * 1000;
const server = http.createServer({
  requestTimeout: bodyTimeoutMs,
  headersTimeout: Math.min(60_000, bodyTimeoutMs),
  // how often Node looks for requests over their time (default 30 s, which would let a 2 s limit run to 32 s)
  connectionsCheckingInterval: Math.min(1000, bodyTimeoutMs),
});
// An answer sent before its body arrived (a refused upload) reaches the client still sending it:
// the rest, up to the largest body the app takes (a list file), is read and dropped first.
lingerAfterEarlyAnswers(server, { maxBytes: LIST_IMPORT_MAX_BYTES, maxMs: Math.min(5000, bodyTimeoutMs) });
// Every request that ends, answered or not, is one log line and one observation of its route.
const connections = trackConnections(server, {
  log:
    config.requestLog || metrics
      ? (entry) => {
          if (config.requestLog) log.request(entry);
          metrics?.observeRequest(routeLabel(entry.url), statusClass(entry.status), entry.durationMs / 1000);
        }
      : undefined,
});

// The build's scripts and styles, precompressed, from memory (docs/decisions/086-compressed-answers.md).
const answerStatic = createStaticFiles(path.join(root, distDir, "static"));

const quietCollection = collectWhenQuiet({ trim: loadMallocTrim() });

server.on("request", (req, res) => {
  // every answer, whoever writes it, carries the security headers and a policy (decision 215)
  startWithSecurityHeaders(res);
  // past the drain time it is answered 503 at once (server/drain.mjs)
  if (connections.begin(req, res)) return;
  if (!heapBounded) res.once("finish", endOfStart);
  quietCollection.touch();
  // metrics exist only with a token (METRICS_TOKEN)
  if (metrics && answerMetrics?.(req, res, metrics, /** @type {string} */ (config.metricsToken))) return;
  if (answerJunk(req, res)) return;
  if (answerStatic(req, res)) return;
  if ("answer" in keptRenders && keptRenders.answer(req, res)) {
    keptAnswers += 1;
    nextLoad.load();
    return;
  }
  nextLoad.load();
  prepareForApp(req);
  if (loginProcess?.answer(req, res)) return;
  serve(req, res).catch((error) => {
    log.error("server", "request failed:", error);
    answerInternalError(req, res);
  });
});
server.keepAliveTimeout = 65_000;

answerParserRefusals(server, (socket) => connections.timedOut(socket));

// one clear line and a non-zero exit, so a supervisor sees a failed start rather than a clean stop
server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
  log.error("server", `cannot listen: ${listenFailure(error, hostname, port)}`);
  process.exit(1);
});

server.listen(port, hostname, () => {
  const unwritable = config.database.filePath ? writeServerPid(config.database.filePath) : null;
  if (unwritable) {
    log.error("server", unwritable);
    process.exit(1);
  }
  const url = listeningUrl(hostname, port);
  log.info(null, `Wunschliste is listening on ${url}`, { scope: "server", url });
  // whether the admin view is on, and why not; never the token itself (decision 128)
  log.info("admin", config.admin.note);
  nextLoad.listening();
});

drainOnSignals({ config, log, shared, connections });

// Next's loading runs long stretches of code that give the event loop no turn (its CommonJS
// modules load in one go): before each, two turns (one takes in a connection, one reads its
// request), so that what arrived meanwhile is not kept waiting for the next stretch too.
const loopTurn = () => new Promise((resolve) => setImmediate(resolve));
await nextLoad.loading;
await loopTurn().then(loopTurn);
const { default: next } = await import("next");
await loopTurn().then(loopTurn);
const app = next({ dev: false, dir: root, hostname, port });
const prepared = app.getRequestHandler();
await app.prepare();
handle = prepared;
// logins that come in a crowd are answered beside the event loop (decisions 191, 209)
if (config.loginThread) {
  loginProcess = createLoginProcess({
    routeFile: path.join(root, distDir, "server/app/api/[[...path]]/route.js"),
    metrics,
    log,
    databasePoolSize: config.databasePoolSize,
  });
}
keptRenders = { none: "Next is prepared" };
nextIsPrepared(prepared);
if (keptAnswers > 0)
  log.info("server", `${keptAnswers} create page(s) answered from the kept render while Next prepared`);
// what the first requests compiled is on disk for the next start, even if this one is killed
setTimeout(flushCompileCache, 10_000).unref();
setTimeout(endOfStart, 5_000).unref();
