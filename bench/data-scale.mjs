#!/usr/bin/env node
// Scale of data (issue 11): the same 20-item list read from an empty database and from one that
// also holds 10,000 lists × 50 items (bench/seed.mjs). Two servers run side by side and are
// loaded in turn (empty, full, empty, full …) so that both see the same machine; the figures that
// matter are the full database's as a share of the empty one's (target: within 10 %).
// Usage: node bench/data-scale.mjs [--seconds 8] [--connections 10] [--lists 10000] [--rounds 2]
//                                  [--out bench/data-scale.json]
// Needs a build (npm start or npm test once).
import os from "node:os";
import { arg, load, option, seedList, startBenchServer, writeResult } from "./server.mjs";

const seconds = arg("seconds", 8);
const connections = arg("connections", 10);
const lists = arg("lists", 10_000);
const rounds = arg("rounds", 2);
const out = option("out", "bench/data-scale.json");

const seedStarted = Date.now();
const [empty, full] = await Promise.all([
  startBenchServer({ port: arg("port", 3480) }),
  startBenchServer({ port: arg("port", 3480) + 1, fillerLists: lists }),
]);
const seedSeconds = (Date.now() - seedStarted) / 1000;

try {
  const databases = [
    { name: "empty", server: empty, ...(await seedList(empty.base)) },
    { name: `${lists} lists × 50 items`, server: full, ...(await seedList(full.base)) },
  ];
  const paths = {
    list_get: (/** @type {string} */ slug) => `/api/list_get.php?slug=${slug}`,
    page: (/** @type {string} */ slug) => `/web/?slug=${slug}`,
  };
  /** @type {{ database: string, key: string, reqPerSecond: number, p99: number }[]} */
  const figures = [];
  for (const database of databases) {
    await load("warm-up", { url: database.server.base + paths.list_get(database.slug), connections, duration: 2 });
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const [key, path] of Object.entries(paths)) {
      for (const database of databases) {
        const { result } = await load(key, {
          url: database.server.base + path(database.slug),
          connections,
          duration: seconds,
        });
        await fetch(`${database.server.base}/api/health`); // the backlog is worked off before the next run
        figures.push({ database: database.name, key, reqPerSecond: result.requests.average, p99: result.latency.p99 });
      }
    }
  }

  // the lower of the two middles of an even count
  const median = (/** @type {number[]} */ values) =>
    /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]);
  const summary = Object.keys(paths).map((key) => {
    const of = (/** @type {string | undefined} */ name, /** @type {"reqPerSecond" | "p99"} */ field) =>
      median(figures.filter((f) => f.key === key && f.database === name).map((f) => f[field]));
    const [a, b] = databases.map((d) => d.name);
    return {
      path: key,
      "empty req/s": of(a, "reqPerSecond"),
      "full req/s": of(b, "reqPerSecond"),
      "full ÷ empty req/s": Number((of(b, "reqPerSecond") / of(a, "reqPerSecond")).toFixed(2)),
      "empty p99 ms": of(a, "p99"),
      "full p99 ms": of(b, "p99"),
    };
  });
  const setting = `${connections} connections, ${seconds} s × ${rounds} rounds, seeding took ${seedSeconds.toFixed(0)} s, node ${process.version}, ${os.cpus().length} cores`;
  console.log(`\n${setting}\n`);
  console.table(summary);
  await writeResult(out, { date: new Date().toISOString(), setting, load: os.loadavg(), summary, figures });
  console.log(`written to ${out}`);
} finally {
  await Promise.all([empty.stop(), full.stop()]);
}
