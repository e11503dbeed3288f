#!/usr/bin/env node
// Load benchmark of the hot paths against the production server on a fresh temp SQLite file.
// Usage: node bench/run.mjs [--seconds 10] [--connections 50]
// Needs a build (npm start or npm test once). Prints a table; docs/performance.md records results.
import os from "node:os";
import { arg, load, row, seedList, startBenchServer } from "./server.mjs";

const seconds = arg("seconds", 10);
const connections = arg("connections", 50);
const server = await startBenchServer({ port: arg("port", 3490) });
const { base } = server;

try {
  const { slug, itemIds } = await seedList(base);
  const run = (title, options) => load(title, { connections, duration: seconds, ...options });
  await run("warm-up", { url: `${base}/api/list_get.php?slug=${slug}`, duration: 2 });

  const runs = [];
  runs.push(await run("GET /api/list_get.php (20 items)", { url: `${base}/api/list_get.php?slug=${slug}` }));
  runs.push(await run("GET /web/?slug= (server-rendered page)", { url: `${base}/web/?slug=${slug}` }));
  runs.push(await run("GET /api/health", { url: `${base}/api/health` }));
  runs.push(
    await run("POST /api/item_reserve.php (already reserved → 409)", {
      url: `${base}/api/item_reserve.php`,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `item_id=${itemIds[0]}&name=Bench&password=pw`,
    }),
  );
  console.log(`\n${connections} connections, ${seconds} s each, node ${process.version}, ${os.cpus().length} cores\n`);
  console.table(runs.map(row));
} finally {
  await server.stop();
}
