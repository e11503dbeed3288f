// autocannon runs for the benchmarks, and their figures: `load` (to the microsecond with `exact`),
// the owner's login storm, bodies left unread, percentiles, a run as a table row, and a probe that
// reads in a thread of its own while an attack runs. bench/server.mjs exports them all.
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";

/**
 * @typedef {{ p50: number, p90: number, p99: number, max: number, count: number }} Percentiles
 * @typedef {autocannon.Options} LoadOptions What `load` runs: autocannon's options.
 * @typedef {autocannon.Result & { latencyExact?: Percentiles }} RunResult
 * @typedef {{ title: string, result: RunResult }} Run One autocannon run and what it was.
 */

/**
 * autocannon's options for issue 57's login storm: 20 clients logging in as the owner of `slug`, at once.
 * @param {string} base
 * @param {{ slug: string, ownerPassword: string }} list
 * @returns {{ url: string, method: string, headers: Record<string, string>, body: string, connections: number }}
 */
export function ownerLogins(base, { slug, ownerPassword }) {
  return {
    url: `${base}/api/list.owner.login.php`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ slug, owner_password: ownerPassword }),
    connections: 20,
  };
}

/**
 * autocannon's `setupClient` that leaves answers' bodies unread: autocannon (8.0) appends every
 * body chunk to a string, decoding it as UTF-8, which costs the client far more for compressed
 * (binary) bodies than for text — enough to make a 61 KB brotli script "slower" than the same
 * script's 229 KB of text. Bytes are still counted.
 * @param {autocannon.Client} client
 */
export function leaveBodiesUnread(client) {
  client.pipelinedRequests.addBody = () => {};
}

/**
 * `load` with the answers' bodies left unread (`leaveBodiesUnread`): compressed and plain bodies
 * side by side, the client must not spend more on one than the other (bench/serving.mjs).
 * @param {string} title
 * @param {autocannon.Options} options
 * @param {{ exact?: boolean }} [how]
 */
export const loadBodiesUnread = (title, options, how) =>
  load(title, { ...options, setupClient: leaveBodiesUnread }, how);

/**
 * Runs autocannon. With `exact`, the result's `latencyExact` holds the answered (2xx) requests'
 * p50/p99/max to the microsecond: autocannon's own histogram keeps whole milliseconds, so a p99 of
 * 1 against 2 ms reads as a ratio of 2 where the times may be 1.4 and 1.6 (issue 57's storm).
 * @param {string} title
 * @param {autocannon.Options} options
 * @param {{ exact?: boolean }} [how]
 * @returns {Promise<Run>}
 */
export function load(title, options, { exact = false } = {}) {
  /** @type {number[]} */
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({ title, result: exact ? Object.assign(result, { latencyExact: percentiles(times) }) : result });
    });
    if (exact) {
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
      });
    }
  });
}

/**
 * p50, p90, p99 and max of `times` (ms), to the microsecond, and their count; NaN for none.
 * @param {number[]} times
 * @returns {Percentiles}
 */
export function percentiles(times) {
  const sorted = Float64Array.from(times).sort();
  const at = (/** @type {number} */ q) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN).toFixed(3));
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1), count: sorted.length };
}

/** The middle of `values` (the upper one of the two middles of an even count). @param {number[]} values */
export const median = (values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/** A run as a row of `console.table`. */
export const row = (/** @type {Run} */ { title, result }) => ({
  endpoint: title,
  "req/s (avg)": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  "non-2xx": result.non2xx,
  errors: result.errors,
});

/**
 * GETs `url` one request after another in a worker thread (an event loop of its own, so the
 * attacker's work in this one does not count) while `attack()` runs. Answers `attack()`'s result
 * and every answer's time in ms, sorted (bench/import-stall.mjs, bench/hostile-pages.mjs).
 * @template T
 * @param {string} url
 * @param {() => Promise<T>} attack
 * @returns {Promise<{ result: T, times: number[] }>}
 */
export async function probeWhile(url, attack) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const get = async () => (await fetch(workerData.url)).arrayBuffer();
     let stop = false;
     const times = [];
     parentPort.on("message", () => (stop = true));
     (async () => {
       for (let i = 0; i < 20; i += 1) await get(); // warm: the worker's first fetch loads its client
       parentPort.postMessage("ready");
       while (!stop) {
         const started = performance.now();
         await get();
         times.push(performance.now() - started);
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: { url } },
  );
  await new Promise((resolve) => worker.once("message", resolve));
  /** @type {Promise<number[]>} */
  const done = new Promise((resolve) => worker.once("message", resolve));
  const result = await attack();
  worker.postMessage("stop");
  const times = (await done).sort((a, b) => a - b);
  await worker.terminate();
  return { result, times };
}
