#!/usr/bin/env node
// @ts-nocheck -- a bench script; ESLint's type-aware rules check it all the same
// Issue 57's static goal judged on a busy machine: the CPU a server spends per request (its own
// user + system time from /proc/<pid>/stat, divided by the requests answered), for the largest
// script the list page loads with the request log on (REQUEST_LOG=1, its lines into a pipe the
// bench reads), against a bare node:http server sending the same bytes (bench/bare-server.mjs).
// On a quiet machine a CPU-bound server's req/s is the inverse of its CPU per request, so
// bare ÷ app is the ratio bench/serving.mjs measures in req/s, without the other processes'
// share of the cores in it. Linux only. Rounds alternate the two; the median round's ratio counts.
// Usage: node bench/static-cpu.mjs [--requests 20000] [--connections 50] [--rounds 3] [--port 3590]
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { arg, leaveBodiesUnread, load, seedList, startBenchServer } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const requests = arg("requests", 20_000);
const connections = arg("connections", 50);
const rounds = arg("rounds", 3);
const port = arg("port", 3590);
const ticks = 100; // USER_HZ: /proc's clock ticks per second on Linux

/** user + system CPU of `pid`, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
}

/** CPU µs per request of `pid` while `requests` GETs of `url` are answered. */
async function cpuPerRequest(pid, url) {
  const before = cpuMs(pid);
  const { result } = await load(url, { url, connections, amount: requests, setupClient: leaveBodiesUnread });
  return ((cpuMs(pid) - before) * 1000) / result.requests.total;
}

const loadBefore = os.loadavg()[0];
const server = await startBenchServer({ port, env: { REQUEST_LOG: "1" }, drainStdout: true });
let bare;
try {
  const { slug } = await seedList(server.base);
  const html = await (await fetch(`${server.base}/web/?slug=${slug}`)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]))];
  const sizes = await Promise.all(
    sources.map(async (src) => (await (await fetch(server.base + src)).arrayBuffer()).byteLength),
  );
  const src = sources[sizes.indexOf(Math.max(...sizes))];
  const file = path.join(root, process.env.NEXT_DIST_DIR || ".next", "static", src.slice("/_next/static/".length));
  bare = spawn(process.execPath, [path.join(root, "bench/bare-server.mjs"), file, String(port + 1)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => bare.stdout.once("data", resolve));
  const app = `${server.base}${src}`;
  const plain = `http://127.0.0.1:${port + 1}/`;
  await cpuPerRequest(server.pid, app); // warm-up: the file read, the code optimised
  await cpuPerRequest(bare.pid, plain);
  const ratios = [];
  for (let round = 0; round < rounds; round += 1) {
    const appUs = await cpuPerRequest(server.pid, app);
    const bareUs = await cpuPerRequest(bare.pid, plain);
    ratios.push({ appUs: Math.round(appUs), bareUs: Math.round(bareUs), ratio: Number((bareUs / appUs).toFixed(3)) });
  }
  const median = [...ratios].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds / 2)];
  console.log(`node ${process.version}, ${src} (${Math.max(...sizes)} B), ${requests} requests × ${rounds} rounds`);
  console.table(ratios);
  console.log(`CPU per request, bare ÷ app with the request log: ${median.ratio} (goal ≥ 0.95)`);
  console.log(`load average ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}`);
} finally {
  bare?.kill("SIGTERM");
  await server.stop();
}
