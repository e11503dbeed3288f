#!/usr/bin/env node
// Hostile pictures and the rest of the server (issue 39 items 3, 4 and 8, docs/decisions/073):
// one client reads a list with list_get, one request after another, while an attacker sends
// pictures that are tiny as bytes and huge as pixels: an AVIF of 8000 × 8000 (1 KB, 64 MP, a
// format libvips cannot shrink while decoding) and one of 4000 × 4000 (16 MP), by owner upload
// (four at once), by an unauthenticated import (20 in one file, the client hanging up after 4 s)
// and as fetched picture links (four at once); then 60 uploads of 9.4 MB at once to a list that
// does not exist. Per attack: the reader's p99 and slowest answer, the server's CPU seconds per
// hostile request (until it is idle again) and its peak memory; at the end, its memory after
// 60 s without a request. The per-address limits are lifted (RATE_LIMIT_*), so every picture is
// really processed: the budgets of decision 073 stop an address long before.
// Usage: node bench/picture-stall.mjs [--port 3495] [--out bench/picture-stall.json] [--only words]
// (--only: the attacks whose names hold one of the comma-separated words). Needs a build
// (NEXT_DIST_DIR=.next-before runs another build of the app, e.g. one of the code before a change).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { memoryOf } from "../scripts/process-memory.mjs";
import { arg, option, post, seedList, startBenchServer, writeResult } from "./server.mjs";

const out = option("out", "bench/picture-stall.json");
const TICKS_PER_SECOND = 100; // Linux's USER_HZ
const round = (/** @type {number} */ n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's CPU seconds so far (user + system), from /proc. @param {number} pid */
function cpuSeconds(pid) {
  const fields = String(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Starts the peak-memory count of `pid` afresh (writing 5 to clear_refs resets VmHWM). @param {number} pid */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // not allowed here: the peak is then the process's highest so far
  }
}

/** The reader's pace: one list_get every this many ms, so that its own load stays small and steady. */
const READ_EVERY_MS = 10;
/** CPU seconds the server spends per read of the reader alone (measured first). */
let readerCpuPerRead = 0;

/** How many of the server's threads other than the main one are running or waiting for a core. @param {number} pid */
function runnableHelpers(pid) {
  let count = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    if (task === String(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8").split(") ")[1]?.startsWith("R")) count += 1;
    } catch {
      // the thread ended meanwhile
    }
  }
  return count;
}

/**
 * Waits until the server's helper threads (libuv's pool, where sharp decodes; import workers)
 * have been idle for two seconds: the attack's work is over. Counted from thread states rather
 * than CPU, because on a busy machine a starved decode uses little CPU per second and looks idle.
 * @param {number} pid
 */
async function untilIdle(pid, limitMs = 600_000) {
  const started = performance.now();
  /** @type {boolean[]} */
  const samples = [];
  // a garbage collector's helper runs now and then beside the reader: at most 4 of 40 samples
  while (performance.now() - started < limitMs) {
    await sleep(50);
    samples.push(runnableHelpers(pid) > 0);
    if (samples.length > 40) samples.shift();
    if (samples.length === 40 && samples.filter(Boolean).length <= 4) return;
  }
}

const avif = (/** @type {number} */ side) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .avif({ quality: 30, effort: 0 })
    .toBuffer();
const pictures = { "AVIF 8000 × 8000": await avif(8000), "AVIF 4000 × 4000": await avif(4000) };

