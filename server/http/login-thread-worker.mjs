// The login thread's side (./login-thread.mjs, docs/decisions/191-logins-on-a-thread-of-their-own.md):
// it loads the API's route as the build made it and answers each login the event loop hands over
// with that route's own handler — the same frame, schemas, limits (in the database, which every
// thread and instance shares), hashing threads and error catalogue as Next's answer would have.
// The thread has its own database connection, and the process's metrics through messages.
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import { importConfigModule } from "../config-module.mjs";
import { logger, startLogging } from "../log.mjs";
import { sharedObjects } from "../shared.mjs";
import { lowerThreadPriority, THREAD_NICENESS } from "../thread-priority.mjs";

/** @typedef {{ id: number, url: string, method: string, headers: import("node:http").IncomingHttpHeaders, body: Uint8Array }} Login */

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
// Below the event loop, as every thread that works for one person is (../thread-priority.mjs): a
// crowd's logins yield a core to the reads of everyone else. Its hashing threads sit beside it, not
// lower again. First, before the route's bundle is loaded and compiled.
lowerThreadPriority(THREAD_NICENESS);
const { routeFile, metrics } = /** @type {{ routeFile: string, metrics: boolean }} */ (workerData);
const { logFormatOf } = await importConfigModule();
await startLogging(logFormatOf(process.env));
const objects = sharedObjects();
if (metrics) {
  // counts go to the registry of the event loop's thread; a gauge's source (a function) stays here
  objects.metrics = /** @type {any} */ (
    new Proxy(
      {},
      {
        get: (_, name) =>
          typeof name !== "string" || name === "then"
            ? undefined
            : name === "registerGauge"
              ? () => {}
              : (/** @type {unknown[]} */ ...args) => port.postMessage({ metric: name, args }),
      },
    )
  );
}

// the route's bundle expects what Next's server sets up first (its AsyncLocalStorage on globalThis)
const require = createRequire(routeFile);
require("next/dist/server/node-environment");
const { routeModule } = require(routeFile);
await routeModule.ensureUserland();
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
    const made = { id, status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
    port.postMessage(made, [made.body]);
  } catch (error) {
    logger().error("server", "a login failed on its thread:", error);
    port.postMessage({ id, failed: true });
  }
}

port.on("message", (/** @type {Login} */ login) => void answer(login));
port.postMessage({ ready: true });
