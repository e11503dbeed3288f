#!/usr/bin/env node
// A visitor's list_get kept in front of the route frame (issue 57, docs/decisions/134): in one run,
// in alternating turns, the floor (/api/bench-floor: the frame, no database), list_get as visitors
// get it (kept per list version), the same answer through the route frame (a `reveal=0` the cache
// never keeps: what every read cost before) and the frame's 304. Each figure is the median of the
// rounds; each ratio the median of the rounds' ratios to the floor of the same round.
// Usage: node bench/list-answer.mjs [--seconds 4] [--rounds 5] [--connections 50] [--out bench/list-answer.json]
// Needs a build (node scripts/setup.mjs).
import os from "node:os";
import { arg, load, median, option, seedList, startBenchServer, writeResult } from "./server.mjs";

const seconds = arg("seconds", 4);
const rounds = arg("rounds", 5);
const connections = arg("connections", 50);
const out = option("out", "bench/list-answer.json");
const server = await startBenchServer({ port: arg("port", 3590) });
/** @typedef {import("./server.mjs").RunResult} RunResult */
/** @type {Record<string, RunResult[]>} */
const runs = {};
/** The load average of the last minute. */
const loadNow = () => /** @type {number} */ (os.loadavg()[0]);
const load1 = loadNow();
try {
  const { slug } = await seedList(server.base);
  const read = `${server.base}/api/list_get.php?slug=${slug}`;
  const etag = (await fetch(read)).headers.get("etag") ?? "";
  const targets = {
    floor: { url: `${server.base}/api/bench-floor` },
    "list_get, kept": { url: read },
    "list_get, through the frame": { url: `${read}&reveal=0` },
    "list_get, 304": { url: read, headers: { "if-none-match": etag } },
  };
  for (const options of Object.values(targets)) await load("warm-up", { ...options, connections, duration: 1 });
  for (let round = 0; round < rounds; round += 1) {
    for (const [key, options] of Object.entries(targets)) {
      const { result } = await load(key, { ...options, connections, duration: seconds });
      (runs[key] ??= []).push(result);
    }
  }
} finally {
  await server.stop();
}
const table = Object.entries(runs).map(([key, results]) => ({
  request: key,
  "req/s": Math.round(median(results.map((r) => r.requests.average))),
  "p99 ms": median(results.map((r) => r.latency.p99)),
  "× floor": median(
    results.map((r, i) => r.requests.average / /** @type {RunResult} */ (runs.floor?.[i]).requests.average),
  ).toFixed(2),
  // the floor is a JSON 404 and the revalidation a 304 by design: only failed connections count
  errors: results.reduce((sum, r) => sum + r.errors, 0),
}));
const loadAverage = [load1, loadNow()].map((value) => value.toFixed(1)).join(" → ");
console.log(
  `\n${rounds} rounds of ${seconds} s, ${connections} connections, Node ${process.version}, load ${loadAverage}`,
);
console.table(table);
await writeResult(out, { date: new Date().toISOString(), node: process.version, loadAverage, seconds, rounds, table });
console.log(`written to ${out}`);
