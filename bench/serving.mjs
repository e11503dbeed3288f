#!/usr/bin/env node
// Issue 44, every figure a ratio within one run (the machine is shared, absolute figures are noise):
// - static files: the largest script the list page loads (/_next/static/…), asked plainly and with
//   `Accept-Encoding: gzip, br`, against a bare node:http server this bench starts itself that sends
//   the same bytes from memory (bench/bare-server.mjs): goals plain ≥ 0.9 × bare, compressed ≥ plain;
// - the kept list page asked with `gzip, br` against the same page uncompressed: goal ≥ 0.9;
// - cold start: from spawning `node server/main.mjs` (and the container's `node server/migrate-and-serve.mjs`) on a
//   database that holds a list, to that list's page answered in full, and the container's command to
//   the first 200 of /web/ (issue 57's figure: `serveWeb`); median of `--starts` (3),
//   next to a bare node:http server's start: goal ≤ 600 ms;
// - list_get p99 (10 connections) while 20 clients log in (argon2id) against its p99 alone: goal ≤ 2;
//   with `--control`, each round also measures the reads alone a second time, and the second's p99
//   over the first is the rounds' noise: what the storm's ratio would be if the logins cost nothing.
//   The p99s are the reads' own times to the microsecond (`load`'s `exact`), not autocannon's whole
//   milliseconds, in which 1 against 2 ms made a ratio of 2.
//   autocannon's reads run as fast as the server answers, so their latency follows the throughput
//   the storm leaves (decision 186); each round also reads at a steady `--paced-rate` a second in a
//   process of its own (bench/paced-reads.mjs, timed to the microsecond), idle and during the storm:
//   the wait a reader notices. With `--control` the paced reads also run beside a busy loop at
//   niceness 10 and no logins: the machine's own floor for the storm's ratio.
// The load paths run in turns, `--rounds` times; each shows its median round, and a ratio is the
// median of the rounds' ratios (the two paths run next to each other in each). autocannon leaves the
// bodies unread (bench/server.mjs, leaveBodiesUnread), as it reads binary ones far slower than text.
// The storm's rounds are in bench/serving-storm.mjs, the static file's and page's probes in bench/serving-static.mjs.
// Usage: node bench/serving.mjs [--seconds 8] [--connections 50] [--rounds 3] [--starts 3]
//                               [--out bench/serving.json] [--skip cold,static,page,storm] [--request-log]
//                               [--control] [--paced-rate 1000]
// Needs a build (npm start or node scripts/setup.mjs). docs/performance.md records results.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { coldStarts } from "./cold-start.mjs";
import {
  arg,
  loadBodiesUnread as load,
  median,
  option,
  row,
  seedList,
  startBenchServer,
  writeResult,
} from "./server.mjs";
import { largestScript, probe } from "./serving-static.mjs";
import { stormRounds } from "./serving-storm.mjs";

/**
 * @typedef {import("./serving-static.mjs").Probe} Probe
 * @typedef {import("./server.mjs").Run & { rounds?: number[] }} Turn A run, with each round's req/s when run in turns.
 * @typedef {{ key: string, title: string, options: import("./server.mjs").LoadOptions }} Entry
 * @typedef {Awaited<ReturnType<typeof stormRounds>>} Storm
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = arg("seconds", 8);
const connections = arg("connections", 50);
const roundCount = arg("rounds", 3);
const starts = arg("starts", 3);
const port = arg("port", 3590);
const out = option("out", "bench/serving.json");
const skipped = new Set(option("skip", "").split(",").filter(Boolean));
const BOTH = "gzip, br";

/**
 * Runs `entries` in turns, `roundCount` times; each entry's median round (by req/s), with every
 * round's req/s in the order run (`rounds`), so that two entries compare round by round.
 * @param {Entry[]} entries
 * @param {() => Promise<unknown>} settle
 * @returns {Promise<Record<string, Turn>>}
 */
async function inTurns(entries, settle) {
  /** @type {Map<string, import("./server.mjs").Run[]>} */
  const rounds = new Map(entries.map(({ key }) => [key, []]));
  for (let round = 0; round < roundCount; round += 1) {
    for (const { key, title, options } of entries) {
      rounds.get(key)?.push(await load(title, { connections, duration: seconds, ...options }));
      await settle();
    }
  }
  return Object.fromEntries(
    entries.map(({ key }) => {
      const inOrder = rounds.get(key) ?? [];
      const sorted = [...inOrder].sort((a, b) => a.result.requests.average - b.result.requests.average);
      return [
        key,
        {
          .../** @type {import("./server.mjs").Run} */ (sorted[Math.floor(sorted.length / 2)]),
          rounds: inOrder.map((one) => Math.round(one.result.requests.average)),
        },
      ];
    }),
  );
}

