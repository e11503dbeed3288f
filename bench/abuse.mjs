#!/usr/bin/env node
// Reads under abuse (issue 8): list_get latency idle, then while other clients flood the QR
// fallback with 512-character data at size 1024 (each one different, so no cache helps) and
// while they flood list creation. Ratios to the idle run matter, not absolute figures.
// Usage: node bench/abuse.mjs [--seconds 8]
import os from "node:os";
import { arg, load, row, seedList, startBenchServer } from "./server.mjs";

const seconds = arg("seconds", 8);
const server = await startBenchServer({ port: arg("port", 3491) });
const { base } = server;

try {
  const { slug } = await seedList(base);
  const reads = (/** @type {string} */ title) =>
    load(title, { url: `${base}/api/list_get.php?slug=${slug}`, connections: 10, duration: seconds });
  await load("warm-up", { url: `${base}/api/list_get.php?slug=${slug}`, connections: 10, duration: 2 });

  const idle = await reads("list_get, idle");
  let n = 0;
  const qrFlood = load("QR flood", {
    url: `${base}/api/qr`,
    connections: 10,
    duration: seconds + 1,
    requests: [
      { setupRequest: (request) => ({ ...request, path: `/api/qr?size=1024&data=${String(n++).padStart(512, "x")}` }) },
    ],
  });
  const underQr = await reads("list_get, during a QR flood");
  const qr = await qrFlood;
  const createFlood = load("create flood", {
    url: `${base}/api/list_create.php`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title: "Flood", owner_password: "flood-password" }),
    connections: 10,
    duration: seconds + 1,
  });
  const underCreates = await reads("list_get, during a create flood");
  const creates = await createFlood;

  console.log(`\nnode ${process.version}, ${os.cpus().length} cores, ${seconds} s per run, 10 + 10 connections\n`);
  console.table([idle, underQr, qr, underCreates, creates].map(row));
  const ratio = (/** @type {import("./server.mjs").Run} */ run) =>
    (run.result.latency.p99 / Math.max(1, idle.result.latency.p99)).toFixed(2);
  console.log(
    `list_get p99 during the QR flood: ${ratio(underQr)} × idle; during the create flood: ${ratio(underCreates)} × idle`,
  );
} finally {
  await server.stop();
}
