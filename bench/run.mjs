#!/usr/bin/env node
// Load benchmark of the hot paths against the production server on a fresh temp SQLite file, or
// with --postgresql on a throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs), with
// --instances N servers sharing it (autocannon spreads its connections over them).
// Usage: node bench/run.mjs [--seconds 10] [--connections 50] [--postgresql [--instances 2]]
// Needs a build (npm start or npm test once). Prints a table; docs/performance.md records results.
import os from "node:os";
import { migrate } from "../scripts/migrate.mjs";
import { startCluster } from "../scripts/postgres-cluster.mjs";
import { arg, flag, load, row, seedList, startBenchServer } from "./server.mjs";

const seconds = arg("seconds", 10);
const connections = arg("connections", 50);
const instances = arg("instances", 1);
const firstPort = arg("port", 3490);
const cluster = flag("postgresql") ? await startCluster() : null;
let databaseUrl;
if (cluster) {
  await cluster.query('CREATE DATABASE "bench"');
  databaseUrl = cluster.url("bench");
  await migrate({ databaseUrl, log: () => {} });
} else if (instances > 1) throw new Error("several instances need --postgresql");
const servers = await Promise.all(
  Array.from({ length: instances }, (_, i) => startBenchServer({ port: firstPort + i, databaseUrl })),
);
const bases = servers.map((server) => server.base);
const base = bases[0];
const urls = (pathAndQuery) =>
  bases.length === 1 ? `${base}${pathAndQuery}` : bases.map((b) => `${b}${pathAndQuery}`);

try {
  const { slug, itemIds } = await seedList(base);
  const run = (title, options) => load(title, { connections, duration: seconds, ...options });
  await run("warm-up", { url: urls(`/api/list_get.php?slug=${slug}`), duration: 2 });

  const runs = [];
  runs.push(await run("GET /api/list_get.php (20 items)", { url: urls(`/api/list_get.php?slug=${slug}`) }));
  runs.push(await run("GET /web/?slug= (server-rendered page)", { url: urls(`/web/?slug=${slug}`) }));
  runs.push(await run("GET /api/health", { url: urls("/api/health") }));
  runs.push(
    await run("POST /api/item_reserve.php (already reserved → 409)", {
      url: urls("/api/item_reserve.php"),
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `item_id=${itemIds[0]}&name=Bench&password=pw`,
    }),
  );
  const backend = cluster ? `PostgreSQL, ${instances} instance(s)` : "SQLite";
  console.log(
    `\n${backend}, ${connections} connections, ${seconds} s each, node ${process.version}, ${os.cpus().length} cores\n`,
  );
  console.table(runs.map(row));
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await cluster?.remove();
}
