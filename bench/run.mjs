#!/usr/bin/env node
// Load benchmark of the hot paths against the production server, all figures from one run so that
// their ratios hold (issue 11): the floor (an /api/ path that reads no database: the JSON 404),
// list_get (fresh, and revalidated: 304), the page as kept (50 and 10 connections) and as rendered
// (10 connections; 20 and 200 items), the not-found page, the owner login, a
// reservation attempt (409), and list_get alone and during a storm of right-password logins (argon2 on the server). Each figure
// is also given as a ratio to the floor; the storm as a ratio to list_get alone.
// On a fresh temp SQLite file, or with --postgresql on a throwaway PostgreSQL cluster
// (scripts/postgres-cluster.mjs) with --instances N servers sharing it (autocannon spreads its
// connections over them); --lists N adds N filler lists of 50 items first (bench/seed.mjs).
// --metrics: the servers count metrics (METRICS_TOKEN set) and are scraped every 15 s as Prometheus
// would, to compare with a run without (docs/performance.md, "Metrics").
// Usage: node bench/run.mjs [--seconds 10] [--connections 50] [--lists 0] [--rounds 3] [--out bench/run.json]
//                           [--postgresql [--instances 2]] [--metrics]
// Needs a build (npm start or npm test once). Prints a table and writes the same as JSON;
// docs/performance.md records results.
import { randomBytes } from "node:crypto";
import os from "node:os";
import { memoryOf } from "../scripts/process-memory.mjs";
import {
  arg,
  benchDatabase,
  flag,
  load,
  option,
  productionMalloc,
  row,
  seedList,
  settledRss,
  startBenchServer,
  writeResult,
} from "./server.mjs";

