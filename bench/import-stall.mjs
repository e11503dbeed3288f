#!/usr/bin/env node
// How long hostile imports hold the server (issue 34 item 2): one client reads a list with
// list_get, one request after another, while four others send the worst bodies the import's
// 3 MiB cap lets in, over and over. The figure is the slowest list_get of each run: the longest
// time the event loop was held. The failed-import limit is lifted, so every body is really
// parsed and checked (with the limit an address gets 10 tries per 15 minutes; many addresses do
// not). Goal (docs/performance.md): under 100 ms on a 2-core machine.
// Usage: node bench/import-stall.mjs [--rounds 6] [--senders 4] [--port 3493] [--only zeros,keys]
//        (--only: the bodies whose names contain one of the words)
import os from "node:os";
import { Worker } from "node:worker_threads";
import { arg, seedList, startBenchServer } from "./server.mjs";

const rounds = arg("rounds", 6);
const senders = arg("senders", 4);
const MIB = 1024 * 1024;
const limit = 3 * MIB - 4096; // under the cap, so each body is read and parsed

/** Fills `make(i)` pieces joined by `separator` up to `bytes`. */
function filled(bytes, make, separator = ",") {
  const parts = [];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    const part = make(i);
    parts.push(part);
    size += part.length + separator.length;
  }
  return parts.join(separator);
}

const documentText = (items) => `{"format":"wunschliste.list","version":1,"list":{"title":"x"},"items":[${items}]}`;
const json = (items) => `{"owner_password":"pw","document":${documentText(items)}}`;
const longest = JSON.stringify({
  title: "t".repeat(200),
  url: `https://example.org/${"u".repeat(2000)}`,
  image_url: `https://example.org/${"i".repeat(2000)}`,
  price: 19.9,
  note: "n".repeat(1000),
  quantity: 3,
});

const boundary = "xBoundary";
const BODIES = {
  "1.5 M zeros as items": ["application/json", json(filled(limit - 200, () => "0"))],
  "300,000 {} as items": ["application/json", json(filled(limit - 200, () => "{}"))],
  "500 items of the longest kind (a real import)": ["application/json", json(Array(500).fill(longest).join(","))],
  "one object with ~300,000 keys": ["application/json", `{${filled(limit, (i) => `"k${i}":0`)}}`],
  "brackets nested 1.5 M deep": [
    "application/json",
    `{"document":${"[".repeat(limit / 2 - 50)}${"]".repeat(limit / 2 - 50)}}`,
  ],
  "form with ~750,000 fields": ["application/x-www-form-urlencoded", filled(limit, () => "a=1", "&")],
  "document as text with 1.5 M zeros": [
    "application/x-www-form-urlencoded",
    `owner_password=pw&document=${encodeURIComponent(documentText(filled(limit / 3 - 200, () => "0")))}`,
  ],
  "multipart with ~40,000 parts": [
    `multipart/form-data; boundary=${boundary}`,
    `${filled(limit - 100, () => `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1`, "\r\n")}\r\n--${boundary}--\r\n`,
  ],
};

const server = await startBenchServer({
  port: arg("port", 3493),
  env: { RATE_LIMIT_FAILED_IMPORTS: "100000000", RATE_LIMIT_CREATES: "100000000" },
});
const { base } = server;

/**
 * list_get one after another, in a worker thread (an event loop of its own, so the senders' work
 * in this one does not count), while `start()` runs; the slowest answer in ms.
 */
async function probe(slug, start) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const get = async () => (await fetch(workerData.url)).arrayBuffer();
     let stop = false, max = 0;
     parentPort.on("message", () => (stop = true));
     (async () => {
       for (let i = 0; i < 20; i += 1) await get(); // warm: the worker's first fetch loads its client
       parentPort.postMessage("ready");
       while (!stop) {
         const started = performance.now();
         await get();
         max = Math.max(max, performance.now() - started);
       }
       parentPort.postMessage(max);
     })();`,
    { eval: true, workerData: { url: `${base}/api/list_get.php?slug=${slug}` } },
  );
  await new Promise((resolve) => worker.once("message", resolve));
  const slowest = new Promise((resolve) => worker.once("message", resolve));
  await start();
  worker.postMessage("stop");
  const result = await slowest;
  await worker.terminate();
  return result;
}

try {
  const { slug } = await seedList(base);
  const idle = await probe(slug, () => new Promise((resolve) => setTimeout(resolve, 2000)));
  const rows = [{ body: "none (idle)", "size MiB": 0, status: "", "list_get max ms": Math.round(idle) }];
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1].split(",") : null;
  const chosen = Object.entries(BODIES).filter(([name]) => !only || only.some((word) => name.includes(word)));
  for (const [name, [type, text]] of chosen) {
    const body = Buffer.from(text); // encoded once: the senders' own work stays small
    const statuses = new Set();
    const hostile = () =>
      Promise.all(
        Array.from({ length: senders }, async () => {
          for (let round = 0; round < rounds; round += 1) {
            // a body refused while it arrives is answered at once and its connection closed: the
            // rest of the upload then fails (EPIPE), which is the refusal doing its job
            const answer = await fetch(`${base}/api/list_import.php`, {
              method: "POST",
              headers: { "content-type": type },
              body,
            }).catch(() => null);
            const { code } = (await answer?.json().catch(() => null)) ?? {};
            statuses.add(answer ? `${answer.status}${code ? ` ${code}` : ""}` : "closed while sending");
          }
        }),
      );
    const slowest = await probe(slug, hostile);
    rows.push({
      body: name,
      "size MiB": Number((Buffer.byteLength(body) / MIB).toFixed(2)),
      status: [...statuses].join(", "),
      "list_get max ms": Math.round(slowest),
    });
  }
  console.log(`\nnode ${process.version}, ${os.cpus().length} cores, ${senders} senders × ${rounds} bodies each\n`);
  console.table(rows);
} finally {
  await server.stop();
}
