#!/usr/bin/env node
// Load benchmark of the hot paths against the production server on a fresh temp SQLite file.
// Usage: node bench/run.mjs [--seconds 10] [--connections 50]
// Needs a build (npm start or npm test once). Prints a table; docs/performance.md records results.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { migrate } from "../scripts/migrate.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = arg("seconds", 10);
const connections = arg("connections", 50);
const port = arg("port", 3490);
const base = `http://127.0.0.1:${port}`;

const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-bench-"));
const databaseUrl = `file:${path.join(dir, "bench.db")}`;
await migrate({ databaseUrl, log: () => {} });
const server = spawn(process.execPath, [path.join(root, "server.mjs")], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    RATE_LIMIT_RESERVATIONS: "100000000",
  },
  stdio: "ignore",
});

async function waitForHealth() {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

async function post(pathname, body) {
  const response = await fetch(base + pathname, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.json();
}

function load(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, result });
    });
  });
}

try {
  await waitForHealth();
  const { slug, edit_token } = await post("/api/list_create.php", { title: "Bench", owner_password: "bench-pass" });
  const itemIds = [];
  for (let i = 0; i < 20; i += 1) {
    const { item } = await post("/api/item_create.php", {
      slug,
      edit_token,
      title: `Gift ${i}`,
      url: "https://example.org/gift",
      price: 19.9 + i,
      note: "A note that is about as long as a real one.",
    });
    itemIds.push(item.id);
  }
  // warm up
  await load("warm-up", { url: `${base}/api/list_get.php?slug=${slug}`, duration: 2 });

  const runs = [];
  runs.push(await load("GET /api/list_get.php (20 items)", { url: `${base}/api/list_get.php?slug=${slug}` }));
  runs.push(await load("GET /web/?slug= (server-rendered page)", { url: `${base}/web/?slug=${slug}` }));
  runs.push(await load("GET /api/health", { url: `${base}/api/health` }));
  runs.push(
    await load("POST /api/item_reserve.php (already reserved → 409)", {
      url: `${base}/api/item_reserve.php`,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `item_id=${itemIds[0]}&name=Bench&password=pw`,
      setupClient: undefined,
    }),
  );

  const rows = runs.map(({ title, result }) => ({
    endpoint: title,
    "req/s (avg)": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    errors: result.errors,
  }));
  console.log(`\n${connections} connections, ${seconds} s each, node ${process.version}, ${os.cpus().length} cores\n`);
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}