const seconds = arg("seconds", 10);
const connections = arg("connections", 50);
const instances = arg("instances", 1);
const firstPort = arg("port", 3490);
const fillerLists = arg("lists", 0);
const roundCount = arg("rounds", 3);
// --node-args "--flag --other": flags for the server's Node.js (e.g. a V8 memory setting to compare)
const nodeArgs = option("node-args", "").split(/\s+/).filter(Boolean);
const out = option("out", "bench/run.json");
const { cluster, databaseUrl, ...database } = await benchDatabase({
  postgresql: flag("postgresql"),
  instances,
  fillerLists,
});
const metricsToken = flag("metrics") ? randomBytes(24).toString("hex") : null;
const servers = await Promise.all(
  Array.from({ length: instances }, (_, i) =>
    startBenchServer({
      port: firstPort + i,
      databaseUrl,
      fillerLists,
      nodeArgs,
      env: metricsToken ? { METRICS_TOKEN: metricsToken } : {},
    }),
  ),
);
const bases = servers.map((server) => server.base);
const scrapes = metricsToken
  ? setInterval(() => {
      for (const b of bases)
        fetch(`${b}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
          .then((answer) => answer.text())
          .catch(() => {});
    }, 15_000)
  : null;
const base = /** @type {string} */ (bases[0]);
const urls = (/** @type {string} */ pathAndQuery) =>
  bases.length === 1 ? `${base}${pathAndQuery}` : bases.map((b) => `${b}${pathAndQuery}`);
const json = (/** @type {Record<string, string>} */ body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

try {
  const { slug, itemIds, ownerPassword } = await seedList(base);
  // Memory (issue 11: idle ≤ 180 MiB, peak under the bench ≤ 350 MiB), of the first instance:
  // idle once the list is made and the server has answered a few requests, and after all runs.
  const pid = /** @type {import("./server.mjs").BenchServer} */ (servers[0]).pid;
  const peakSoFar = () => Math.round(memoryOf(pid).peak);
  for (const pathAndQuery of [`/api/list_get.php?slug=${slug}`, `/web/?slug=${slug}`, "/web/"]) {
    await fetch(`${base}${pathAndQuery}`);
  }
  // idle: 10 s without a request, once the server has given back what it no longer needs
  // (server/memory.mjs collectWhenQuiet: its two collections, each followed by malloc_trim
  // when setup built it, fall between 6 and 9 s, as it looks every 1.5 s)
  const untilQuiet = () => new Promise((resolve) => setTimeout(resolve, 10_000));
  await untilQuiet();
  const idleRss = await settledRss(pid);
  /** @typedef {import("./server.mjs").Run} Run */
  /** @typedef {Partial<import("./server.mjs").LoadOptions> & { url: string | string[] }} Target */
  const run = (/** @type {string} */ title, /** @type {Target} */ options) =>
    load(title, { connections, duration: seconds, ...options });
  await run("warm-up", { url: urls(`/api/list_get.php?slug=${slug}`), duration: 2 });

  /** @type {(Run & { key: string, peakMiB: number, rounds?: number[] })[]} */
  const runs = [];
  // autocannon stops sending at the end of a run, but the server may still work off a backlog
  // (a page takes seconds at 50 connections on a busy machine); the next run starts after it.
  const settle = async () => {
    for (const b of bases) await fetch(`${b}/api/health`);
  };
  const measure = async (/** @type {string} */ key, /** @type {string} */ title, /** @type {Target} */ options) => {
    const result = await run(title, options);
    await settle();
    runs.push({ key, ...result, peakMiB: peakSoFar() });
    return result;
  };
  // The floor and list_get are measured in turns, `rounds` times, and each shows its median round:
  // on a shared 2-core machine one run of either can be disturbed; their ratio is the target.
  const inTurns = async (/** @type {[string, string, Target][]} */ entries) => {
    /** @type {Map<string, Run[]>} */
    const rounds = new Map(entries.map(([key]) => [key, []]));
    for (let round = 0; round < roundCount; round += 1) {
      for (const [key, title, options] of entries) {
        rounds.get(key)?.push(await run(title, options));
        await settle();
      }
    }
    return entries.map(([key]) => {
      const sorted = (rounds.get(key) ?? []).sort((a, b) => a.result.requests.average - b.result.requests.average);
      const median = /** @type {Run} */ (sorted[Math.floor(sorted.length / 2)]);
      runs.push({
        key,
        ...median,
        peakMiB: peakSoFar(),
        rounds: sorted.map((one) => Math.round(one.result.requests.average)),
      });
      return median;
    });
  };
  await run("warm-up", { url: urls("/api/bench-floor"), duration: 2 });
  const etag = (await fetch(`${base}/api/list_get.php?slug=${slug}`)).headers.get("etag");
  const [floor] = /** @type {[Run]} */ (
    await inTurns([
      ["floor", "floor: GET /api/ unknown path (JSON 404, no database)", { url: urls("/api/bench-floor") }],
      ["list_get", "GET /api/list_get.php (20 items, 5 reserved)", { url: urls(`/api/list_get.php?slug=${slug}`) }],
      [
        "list_get_304",
        "GET /api/list_get.php, client has it (If-None-Match → 304)",
        { url: urls(`/api/list_get.php?slug=${slug}`), headers: { "if-none-match": etag ?? "" } },
      ],
    ])
  );
  // The page as visitors get it: rendered once per version of the list, then kept (decision 033).
  await measure("page", "GET /web/?slug= (page, kept per list version)", { url: urls(`/web/?slug=${slug}`) });
  await measure("page_10", "GET /web/?slug=, 10 connections", { url: urls(`/web/?slug=${slug}`), connections: 10 });
  // Browsers take gzip: the page is compressed once per version, each answer joins it around its
  // own nonce (decision 086).
  await measure("page_gzip_10", "GET /web/?slug=, gzip, 10 connections", {
    url: urls(`/web/?slug=${slug}`),
    connections: 10,
    headers: { "accept-encoding": "gzip" },
  });
  // The same page rendered at every request: a second query parameter is never kept, so this is
  // what each first visit after a change costs (and what every visit cost before 033).
  const rendered = (/** @type {string} */ pathAndQuery) => `${pathAndQuery}&bench=render`;
  await measure("page_render_10", "GET /web/?slug=&bench=render (rendered every time), 10 connections", {
    url: urls(rendered(`/web/?slug=${slug}`)),
    connections: 10,
  });
  // The lightest page of the app's shell (layout, header, a not-found text, no database rows):
  // what the framework and the shell cost before any list is drawn.
  await measure("page_floor_10", "GET /web/?slug=<unknown> (not-found page), 10 connections", {
    url: urls("/web/?slug=no-such-list"),
    connections: 10,
  });
  // Cost linear in the items (target: 200 items in ≤ 3 × the time of 20): both at 10 connections.
  const big = await seedList(base, { items: 200 });
  await measure("page_200_10", "GET /web/?slug= (200 items, 50 reserved), 10 connections", {
    url: urls(`/web/?slug=${big.slug}`),
    connections: 10,
  });
  await measure("page_200_render_10", "GET /web/?slug=&bench=render (200 items, rendered every time), 10 connections", {
    url: urls(rendered(`/web/?slug=${big.slug}`)),
    connections: 10,
  });
  await measure("login", "POST /api/list.owner.login.php (right password)", {
    url: urls("/api/list.owner.login.php"),
    ...json({ slug, owner_password: ownerPassword }),
  });
  await measure("reserve", "POST /api/item_reserve.php (already reserved → 409)", {
    url: urls("/api/item_reserve.php"),
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `item_id=${itemIds[0]}&name=Bench&password=pw`,
  });
  const reads = (/** @type {string} */ key, /** @type {string} */ title) =>
    measure(key, title, { url: urls(`/api/list_get.php?slug=${slug}`), connections: 10 });
  const quiet = await reads("list_get_10", "GET /api/list_get.php, 10 connections");
  const storm = load("hashing storm", {
    url: urls("/api/list.owner.login.php"),
    connections: 20,
    duration: seconds + 1,
    ...json({ slug, owner_password: ownerPassword }),
  });
  const stormy = await reads("list_get_10_storm", "GET /api/list_get.php, 10 connections, 20 logging in");
  runs.push({ key: "storm", ...(await storm), peakMiB: peakSoFar() });

  const peakMiB = peakSoFar();
  await untilQuiet();
  const memory = { idleMiB: Math.round(idleRss), peakMiB, idleAfterMiB: Math.round(await settledRss(pid)) };
  const perSecond = (/** @type {import("./server.mjs").RunResult} */ result) => result.requests.average;
  // peak MiB: the server's highest resident memory once that run is done, so the run that raised it shows
  const table = runs.map(({ key, rounds, peakMiB, ...result }) => ({
    ...row(result),
    "peak MiB": peakMiB,
    ...(rounds ? { rounds } : {}),
    "× floor req/s": (perSecond(result.result) / perSecond(floor.result)).toFixed(2),
    "× floor p99": (result.result.latency.p99 / Math.max(1, floor.result.latency.p99)).toFixed(2),
    key,
  }));
  const stormP99 = stormy.result.latency.p99 / Math.max(1, quiet.result.latency.p99);
  const pageAt = (/** @type {string} */ key) => runs.find((one) => one.key === key)?.result.latency.p50 ?? NaN;
  const bigPage = pageAt("page_200_render_10") / Math.max(1, pageAt("page_render_10"));
  const bigKeptPage = pageAt("page_200_10") / Math.max(1, pageAt("page_10"));
  const backend = cluster ? `PostgreSQL, ${instances} instance(s)` : "SQLite";
  const malloc = Object.entries(productionMalloc())
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
  const setting = `${backend}${metricsToken ? ", metrics on (scraped every 15 s)" : ""}${nodeArgs.length ? ` (node ${nodeArgs.join(" ")})` : ""}, ${malloc}, ${fillerLists} filler lists, ${connections} connections, ${seconds} s each, node ${process.version}, ${os.cpus().length} cores`;
  console.log(`\n${setting}\n`);
  console.table(table.map(({ key: _key, rounds: _rounds, ...shown }) => shown));
  console.log(
    `floor and list_get in turns, req/s of each round: ${JSON.stringify(Object.fromEntries(table.filter((r) => r.rounds).map((r) => [r.key, r.rounds])))}`,
  );
  console.log(`list_get p99 while 20 clients log in: ${stormP99.toFixed(2)} × its p99 alone (target ≤ 2)`);
  console.log(
    `page p50 with 200 items: ${bigPage.toFixed(2)} × with 20 rendered (target ≤ 3), ${bigKeptPage.toFixed(2)} × kept`,
  );
  console.log(
    `memory: idle ${memory.idleMiB} MiB (target ≤ 180), peak ${memory.peakMiB} MiB (target ≤ 350), idle after the runs ${memory.idleAfterMiB} MiB`,
  );
  const record = {
    date: new Date().toISOString(),
    setting,
    load: os.loadavg().map((n) => Number(n.toFixed(2))),
    runs: table,
    stormP99Ratio: Number(stormP99.toFixed(2)),
    page200To20P50Ratio: Number(bigPage.toFixed(2)),
    keptPage200To20P50Ratio: Number(bigKeptPage.toFixed(2)),
    memory,
  };
  await writeResult(out, record);
  console.log(`written to ${out}`);
} finally {
  if (scrapes) clearInterval(scrapes);
  await Promise.all(servers.map((server) => server.stop()));
  await database.remove();
}
