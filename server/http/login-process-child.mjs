// The login process's side (./login-process.mjs, docs/decisions/209-logins-in-a-process-of-their-own.md):
// it loads the API's route as the build made it and answers each login the event loop hands over
// with that route's own handler — the same frame, schemas, limits (in the database, which every
// process and instance shares), hashing threads and error catalogue as Next's answer would have.
// It has its own database connection, and the server's metrics through messages.
// first: what this process compiles (the route's bundle) is kept on disk, as the server's is
import { flushCompileCache } from "../compile-cache.mjs";
import { createRequire } from "node:module";
import { importConfigModule } from "../config-module.mjs";
import { logger, startLogging } from "../log.mjs";
import { sharedObjects } from "../shared.mjs";
import { lowerProcessPriority, THREAD_NICENESS } from "../thread-priority.mjs";

/** @typedef {{ id: number, url: string, method: string, headers: import("node:http").IncomingHttpHeaders, body: Uint8Array }} Login */

// The server ends this process by closing the channel (./login-process.mjs), and the channel closes
// when the server ends, however it ends. A stop signal meant for the server (systemd sends SIGTERM to
// every process of the service, a terminal's Ctrl-C SIGINT to the whole group) must not cut off the
// logins in flight while the server drains: they are answered, then the server exits, then this.
process.on("disconnect", () => process.exit(0));
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) process.on(signal, () => {});
/** @param {unknown} message */
const send = (message) => process.send?.(message, undefined, {}, () => {});
// Below the event loop, as every thread that works for one person is (../thread-priority.mjs): a
// crowd's logins yield a core to the reads of everyone else. All of its threads (V8's and libuv's
// started before this line), and so the hashing threads it starts beside them. First, before the
// route's bundle is loaded and compiled.
lowerProcessPriority(THREAD_NICENESS);
const [routeFile = "", metrics] = process.argv.slice(2);
const { logFormatOf } = await importConfigModule();
await startLogging(logFormatOf(process.env));
const objects = sharedObjects();
if (metrics === "metrics") {
  // counts go to the server's registry; a gauge's source (a function) stays here
  objects.metrics = /** @type {any} */ (
    new Proxy(
      {},
      {
        get: (_, name) =>
          typeof name !== "string" || name === "then"
            ? undefined
            : name === "registerGauge"
              ? () => {}
              : (/** @type {unknown[]} */ ...args) => send({ metric: name, args }),
      },
    )
  );
}

// the route's bundle expects what Next's server sets up first (its AsyncLocalStorage on globalThis)
const require = createRequire(routeFile);
require("next/dist/server/node-environment");
const { routeModule } = require(routeFile);
await routeModule.ensureUserland();
// the process ends by a signal, which writes no cache: the next one starts from it
flushCompileCache();
/** @type {Record<string, (request: Request) => Promise<Response>>} */
const handlers = routeModule.userland;

/** @param {Login["headers"]} headers */
function requestHeaders(headers) {
  const made = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) made.append(name, one);
  }
  return made;
}

/** @param {Login} login */
async function answer({ id, url, method, headers, body }) {
  try {
    const request = new Request(new URL(url, "http://localhost"), {
      method,
      headers: requestHeaders(headers),
      body: /** @type {Uint8Array<ArrayBuffer>} */ (body),
    });
    const handle = handlers[method];
    if (!handle) throw new Error(`the route has no ${method}`);
    const response = await handle(request);
    send({ id, status: response.status, headers: [...response.headers], body: await response.arrayBuffer() });
  } catch (error) {
    logger().error("server", "a login failed in the login process:", error);
    send({ id, failed: true });
  }
}

process.on("message", (/** @type {Login} */ login) => void answer(login));
send({ ready: true });