// the shop the fetched picture links point at (OUTBOUND_ALLOW_HOSTS=127.0.0.1)
let shopPicture = Buffer.alloc(0);
const shop = http.createServer((_request, response) => {
  response.writeHead(200, { "content-type": "image/avif", "content-length": shopPicture.length }).end(shopPicture);
});
await new Promise((resolve) => shop.listen(0, "127.0.0.1", () => resolve(undefined)));
const shopOrigin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (shop.address()).port}`;

const server = await startBenchServer({
  port: arg("port", 3495),
  env: {
    OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
    RATE_LIMIT_CREATES: "100000",
    RATE_LIMIT_FAILED_IMPORTS: "100000",
    RATE_LIMIT_PICTURES: "100000",
  },
});
const { base, pid } = server;

/**
 * list_get every READ_EVERY_MS (one at a time) until `done` settles; the latencies in ms.
 * @param {string} slug
 * @param {Promise<unknown>} done
 */
async function readWhile(slug, done) {
  let finished = false;
  void done.finally(() => (finished = true));
  /** @type {number[]} */
  const times = [];
  while (!finished) {
    const started = performance.now();
    await (await fetch(`${base}/api/list_get.php?slug=${slug}`)).arrayBuffer();
    const took = performance.now() - started;
    times.push(took);
    await sleep(Math.max(0, READ_EVERY_MS - took));
  }
  return times;
}

/** @param {number[]} times */
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { reads: sorted.length, p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** `--only word,word`: the attacks whose names hold one of the words (all when absent). */
const only = option("only", null)?.split(",") ?? null;

/**
 * Runs `attack` (resolving with how many hostile requests it sent) while the reader reads, until
 * the server's work is over (not just until the answers came: an abandoned import went on).
 * CPU per hostile request leaves out what the reader costs.
 * @param {string} name
 * @param {string} slug
 * @param {() => Promise<number>} attack
 */
async function measure(name, slug, attack) {
  if (only && !only.some((word) => name.includes(word))) return null;
  await sleep(2000);
  resetPeak(pid);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const attackDone = attack();
  const times = await readWhile(
    slug,
    attackDone.then(() => untilIdle(pid)),
  );
  const hostile = await attackDone;
  const seconds = (performance.now() - started) / 1000;
  const result = {
    attack: name,
    ...summary(times),
    seconds: round(seconds),
    cpuSecondsPerHostileRequest: round(
      Math.max(0, cpuSeconds(pid) - cpuBefore - readerCpuPerRead * times.length) / hostile,
      2,
    ),
    peakRssMiB: round(memoryOf(pid).peak),
  };
  console.log(JSON.stringify(result));
  return result;
}

/** Sends `count` uploads of `bytes` at once to a list that does not exist (a worker thread's code). */
const UPLOAD_FLOOD = `
const { workerData: { base, count, bytes } } = require("node:worker_threads");
const picture = new Blob([Buffer.alloc(Math.round(bytes), 7)], { type: "image/jpeg" });
const one = () => {
  const form = new FormData();
  form.append("slug", "nosuchlist");
  form.append("edit_token", "x".repeat(43));
  form.append("item_id", "nosuchitem");
  form.append("image", picture, "picture.jpg");
  return fetch(base + "/api/item_image.php", { method: "POST", body: form }).then((r) => r.arrayBuffer()).catch(() => {});
};
Promise.all(Array.from({ length: count }, one));
`;

/**
 * @param {{ slug: string, edit_token: string }} list
 * @param {string} itemId
 * @param {Buffer} bytes
 * @param {{ signal?: AbortSignal }} [options]
 */
function upload(list, itemId, bytes, { signal } = {}) {
  const form = new FormData();
  form.append("slug", list.slug);
  form.append("edit_token", list.edit_token);
  form.append("item_id", itemId);
  form.append(
    "image",
    new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)], { type: "image/avif" }),
    "picture.avif",
  );
  return fetch(`${base}/api/item_image.php`, { method: "POST", body: form, signal })
    .then((response) => response.arrayBuffer())
    .catch(() => {});
}

try {
  const reader = await seedList(base);
  const list = await post(base, "/api/list_create.php", { title: "Attack", owner_password: "bench-pass" });
  /** @type {{ id: string }[]} */
  const items = [];
  for (let i = 0; i < 4; i += 1)
    items.push(
      (await post(base, "/api/item_create.php", { slug: list.slug, edit_token: list.edit_token, title: `W ${i}` }))
        .item,
    );
  for (let i = 0; i < 30; i += 1) await fetch(`${base}/api/list_get.php?slug=${reader.slug}`); // warm-up
  const idleRss = memoryOf(pid).rss;

  // the reader alone: its latency, and the CPU it costs the server per second
  const cpuBefore = cpuSeconds(pid);
  const idle = summary(await readWhile(reader.slug, sleep(5000)));
  readerCpuPerRead = (cpuSeconds(pid) - cpuBefore) / idle.reads;
  /** @type {(Record<string, unknown> | null)[]} */
  const results = [
    { attack: "none (the reader alone)", ...idle, readerCpuMsPerRead: round(readerCpuPerRead * 1000, 2) },
  ];
  console.log(JSON.stringify(results[0]));
  for (const [name, bytes] of Object.entries(pictures)) {
    results.push(
      await measure(`4 owner uploads at once, ${name}`, reader.slug, async () => {
        await Promise.all(items.map((item) => upload(list, item.id, bytes)));
        return 4;
      }),
    );
    results.push(
      await measure(`an import of 20, client gone after 4 s, ${name}`, reader.slug, async () => {
        const picture = bytes.toString("base64");
        const document = {
          format: "wunschliste.list",
          version: 2,
          list: { title: "Import" },
          items: Array.from({ length: 20 }, (_, i) => ({ title: `Gift ${i}`, picture })),
        };
        await fetch(`${base}/api/list_import.php`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ owner_password: "import-pass", document }),
          signal: AbortSignal.timeout(4000),
        })
          .then((response) => response.arrayBuffer())
          .catch(() => {});
        return 20;
      }),
    );
    shopPicture = bytes;
    results.push(
      await measure(`4 picture links at once, ${name}`, reader.slug, async () => {
        await Promise.all(
          items.map((item, i) =>
            post(base, "/api/item_update.php", {
              slug: list.slug,
              edit_token: list.edit_token,
              item_id: item.id,
              image_url: `${shopOrigin}/${name.replace(/\D+/g, "")}-${i}-${Date.now()}.avif`,
            }),
          ),
        );
        return 4;
      }),
    );
  }
  // sent from a thread of its own: building and sending 560 MB would hold the reader's own event
  // loop, and the reader is to measure the server
  results.push(
    await measure("60 uploads of 9.4 MB at once to a missing list", reader.slug, async () => {
      const flood = new Worker(UPLOAD_FLOOD, { eval: true, workerData: { base, count: 60, bytes: 9.4 * 1024 * 1024 } });
      await new Promise((resolve) => flood.once("exit", resolve));
      return 60;
    }),
  );

  // memory once the server has been left alone for a minute (issue 39 item 8)
  await sleep(60_000);
  const afterMinute = memoryOf(pid).rss;
  const result = {
    machine: `${process.platform} ${process.arch}, node ${process.version}, ${os.cpus().length} cores, load ${(os.loadavg()[0] ?? NaN).toFixed(1)}`,
    pictureBytes: Object.fromEntries(Object.entries(pictures).map(([name, bytes]) => [name, bytes.length])),
    attacks: results.filter(Boolean),
    memory: { idleBeforeMiB: round(idleRss), idleAfterOneQuietMinuteMiB: round(afterMinute) },
  };
  console.log(JSON.stringify(result.memory));
  await writeResult(out, result);
} finally {
  await server.stop();
  shop.close();
}
