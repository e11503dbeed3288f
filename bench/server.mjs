// Shared by the benchmarks: the production server (server/main.mjs, built app) on a fresh temp SQLite
// file (or a given database), a 20-item list to read, and autocannon runs. Needs a build (npm start
// or npm test once).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { format, resolveConfig } from "prettier";
import { migrate } from "../server/migrations.mjs";
import { startCluster } from "../scripts/postgres-cluster.mjs";
import { memoryOf } from "../scripts/process-memory.mjs";
import { seedFillerLists } from "./seed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {{ p50: number, p90: number, p99: number, max: number, count: number }} Percentiles
 * @typedef {autocannon.Options} LoadOptions What `load` runs: autocannon's options.
 * @typedef {autocannon.Result & { latencyExact?: Percentiles }} RunResult
 * @typedef {{ title: string, result: RunResult }} Run One autocannon run and what it was.
 * @typedef {{
 *   port: number,
 *   env?: Record<string, string>,
 *   databaseUrl?: string,
 *   fillerLists?: number,
 *   nodeArgs?: string[],
 *   unitMalloc?: boolean,
 *   drainStdout?: boolean,
 * }} StartOptions
 * @typedef {{ base: string, pid: number, databaseFile: string | null, stop: () => Promise<void> }} BenchServer
 */

/** A number option: `--seconds 8` → 8; `fallback` when it is not given. */
export const arg = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

/** A switch: `--control` → true. */
export const flag = (/** @type {string} */ name) => process.argv.includes(`--${name}`);

/**
 * A text option: `--out file` → "file"; `fallback` when it is not given.
 * @template {string | null | undefined} [F=undefined]
 * @param {string} name
 * @param {F} [fallback]
 * @returns {string | F}
 */
export const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? "") : /** @type {F} */ (fallback);
};

/**
 * The database several instances share (--postgresql: a throwaway PostgreSQL cluster, migrated and
 * seeded with `fillerLists`); without it each server gets its own fresh SQLite file (one instance).
 * `databaseUrl` is undefined for SQLite; `remove()` drops the cluster.
 * @param {{ postgresql?: boolean, instances?: number, fillerLists?: number }} options
 */
export async function benchDatabase({ postgresql, instances = 1, fillerLists = 0 }) {
  if (!postgresql) {
    if (instances > 1) throw new Error("several instances need --postgresql");
    return { cluster: null, databaseUrl: undefined, remove: async () => {} };
  }
  const cluster = await startCluster();
  await cluster.query('CREATE DATABASE "bench"');
  const databaseUrl = cluster.url("bench");
  await migrate({ databaseUrl, log: () => {} });
  await seedFillerLists(databaseUrl, { lists: fillerLists });
  return { cluster, databaseUrl, remove: () => cluster.remove() };
}

/** RSS settles after a burst: the median of five samples 400 ms apart, in MiB. @param {number} pid */
export async function settledRss(pid) {
  /** @type {number[]} */
  const samples = [];
  for (let i = 0; i < 5; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    samples.push(memoryOf(pid).rss);
  }
  return /** @type {number} */ (samples.sort((a, b) => a - b)[2]);
}

/**
 * Writes a bench result as the repository formats JSON, so a fresh result passes `npm run lint`.
 * @param {string} file
 * @param {unknown} value
 */
export async function writeResult(file, value) {
  const options = { ...(await resolveConfig(file)), filepath: file };
  writeFileSync(file, await format(JSON.stringify(value), options));
}

/**
 * The glibc malloc settings the systemd unit starts the server with (`Environment=MALLOC_…` in
 * deploy/wunschliste.service), so that the bench measures the memory of the server as it runs in
 * production; the same variables in the bench's own environment override them.
 */
/** @returns {Record<string, string>} */
export function productionMalloc() {
  const unit = readFileSync(path.join(root, "deploy/wunschliste.service"), "utf8");
  const settings = Object.fromEntries(
    [...unit.matchAll(/^Environment=(MALLOC_\w+)=(\S+)$/gm)].map((m) => [String(m[1]), String(m[2])]),
  );
  for (const name of Object.keys(settings)) settings[name] = process.env[name] ?? String(settings[name]);
  return settings;
}

