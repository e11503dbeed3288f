#!/usr/bin/env node
// Where a hot path's server CPU goes (issue 11): starts the production server under `--cpu-prof`
// on a fresh temp SQLite file with the bench list (20 items unless told), loads one path for a while, stops the
// server (which writes the profile) and prints the profile's self time grouped by where the code
// lives: Next.js, React (inside Next's runtime), the app's own chunks, Prisma, libSQL, Node's
// internals, garbage collection. Start-up (build loading, migrations, the list's setup) is part of
// the profile; a run of 10 s or more keeps it small. The .cpuprofile opens in Chrome DevTools.
// `static` loads the largest script the list page names (/_next/static/…, as bench/serving.mjs does);
// `--request-log` turns the request log on, its lines into a pipe the bench reads (issue 57).
// `storm`: list_get while 20 clients log in (argon2id at the real cost), both paths warmed for 2 s
// first, as bench/serving.mjs's storm rounds (issue 57, docs/performance.md's fifth pass); `login`:
// those 20 clients alone, warmed for 2 s (issue 57, seventh pass).
// Usage: node bench/profile.mjs [list_get|page|page_render|create|not_found|floor|static|storm|login] [--seconds 10] [--connections 10] [--items 20]
//                               [--dir /tmp/wunschliste-profile] [--detail next|app|prisma|…] [--request-log]
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { arg, load, option, ownerLogins, seedList, startBenchServer } from "./server.mjs";

const target = process.argv[2]?.startsWith("--") ? "list_get" : (process.argv[2] ?? "list_get");
const seconds = arg("seconds", 10);
const connections = arg("connections", 10);
const dir = option("dir", "/tmp/wunschliste-profile");
const detail = option("detail", null);

/** The path of the largest script `page` loads. @param {string} page */
async function largestScript(page) {
  const html = await (await fetch(page)).text();
  const sources = [
    ...new Set([...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => String(m[1]))),
  ];
  const sizes = await Promise.all(
    sources.map(async (src) => (await (await fetch(new URL(src, page))).arrayBuffer()).byteLength),
  );
  return sources[sizes.indexOf(Math.max(...sizes))];
}

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const requestLog = process.argv.includes("--request-log");
const server = await startBenchServer({
  port: arg("port", 3471),
  nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`],
  env: requestLog ? { REQUEST_LOG: "1" } : {},
  drainStdout: requestLog,
});
let answered;
try {
  const { slug, ownerPassword } = await seedList(server.base, { items: arg("items", 20) });
  const paths = {
    list_get: `/api/list_get.php?slug=${slug}`,
    // as visitors get it (kept per list version, decision 033), and rendered at every request
    page: `/web/?slug=${slug}`,
    page_render: `/web/?slug=${slug}&bench=render`,
    create: "/web/",
    not_found: "/web/?slug=no-such-list",
    floor: "/api/bench-floor",
    static: target === "static" ? await largestScript(`${server.base}/web/?slug=${slug}`) : null,
    storm: `/api/list_get.php?slug=${slug}`,
    login: "/api/list.owner.login.php",
  };
  const pathOf = /** @type {Record<string, string | null | undefined>} */ (paths)[target];
  if (!pathOf) throw new Error(`unknown path ${target}: ${Object.keys(paths).join(", ")}`);
  /** @type {import("./server.mjs").LoadOptions} */
  let reads = { url: `${server.base}${pathOf}`, connections, duration: seconds };
  if (target === "login") {
    reads = { ...ownerLogins(server.base, { slug, ownerPassword }), duration: seconds };
    await load("warm-up, logins", { ...reads, duration: 2 });
  }
  let storm = null;
  if (target === "storm") {
    const logins = ownerLogins(server.base, { slug, ownerPassword });
    await load("warm-up", { ...reads, duration: 2 });
    await load("warm-up, logins", { ...logins, duration: 2 });
    storm = load("20 clients logging in", { ...logins, duration: seconds + 1 });
  }
  const { result } = await load(target, reads);
  answered = Math.round(result.requests.average);
  if (storm) {
    const logins = (await storm).result;
    console.log(`list_get p99 ${result.latency.p99} ms beside ${logins.requests.total} logins`);
  }
} finally {
  await server.stop();
}

const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
/** @typedef {{ id: number, callFrame: { url: string, functionName: string, lineNumber: number, columnNumber: number } }} ProfileNode */
/** @type {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} */
const profile = JSON.parse(readFileSync(`${dir}/${file}`, "utf8"));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
/** @type {Map<number, number>} */
const selfTime = new Map();
profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

/** Where a function's code lives, coarsely. @param {ProfileNode} node */
function area({ callFrame: { url, functionName } }) {
  if (functionName === "(garbage collector)") return "gc";
  if (functionName === "(idle)" || functionName === "(program)") return functionName;
  if (/libsql/.test(url)) return "libsql";
  if (/prisma|generated(-pg)?\/client/.test(url)) return "prisma";
  if (/app-(page|route)-turbo\.runtime/.test(url)) return "next (with React)";
  if (/next\/dist/.test(url)) return "next";
  if (/\.next\/server/.test(url)) return "app";
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/").slice(0, 2).join("/")}`;
  if (url.startsWith("wasm:")) return "wasm";
  if (!url) return `native ${functionName}`;
  return url
    .replace(/.*node_modules\//, "")
    .split("/")
    .slice(0, 2)
    .join("/");
}

/** @type {Map<string, number>} */
const byArea = new Map();
/** @type {Map<string, number>} */
const byFunction = new Map();
for (const [id, time] of selfTime) {
  const node = /** @type {ProfileNode} */ (nodes.get(id));
  const where = area(node);
  byArea.set(where, (byArea.get(where) ?? 0) + time);
  if (detail && where.startsWith(detail)) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber}:${columnNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  }
}
const busy = [...byArea].reduce((sum, [where, time]) => (where === "(idle)" ? sum : sum + time), 0);
const share = (/** @type {number} */ time) => `${((100 * time) / busy).toFixed(1).padStart(5)} %`;
console.log(
  `${target}: ${answered} req/s at ${connections} connections under the profiler; ${Math.round(busy / 1000)} ms busy`,
);
for (const [where, time] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  if (where !== "(idle)") console.log(`${share(time)}  ${where}`);
}
if (detail) {
  console.log(`\n${detail}, by function:`);
  for (const [name, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${share(time)}  ${name}`);
}
console.log(`\nprofile: ${dir}/${file}`);
