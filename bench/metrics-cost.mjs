#!/usr/bin/env node
// What counting metrics costs on the hot paths (issue 30, docs/decisions/056-metrics.md), measured
// so that a shared, busy machine fakes the answer as little as it can: two servers side by side, one
// without METRICS_TOKEN and one with it (scraped every 15 s as Prometheus would), asked in turns —
// off then on, on then off — for `rounds` rounds per path. Each turn gives req/s and the server's
// CPU time per request (/proc/<pid>/stat: what the work costs, whoever else holds the cores); the
// median of the rounds' on/off ratios is the cost. Beside it, the CPU time of one request's
// bookkeeping (route label, counter, histogram) in this process, over a million calls.
// --control: both servers without metrics, to see the bench's own bias between its two servers;
// --only <path key>: floor, list_get or page alone.
// Usage: node bench/metrics-cost.mjs [--control] [--only page] [--seconds 4] [--connections 10] [--rounds 8] [--port 3820] [--out bench/metrics-cost.json]
// Needs a build and Linux. docs/performance.md, "Metrics", records results.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import { enableMetrics } from "../server/metrics/registry.mjs";
import { routeLabel, statusClass } from "../server/metrics/route-label.mjs";
import { arg, flag, load, option, seedList, startBenchServer, writeResult } from "./server.mjs";

const seconds = arg("seconds", 4);
const connections = arg("connections", 10);
const rounds = arg("rounds", 8);
const port = arg("port", 3820);
const control = flag("control");
const only = option("only", null);
const out = option("out", "bench/metrics-cost.json");

/** CPU seconds (user + system) process `pid` has used so far. @param {number} pid */
function cpuSeconds(pid) {
  // after the command's ") ": state is the 1st field, utime the 12th and stime the 13th, in ticks of 1/100 s
  const fields = String(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The middle of `values`, or the mean of the two middles of an even count. @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (/** @type {number} */ at) => /** @type {number} */ (sorted[at]);
  return (middle(Math.floor((sorted.length - 1) / 2)) + middle(Math.ceil((sorted.length - 1) / 2))) / 2;
};
const rounded = (/** @type {number[]} */ values) => values.map((value) => Number(value.toFixed(3)));

/**
 * CPU nanoseconds of one request's bookkeeping in this process (what server/main.mjs does per request),
 * and CPU microseconds of one scrape (the text of every series, default metrics included).
 */
async function bookkeeping() {
  const metrics = enableMetrics();
  const urls = ["/api/list_get.php?slug=abc", "/web/?slug=abc", "/api/nope", "/_next/static/x.js"];
  const observe = (/** @type {number} */ i) =>
    metrics.observeRequest(routeLabel(/** @type {string} */ (urls[i % 4])), statusClass(200 + (i % 3) * 100), 0.003);
  for (let i = 0; i < 100_000; i += 1) observe(i);
  const calls = 1_000_000;
  const started = process.cpuUsage();
  for (let i = 0; i < calls; i += 1) observe(i);
  const used = process.cpuUsage(started);
  const scrapes = 200;
  const scraping = process.cpuUsage();
  for (let i = 0; i < scrapes; i += 1) await metrics.registry.metrics();
  const scraped = process.cpuUsage(scraping);
  return {
    requestNs: ((used.user + used.system) * 1000) / calls,
    scrapeUs: (scraped.user + scraped.system) / scrapes,
  };
}

// first, before the servers start: alone, it is measured with the least disturbance
const { requestNs, scrapeUs } = await bookkeeping();
console.log(`bookkeeping per request: ${requestNs.toFixed(0)} ns of CPU; one scrape: ${scrapeUs.toFixed(0)} µs of CPU`);

const token = randomBytes(24).toString("hex");
const [off, on] = await Promise.all([
  startBenchServer({ port }),
  startBenchServer({ port: port + 1, env: control ? {} : { METRICS_TOKEN: token } }),
]);
const scrapes = setInterval(() => {
  fetch(`${on.base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    .then((answer) => answer.text())
    .catch(() => {});
}, 15_000);

try {
  const [offList, onList] = await Promise.all([seedList(off.base), seedList(on.base)]);
  /** @typedef {typeof offList} List */
  const paths = {
    floor: () => "/api/bench-floor",
    list_get: (/** @type {List} */ list) => `/api/list_get.php?slug=${list.slug}`,
    page: (/** @type {List} */ list) => `/web/?slug=${list.slug}`,
  };
  const servers = [
    { name: "off", base: off.base, pid: off.pid, list: offList },
    { name: "on", base: on.base, pid: on.pid, list: onList },
  ];
  for (const server of servers)
    await load("warm-up", { url: `${server.base}${paths.list_get(server.list)}`, duration: 2 });
  /** @type {Record<string, unknown>} */
  const results = {};
  for (const [key, pathOf] of Object.entries(paths).filter(([key]) => !only || key === only)) {
    /** @type {number[]} */
    const cpu = [];
    /** @type {number[]} */
    const throughput = [];
    /** @type {Record<string, number[]>} */
    const cpuPerRequestUs = { off: [], on: [] };
    for (let round = 0; round < rounds; round += 1) {
      // alternate which goes first, so a drift of the machine's load does not favour one side
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      /** @type {Record<string, { perSecond: number, perRequest: number }>} */
      const got = {};
      for (const server of order) {
        const before = cpuSeconds(server.pid);
        const { result } = await load(key, {
          url: `${server.base}${pathOf(server.list)}`,
          connections,
          duration: seconds,
        });
        const perRequest = ((cpuSeconds(server.pid) - before) / Math.max(1, result.requests.total)) * 1e6;
        got[server.name] = { perSecond: result.requests.average, perRequest };
        cpuPerRequestUs[server.name]?.push(Math.round(perRequest));
      }
      const { on: gotOn, off: gotOff } =
        /** @type {Record<"on" | "off", { perSecond: number, perRequest: number }>} */ (got);
      cpu.push(gotOn.perRequest / gotOff.perRequest);
      throughput.push(gotOn.perSecond / gotOff.perSecond);
    }
    results[key] = {
      cpuPerRequestOnOff: Number(median(cpu).toFixed(3)),
      requestsPerSecondOnOff: Number(median(throughput).toFixed(3)),
      cpuRatios: rounded(cpu),
      throughputRatios: rounded(throughput),
      cpuPerRequestUs,
    };
    console.log(
      `${key}: CPU per request on/off, median ${median(cpu).toFixed(3)} (${rounded(cpu).join(", ")}); ` +
        `req/s on/off, median ${median(throughput).toFixed(3)}`,
    );
  }
  const setting = `${control ? "control (metrics off on both), " : ""}SQLite, ${connections} connections, ${seconds} s per turn, ${rounds} rounds, node ${process.version}, ${os.cpus().length} cores`;
  await writeResult(out, {
    date: new Date().toISOString(),
    setting,
    load: os.loadavg().map((n) => Number(n.toFixed(2))),
    results,
    bookkeepingCpuNsPerRequest: Math.round(requestNs),
    scrapeCpuUs: Math.round(scrapeUs),
  });
  console.log(`${setting}\nwritten to ${out}`);
} finally {
  clearInterval(scrapes);
  await Promise.all([off.stop(), on.stop()]);
}
