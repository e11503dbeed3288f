#!/usr/bin/env node
// How long hostile shop pages hold the server (issue 39 items 1, 2 and 5): a worker thread asks
// `/api/health` one request after another (an event loop of its own, so this process's work does
// not count) while the server previews hostile pages from a loopback shop. Figures per page:
// health's p99 and slowest answer during the attack, the server's CPU per preview and its peak
// resident memory (the peak is reset before each page). Two kinds of attack:
//   sequential: one preview at a time, `--rounds` of them;
//   parallel:   `--parallel` previews of the same page at once (a flood from one owner), for the
//               real page and the bomb (`--parallel-all`: every page; slow before the fix).
// The shop listens on 127.0.0.1 only (OUTBOUND_ALLOW_HOSTS=127.0.0.1); nothing leaves loopback.
// The preview rate limits are lifted so every request really fetches and parses.
// Usage: node bench/hostile-pages.mjs [--port 3300] [--rounds 3] [--parallel 60] [--only word,word]
//        [--out bench/hostile-pages.json]
// Needs a build. Goal (docs/performance.md): health's slowest answer stays under 100 ms.
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { brotliCompressSync, constants } from "node:zlib";
import { memoryOf } from "../scripts/process-memory.mjs";
import { arg, option, post, probeWhile, startBenchServer, writeResult } from "./server.mjs";

const rounds = arg("rounds", 3);
const parallel = arg("parallel", 60);
const only = option("only", null)?.split(",") ?? null;
const out = option("out", "bench/hostile-pages.json");

// ---- the pages ----
const MIB = 1024 * 1024;
const head = (/** @type {string} */ title) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>`;
const realPage =
  head("Kettle | Example Shop") +
  `<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Kettle Stella 1,7 l",
    image: "https://cdn.shop.example/kettle.jpg",
    offers: { "@type": "Offer", price: "49.90", priceCurrency: "EUR" },
  })}</script>` +
  // a product page's body: navigation, a gallery, reviews — ~3,000 elements, ~200 KB
  Array.from(
    { length: 400 },
    (_, i) =>
      `<div class="row"><ul><li><a href="/c/${i}">Category ${i}</a></li><li><span>Item</span></li></ul>` +
      `<p class="review">A review of some length, as shops show them, number ${i}.</p><img src="/i/${i}.jpg" alt=""></div>`,
  ).join("") +
  "</body></html>";

/** name → the page (null: the bomb, made below). @type {Record<string, string | null>} */
const PAGES = {
  "a real shop page (JSON-LD, ~200 KB)": realPage,
  "3,000 nested <div> around 500,000 <br> (2 MB)": head("Divs") + "<div>".repeat(3000) + "<br>".repeat(500_000),
  "9,000 nested <div>": head("Deep") + "<div>".repeat(9000) + "deep" + "</div>".repeat(9000),
  "one itemscope with 40,000 itemprop (600 KB)":
    head("Props") + '<div itemscope itemtype="https://schema.org/Product">' + "<b itemprop=n>x</b>".repeat(40_000),
  "20,000 nested <div>, then 480,000 unmatched </x> (2 MB)":
    head("Closers") + "<div>".repeat(20_000) + "</x>".repeat(480_000),
  "a brotli bomb (~10 KB, 256 MiB unpacked)": null, // made below
};
const PARALLEL = new Set([Object.keys(PAGES)[0], Object.keys(PAGES).at(-1)]);
const bomb = brotliCompressSync(Buffer.concat([Buffer.from(head("Bomb")), Buffer.alloc(256 * MIB, " ")]), {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
});

const paths = Object.keys(PAGES).map((_, i) => `/page-${i}`);
const shop = http.createServer((request, response) => {
  const index = paths.indexOf(request.url ?? "");
  const name = Object.keys(PAGES)[index];
  if (!name) return void response.writeHead(404).end();
  if (PAGES[name] === null) {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" });
    return void response.end(bomb);
  }
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(PAGES[name]);
});
await new Promise((resolve) => shop.listen(0, "127.0.0.1", () => resolve(undefined)));
const shopOrigin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (shop.address()).port}`;

