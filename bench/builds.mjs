#!/usr/bin/env node
// Two builds of the app side by side, in one run: the API's simple requests (the floor, list_get
// fresh and revalidated, a refused reservation on its path and on an alias, the owner's token
// check) against each build in short alternating turns, so that a busy machine slows both alike.
// Each figure is the median of the rounds; the last column is after ÷ before. Also each server's
// resident memory once every API path has been asked (so every route module is loaded) and the
// load has passed. For a change of the request frame (docs/performance.md, "One route for the API").
// Usage: node bench/builds.mjs --before .next-before [--after .next] [--seconds 3] [--rounds 5]
//                              [--connections 50] [--out bench/builds.json]
// A build elsewhere than .next: `NEXT_DIST_DIR=.next-before npx next build` in a checkout of the
// other commit, then copy that folder here (server/main.mjs serves the folder the build names).
import { readFileSync } from "node:fs";
import { API_PATHS } from "../lib/api-paths.mjs";
import { arg, load, median, option, seedList, settledRss, startBenchServer, writeResult } from "./server.mjs";

/** @typedef {import("./server.mjs").RunResult} RunResult */
/** @typedef {"before" | "after"} Build */
const seconds = arg("seconds", 3);
const rounds = arg("rounds", 5);
const connections = arg("connections", 50);
const out = option("out", "bench/builds.json");
const before = option("before", null);
if (!before) throw new Error("--before <dist dir> names the build to compare with");
const dirs = { before, after: option("after", ".next") };
for (const dir of Object.values(dirs)) {
  const { config } = JSON.parse(readFileSync(`${dir}/required-server-files.json`, "utf8"));
  if (config.distDir !== dir)
    throw new Error(`${dir} was built for distDir ${config.distDir}: build it with NEXT_DIST_DIR=${dir}`);
}

/** @type {Record<string, import("./server.mjs").BenchServer>} */
const servers = {};
/** @type {Record<string, Record<string, import("./server.mjs").LoadOptions>>} */
const targets = {};
const firstPort = arg("port", 3490);
for (const [index, [build, dir]] of Object.entries(dirs).entries()) {
  process.env.NEXT_DIST_DIR = dir;
  const server = await startBenchServer({ port: firstPort + index });
  const { slug, editToken, itemIds } = await seedList(server.base);
  const etag = (await fetch(`${server.base}/api/list_get.php?slug=${slug}`)).headers.get("etag") ?? "";
  const form = (/** @type {string} */ path, /** @type {Record<string, string>} */ body) => ({
    url: `${server.base}${path}`,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body).toString(),
  });
  const reserve = { item_id: String(itemIds[0]), name: "Bench", password: "pw" };
  servers[build] = server;
  targets[build] = {
    floor: { url: `${server.base}/api/bench-floor` },
    list_get: { url: `${server.base}/api/list_get.php?slug=${slug}` },
    list_get_304: { url: `${server.base}/api/list_get.php?slug=${slug}`, headers: { "if-none-match": etag } },
    reserve_409: form("/api/item_reserve.php", reserve),
    reserve_409_alias: form("/api/item_reserve", reserve),
    owner_check: form("/api/list.owner.check", { slug, edit_token: editToken }),
  };
}

/** @type {Record<string, Record<Build, RunResult[]>>} */
const runs = {};
/** @type {Partial<Record<Build, number>>} */
const memory = {};
try {
  for (const build of Object.keys(dirs)) {
    const { base } = /** @type {import("./server.mjs").BenchServer} */ (servers[build]);
    for (const path of API_PATHS) await (await fetch(`${base}${path.replace("{id}", "x")}`)).arrayBuffer();
    for (const options of Object.values(targets[build] ?? {}))
      await load("warm-up", { ...options, connections, duration: 1 });
  }
  for (let round = 0; round < rounds; round += 1) {
    /** @type {Build[]} */
    const order = round % 2 === 0 ? ["before", "after"] : ["after", "before"];
    for (const key of Object.keys(targets.before ?? {})) {
      for (const build of order) {
        const target = /** @type {import("./server.mjs").LoadOptions} */ (targets[build]?.[key]);
        const { result } = await load(key, { ...target, connections, duration: seconds });
        (runs[key] ??= { before: [], after: [] })[build].push(result);
      }
    }
  }
  for (const build of /** @type {Build[]} */ (Object.keys(dirs)))
    memory[build] = Math.round(
      await settledRss(/** @type {import("./server.mjs").BenchServer} */ (servers[build]).pid),
    );
} finally {
  for (const server of Object.values(servers)) await server.stop();
}

const table = Object.entries(runs).map(([key, { before, after }]) => {
  const figure = (/** @type {RunResult[]} */ results, /** @type {(r: RunResult) => number} */ pick) =>
    median(results.map(pick));
  const rate = (/** @type {RunResult[]} */ results) => Math.round(figure(results, (r) => r.requests.average));
  return {
    request: key,
    "before req/s": rate(before),
    "after req/s": rate(after),
    "before p99 ms": figure(before, (r) => r.latency.p99),
    "after p99 ms": figure(after, (r) => r.latency.p99),
    "after ÷ before req/s": (rate(after) / rate(before)).toFixed(2),
    errors: [...before, ...after].reduce((sum, r) => sum + r.errors, 0),
  };
});
console.log(`\n${dirs.before} → ${dirs.after}: ${rounds} rounds of ${seconds} s each, ${connections} connections`);
console.table(table);
console.log(`resident memory after the runs (MiB): before ${memory.before}, after ${memory.after}`);
const result = { date: new Date().toISOString(), node: process.version, dirs, seconds, rounds, table, memory };
await writeResult(out, result);
console.log(`written to ${out}`);