/**
 * @type {{
 *   date: string, node: string, cores: number, loadBefore?: number[], loadAfter?: number[],
 *   coldStart?: Awaited<ReturnType<typeof coldStarts>>, requestLog?: boolean,
 *   static?: { path: string, bytes: number, plain: Probe, compressed: Probe },
 *   page?: { plain: Probe, compressed: Probe },
 *   stormRatios?: Storm["stormRatios"], controlRatios?: number[], paced?: Storm["paced"],
 *   ratios?: Record<string, number | null>, runs?: Record<string, unknown>[],
 * }}
 */
const record = { date: new Date().toISOString(), node: process.version, cores: os.cpus().length };
record.loadBefore = os.loadavg().map((n) => Number(n.toFixed(2)));
if (!skipped.has("cold")) record.coldStart = await coldStarts({ port, starts });

// --request-log: the app writes its request log (REQUEST_LOG=1) into a pipe the bench reads, as
// journald would (issue 57: static files with the log on)
const requestLog = process.argv.includes("--request-log");
const control = process.argv.includes("--control");
const pacedRate = arg("paced-rate", 1000);

record.requestLog = requestLog;
const server = await startBenchServer({ port, env: requestLog ? { REQUEST_LOG: "1" } : {}, drainStdout: requestLog });
const { base } = server;
/** @type {import("node:child_process").ChildProcess[]} */
const bare = [];
try {
  const { slug, ownerPassword } = await seedList(base);
  const settle = () => fetch(`${base}/api/health`).then((answer) => answer.arrayBuffer());
  /** @type {Record<string, Turn>} */
  const runs = {};
  if (!skipped.has("static") || !skipped.has("page")) {
    const script = await largestScript(base, slug);
    /** @type {Entry[]} */
    const entries = [];
    if (!skipped.has("static")) {
      const plain = await probe(`${base}${script.src}`);
      record.static = {
        path: script.src,
        bytes: script.bytes,
        plain,
        compressed: await probe(`${base}${script.src}`, BOTH),
      };
      // the same bytes from a bare node:http server: with its two headers, and with the app's own
      const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...sent } = plain.headers;
      /** @param {number} port @param {object} [headers] the headers it sends besides its own */
      const startBare = async (port, headers) => {
        const child = spawn(
          process.execPath,
          [
            path.join(root, "bench/bare-server.mjs"),
            script.file,
            String(port),
            ...(headers ? [JSON.stringify(headers)] : []),
          ],
          { stdio: ["ignore", "pipe", "inherit"] },
        );
        bare.push(child);
        await new Promise((resolve) => child.stdout.once("data", resolve));
      };
      await startBare(port + 1);
      await startBare(port + 2, sent);
      entries.push(
        { key: "bare", title: "bare node:http, the same bytes", options: { url: `http://127.0.0.1:${port + 1}/` } },
        {
          key: "bare_headers",
          title: "bare node:http, the same bytes and headers",
          options: { url: `http://127.0.0.1:${port + 2}/` },
        },
        { key: "static", title: `GET ${script.src}`, options: { url: `${base}${script.src}` } },
        {
          key: "static_compressed",
          title: `GET ${script.src}, Accept-Encoding: ${BOTH}`,
          options: { url: `${base}${script.src}`, headers: { "accept-encoding": BOTH } },
        },
      );
    }
    if (!skipped.has("page")) {
      const page = `${base}/web/?slug=${slug}`;
      record.page = { plain: await probe(page), compressed: await probe(page, BOTH) };
      entries.push(
        { key: "page", title: "GET /web/?slug= (kept)", options: { url: page } },
        {
          key: "page_compressed",
          title: `GET /web/?slug= (kept), Accept-Encoding: ${BOTH}`,
          options: { url: page, headers: { "accept-encoding": BOTH } },
        },
      );
    }
    await load("warm-up", { url: `${base}/web/?slug=${slug}`, connections: 10, duration: 2 });
    Object.assign(runs, await inTurns(entries, settle));
  }
  if (!skipped.has("storm")) {
    const storm = await stormRounds({
      base,
      slug,
      ownerPassword,
      seconds,
      rounds: roundCount,
      control,
      pacedRate,
      settle,
    });
    Object.assign(runs, storm.runs);
    record.stormRatios = storm.stormRatios;
    if (storm.controlRatios) record.controlRatios = storm.controlRatios;
    record.paced = storm.paced;
  }

  // the median of the rounds' ratios: two entries run next to each other in every round, so a
  // round that the machine slowed for both still compares them fairly
  const ratio = (/** @type {string} */ a, /** @type {string} */ b) => {
    const [top, bottom] = [runs[a]?.rounds, runs[b]?.rounds];
    if (!top || !bottom) return null;
    return Number(median(top.map((value, index) => value / Math.max(1, bottom[index] ?? 0))).toFixed(2));
  };
  record.ratios = {
    staticToBare: ratio("static", "bare"),
    staticToBareWithHeaders: ratio("static", "bare_headers"),
    staticCompressedToPlain: ratio("static_compressed", "static"),
    pageCompressedToPlain: ratio("page_compressed", "page"),
    stormP99ToIdle: record.stormRatios ? median(record.stormRatios.map((r) => r ?? Infinity)) : null,
    coldStartMs: record.coldStart?.server?.ms ?? null,
  };
  record.runs = Object.entries(runs).map(([key, { rounds, ...one }]) => ({
    key,
    ...row(one),
    ...(rounds && { rounds }),
  }));
  record.loadAfter = os.loadavg().map((n) => Number(n.toFixed(2)));

  console.log(`\nnode ${process.version}, ${record.cores} cores, ${seconds} s each, ${connections} connections`);
  console.log(`load average before ${record.loadBefore.join(" ")}, after ${record.loadAfter.join(" ")}\n`);
  if (record.coldStart)
    console.log("cold start to the first list page, ms (median, runs):", JSON.stringify(record.coldStart));
  const sent = (/** @type {Probe} */ { status, encoding, bytes, headers }) =>
    `${status} ${encoding} ${bytes} B etag ${headers.etag ?? "none"}`;
  if (record.static) {
    const { path: file, plain, compressed } = record.static;
    console.log(`static file ${file}: plain ${sent(plain)}; ${BOTH}: ${sent(compressed)}`);
  }
  if (record.page) console.log(`kept page: plain ${sent(record.page.plain)}; ${BOTH}: ${sent(record.page.compressed)}`);
  console.table(record.runs.map(({ key: _key, ...shown }) => shown));
  const {
    staticToBare,
    staticToBareWithHeaders,
    staticCompressedToPlain,
    pageCompressedToPlain,
    stormP99ToIdle,
    coldStartMs,
  } = record.ratios;
  console.log(`static plain ÷ bare node:          ${staticToBare} (goal ≥ 0.9)`);
  console.log(`  ÷ bare node with the same headers: ${staticToBareWithHeaders}`);
  console.log(`static ${BOTH} ÷ static plain:   ${staticCompressedToPlain} (goal ≥ 1)`);
  console.log(`kept page ${BOTH} ÷ plain:        ${pageCompressedToPlain} (goal ≥ 0.9)`);
  console.log(`list_get p99, storm ÷ idle:        ${stormP99ToIdle} (goal ≤ 2; rounds ${record.stormRatios})`);
  if (record.controlRatios) console.log(`  idle ÷ idle, the rounds' noise:   rounds ${record.controlRatios}`);
  if (record.paced) {
    const { rate, rounds, stormRatios, controlRatios, floorRatios } = record.paced;
    console.log(`list_get at ${rate}/s, p99 storm ÷ idle: rounds ${stormRatios} (goal ≤ 1.5)`);
    if (controlRatios) console.log(`  idle ÷ idle, the rounds' noise:   rounds ${controlRatios}`);
    if (floorRatios) console.log(`  a busy core, no logins ÷ idle:    rounds ${floorRatios} (the machine's floor)`);
    const ms = (/** @type {{ p50: number, p99: number }} */ { p50, p99 }) => `p50 ${p50} p99 ${p99}`;
    for (const { idle, storm } of rounds) console.log(`  idle ${ms(idle)} ms; storm ${ms(storm)} ms`);
  }
  console.log(`cold start, node server/main.mjs:  ${coldStartMs} ms (goal ≤ 600)`);
  await writeResult(out, record);
  console.log(`written to ${out}`);
} finally {
  for (const child of bare) child.kill("SIGTERM");
  await server.stop();
}