/**
 * The production server's environment in every benchmark: `port`, `databaseUrl`, and `env` on top.
 * @param {{ port: number, databaseUrl?: string, env?: Record<string, string>, unitMalloc?: boolean }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function benchServerEnv({ port, databaseUrl, env = {}, unitMalloc = true }) {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    REQUEST_LOG: "0",
    // unitMalloc: false starts it as `npm start` and the container do, without the unit's variables
    ...(unitMalloc ? productionMalloc() : {}),
    // The benchmark sends every request from one address: the per-address limits would answer
    // 429 after a few attempts (concurrent right-password logins each hold a slot until checked).
    RATE_LIMIT_RESERVATIONS: "100000000",
    RATE_LIMIT_LOGIN_FAILURES: "100000000",
    // and per list over all addresses (decision 095): fifty logins to one list at once hold fifty slots
    RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: "100000000",
    RATE_LIMIT_ITEM_CREATES: "100000000", // the 200-item list (bench/run.mjs)
    ...env,
  };
}

/**
 * `databaseUrl`: a migrated database to share (several instances); default a fresh SQLite file,
 * holding `fillerLists` lists of 50 items besides what the benchmark creates (bench/seed.mjs).
 * `nodeArgs`: flags for the server's Node.js, e.g. `--cpu-prof` (bench/profile.mjs).
 * `unitMalloc: false`: without the systemd unit's MALLOC_* variables (bench/picture-memory.mjs).
 * `drainStdout`: its output into a pipe that is read and dropped, as a log collector reads it.
 * @param {StartOptions} options
 * @returns {Promise<BenchServer>}
 */
export async function startBenchServer({
  port,
  env = {},
  databaseUrl: shared,
  fillerLists = 0,
  nodeArgs = [],
  unitMalloc = true,
  drainStdout = false,
}) {
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-bench-"));
  const databaseFile = path.join(dir, "bench.db");
  const databaseUrl = shared ?? `file:${databaseFile}`;
  if (!shared) {
    await migrate({ databaseUrl, log: () => {} });
    await seedFillerLists(databaseUrl, { lists: fillerLists });
  }
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, "server/main.mjs")], {
    cwd: root,
    env: benchServerEnv({ port, databaseUrl, env, unitMalloc }),
    // drainStdout: the server's output goes into a pipe that is read and dropped, as a log collector
    // (journald) reads it, instead of /dev/null, which costs a write nothing (bench/serving.mjs --request-log)
    stdio: ["ignore", drainStdout ? "pipe" : "ignore", "inherit"],
  });
  server.stdout?.resume();
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 300) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => server.once("exit", resolve));
  return {
    base,
    /** The server process, for its memory (bench/streams.mjs) and handles (bench/file-handles.mjs). */
    pid: /** @type {number} */ (server.pid),
    /** The SQLite file (none with a shared `databaseUrl`). */
    databaseFile: shared ? null : databaseFile,
    async stop() {
      server.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An API call's answer, as JSON (the benchmarks read the fields they need).
 * @param {string} base
 * @param {string} pathname
 * @param {unknown} body
 * @returns {Promise<any>}
 */
export async function post(base, pathname, body) {
  const response = await fetch(base + pathname, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.json();
}

/**
 * A list of `items` gifts (20 unless told), the first quarter of them reserved, as a page of
 * friends would see it.
 * @param {string} base
 * @param {{ items?: number }} [options]
 * @returns {Promise<{ slug: string, editToken: string, ownerPassword: string, itemIds: string[] }>}
 */
export async function seedList(base, { items = 20 } = {}) {
  const { slug, edit_token } = await post(base, "/api/list_create.php", {
    title: "Bench",
    owner_password: "bench-pass",
  });
  /** @type {string[]} */
  const itemIds = [];
  for (let i = 0; i < items; i += 1) {
    const { item } = await post(base, "/api/item_create.php", {
      slug,
      edit_token,
      title: `Gift ${i}`,
      url: "https://example.org/gift",
      price: 19.9 + i,
      note: "A note that is about as long as a real one.",
    });
    itemIds.push(item.id);
  }
  // Five gifts are taken, as on a list a week before the party.
  for (const itemId of itemIds.slice(0, Math.round(items / 4))) {
    await post(base, "/api/item_reserve.php", { item_id: itemId, name: "Bench", password: "bench-reserve" });
  }
  return { slug, editToken: edit_token, ownerPassword: "bench-pass", itemIds };
}

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
