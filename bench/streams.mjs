#!/usr/bin/env node
// Live-update streams under load (docs/decisions/029-live-list.md): N open streams of one list on
// one instance (or spread over --instances on --postgresql), then reservations and releases on
// the first instance. Measures the server's memory per stream (RSS before/after opening them) and
// the fan-out latency: from the start of each reserve/release call until the last stream has its
// event, and for every single delivery. Clients are plain node:http sockets in this process, so
// on a 2-core machine they share the CPU with the server: the figures are an upper bound.
// Usage: node bench/streams.mjs [--streams 1000] [--rounds 40] [--postgresql [--instances 2]]
// Needs a build (npm start or npm test once). docs/performance.md records results.
import http from "node:http";
import os from "node:os";
import { arg, benchDatabase, flag, post, seedList, settledRss, startBenchServer } from "./server.mjs";

const streamCount = arg("streams", 1000);
const rounds = arg("rounds", 40);
const instances = arg("instances", 1);
const firstPort = arg("port", 3590);
const { cluster, databaseUrl, ...database } = await benchDatabase({ postgresql: flag("postgresql"), instances });

const env = { LIVE_STREAMS_PER_ADDRESS: String(streamCount + 10), LIVE_STREAMS_TOTAL: String(streamCount + 10) };
const servers = await Promise.all(
  Array.from({ length: instances }, (_, i) => startBenchServer({ port: firstPort + i, databaseUrl, env })),
);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
/**
 * One stream; `onVersion(version, now)` for each version event.
 * @param {string} base
 * @param {string} slug
 * @param {(version: number, now: number) => void} onVersion
 * @returns {Promise<http.ClientRequest>}
 */
function openStream(base, slug, onVersion) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/list_events.php?slug=${slug}`, { agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (/** @type {string} */ chunk) => {
        const now = performance.now();
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const match = /^data: \{"version":(\d+)\}$/m.exec(block);
          if (match) onVersion(Number(match[1]), now);
        }
      });
      resolve(request);
    });
    request.on("error", reject);
  });
}

try {
  const first = /** @type {import("./server.mjs").BenchServer} */ (servers[0]);
  const { slug, itemIds } = await seedList(first.base);
  const pids = servers.map((server) => server.pid);
  const before = await Promise.all(pids.map(settledRss));

  // every stream remembers the newest version it heard and when
  const heard = Array.from({ length: streamCount }, () => ({ version: -1, at: 0 }));
  /** @type {{ version: number, left: number, resolve: (value?: unknown) => void } | null} */
  let waiting = null;
  /** @type {http.ClientRequest[]} */
  const requests = [];
  const opening = performance.now();
  for (let i = 0; i < streamCount; i += 1) {
    const { base } = /** @type {import("./server.mjs").BenchServer} */ (servers[i % servers.length]);
    const stream = /** @type {{ version: number, at: number }} */ (heard[i]);
    requests.push(
      await openStream(base, slug, (version, now) => {
        if (version <= stream.version) return;
        stream.version = version;
        stream.at = now;
        if (waiting && version >= waiting.version && --waiting.left === 0) waiting.resolve();
      }),
    );
  }
  while (heard.some((stream) => stream.version < 0)) await sleep(50);
  const openSeconds = (performance.now() - opening) / 1000;
  const after = await Promise.all(pids.map(settledRss));

  /** @type {number[]} */
  const lastDelivery = [];
  /** @type {number[]} */
  const everyDelivery = [];
  /** @type {number[]} */
  const callTimes = [];
  for (let round = 0; round < rounds; round += 1) {
    const target = Math.max(...heard.map((stream) => stream.version)) + 1;
    const all = new Promise((resolve) => (waiting = { version: target, left: streamCount, resolve }));
    const started = performance.now();
    const reserve = round % 2 === 0;
    const answer = await post(first.base, reserve ? "/api/item_reserve.php" : "/api/item_unreserve.php", {
      item_id: itemIds.at(-1), // seedList reserves the first quarter; the last one is free
      ...(reserve ? { name: "Bench" } : {}),
      password: "bench-pw",
    });
    if (!answer.ok) throw new Error(`round ${round}: ${JSON.stringify(answer)}`);
    callTimes.push(performance.now() - started);
    await all;
    for (const stream of heard) everyDelivery.push(stream.at - started);
    lastDelivery.push(Math.max(...heard.map((stream) => stream.at)) - started);
    await sleep(200);
  }
  for (const request of requests) request.destroy();

  const mib = (/** @type {number} */ value) => `${value.toFixed(1)} MiB`;
  const backend = cluster ? `PostgreSQL, ${instances} instance(s)` : "SQLite, 1 instance";
  console.log(
    `\n${backend}, ${streamCount} streams of one list, ${rounds} reserve/release rounds, node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log(`opened in ${openSeconds.toFixed(1)} s`);
  console.table(
    servers.map((server, i) => ({
      instance: server.base,
      "RSS before": mib(before[i] ?? NaN),
      "RSS with streams": mib(after[i] ?? NaN),
      "per stream": `${((((after[i] ?? NaN) - (before[i] ?? NaN)) * 1024) / (streamCount / servers.length)).toFixed(1)} KiB`,
    })),
  );
  const ms = (/** @type {number} */ value) => Math.round(value);
  console.table([
    {
      measure: "reserve/release call answered",
      p50: ms(percentile(callTimes, 50)),
      p99: ms(percentile(callTimes, 99)),
    },
    {
      measure: "call start → last stream has the event",
      p50: ms(percentile(lastDelivery, 50)),
      p99: ms(percentile(lastDelivery, 99)),
    },
    {
      measure: "call start → each delivery",
      p50: ms(percentile(everyDelivery, 50)),
      p99: ms(percentile(everyDelivery, 99)),
    },
  ]);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database.remove();
}
