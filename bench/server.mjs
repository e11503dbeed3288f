// Shared by the benchmarks: the production server (server/main.mjs, built app) on a fresh temp SQLite
// file (or a given database), a 20-item list to read, and autocannon runs (bench/load.mjs). Needs a
// build (npm start or npm test once).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { migrate } from "../server/migrations.mjs";
import { startCluster } from "../scripts/postgres-cluster.mjs";
import { memoryOf } from "../scripts/process-memory.mjs";
import { seedFillerLists } from "./seed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// autocannon's runs and their figures, in bench/load.mjs: every benchmark imports them from here
export {
  leaveBodiesUnread,
  load,
  loadBodiesUnread,
  median,
  ownerLogins,
  percentiles,
  probeWhile,
  row,
} from "./load.mjs";

/**
 * @typedef {import("./load.mjs").LoadOptions} LoadOptions
 * @typedef {import("./load.mjs").RunResult} RunResult
 * @typedef {import("./load.mjs").Run} Run
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