const server = await startBenchServer({
  port: arg("port", 3300),
  env: {
    OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
    RATE_LIMIT_PREVIEWS_PER_LIST: "1000000",
    RATE_LIMIT_PREVIEWS_PER_ADDRESS: "1000000",
  },
});
const { base, pid } = server;

/** The server's CPU time so far (all its threads), in ms: utime + stime of /proc/pid/stat, 100 ticks a second. */
function cpuMs() {
  const fields = String(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The peak resident memory starts again from the present (Linux: writing 5 to clear_refs). */
function resetPeak() {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/**
 * /api/health one after another while `attack()` runs: its answers' p99 and max in ms.
 * @template T
 * @param {() => Promise<T>} attack
 */
async function probe(attack) {
  const { result, times } = await probeWhile(`${base}/api/health`, attack);
  const at = (/** @type {number} */ q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { result, p99: Math.round(at(0.99)), max: Math.round(times.at(-1) ?? 0) };
}

const list = await post(base, "/api/list_create.php", { title: "Bench", owner_password: "bench-pass" });

/** @param {string} path */
async function preview(path) {
  const started = performance.now();
  const answer = await fetch(`${base}/api/item_preview.php`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ slug: list.slug, edit_token: list.edit_token, url: `${shopOrigin}${path}` }),
  }).catch(() => null);
  const json = (await answer?.json().catch(() => null)) ?? {};
  const status = answer ? `${answer.status}${json.code ? ` ${json.code}` : ""}` : "no answer";
  return { status, ms: performance.now() - started, title: json.preview?.title ?? null };
}

/** `count` previews of `path`, `width` at a time: statuses, CPU per preview, peak memory, wall time. */
/** @param {string} path @param {number} count @param {number} width */
async function attackWith(path, count, width) {
  resetPeak();
  const cpuBefore = cpuMs();
  const started = performance.now();
  /** @type {Map<string, number>} */
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        next += 1;
        const { status } = await preview(path);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return {
    statuses: [...statuses].map(([status, n]) => `${n}× ${status}`).join(", "),
    "CPU ms per preview": Math.round((cpuMs() - cpuBefore) / count),
    "peak RSS MiB": Math.round(memoryOf(pid).peak),
    "wall s": Number(((performance.now() - started) / 1000).toFixed(1)),
  };
}

/** @type {Record<string, unknown>[]} */
const rows = [];
try {
  const idle = await probe(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  rows.push({ attack: "none (idle)", page: "", "health p99 ms": idle.p99, "health max ms": idle.max });
  console.log(JSON.stringify(rows[0]));
  const chosen = Object.keys(PAGES)
    .map((name, i) => /** @type {[string, string]} */ ([name, String(paths[i])]))
    .filter(([name]) => !only || only.some((word) => name.includes(word)));
  for (const [name, path] of chosen) {
    /** @type {[string, number, number][]} */
    const attacks = [["sequential", rounds, 1]];
    if (PARALLEL.has(name) || process.argv.includes("--parallel-all")) attacks.push(["parallel", parallel, parallel]);
    for (const [attack, count, width] of attacks) {
      const { result, p99, max } = await probe(() => attackWith(path, count, width));
      const row = {
        attack: `${attack} ×${count}`,
        page: name,
        ...result,
        "health p99 ms": p99,
        "health max ms": max,
      };
      rows.push(row);
      console.log(JSON.stringify(row)); // as it comes: a full run takes minutes
    }
  }
  console.log(`\nnode ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((n) => n.toFixed(1))}\n`);
  console.table(rows);
  await writeResult(out, { node: process.version, cores: os.cpus().length, rows });
} finally {
  await server.stop();
  shop.close();
}
