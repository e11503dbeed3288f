#!/usr/bin/env node
// Issue 50 finding 7 (docs/decisions/102-sqlite-lock-wait.md): another process holds the SQLite
// file's write lock (as an operator's sqlite3 or a backup tool would) for 8 s while an owner adds
// a wish now and then; meanwhile a static file, health and a list are read one after another.
// Reports each read's p50 and slowest answer without the lock and while it is held, and what the
// writes answered and how long they took.
// Usage: node bench/lock-wait.mjs [--port 3498] [--label after] (NEXT_DIST_DIR=.next-before runs
// another build of the app). Appends to bench/lock-wait.json.
import { existsSync, readFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import { arg, option, post, seedList, startBenchServer, writeResult } from "./server.mjs";

const out = "bench/lock-wait.json";
const label = option("label", "run");
const HOLD_MS = 8_000;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startBenchServer({ port: arg("port", 3498) });

/** @typedef {{ status: number, ms: number }} Answer */

/** @param {string} path @returns {Promise<Answer>} */
async function timed(path) {
  const started = performance.now();
  const response = await fetch(server.base + path);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const summary = (/** @type {Answer[]} */ answers) => {
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    answers: answers.length,
    "not 200": answers.filter((a) => a.status !== 200).length,
    "p50 ms": Math.round(times[Math.floor(times.length / 2)] ?? NaN),
    "max ms": Math.round(times.at(-1) ?? NaN),
  };
};

/** Each read in turn, one after another, for `ms`. @param {number} ms @param {string[]} paths */
async function readFor(ms, paths) {
  /** @type {Record<string, Answer[]>} */
  const answers = Object.fromEntries(paths.map((path) => [path, []]));
  const end = Date.now() + ms;
  while (Date.now() < end) for (const path of paths) answers[path]?.push(await timed(path));
  return answers;
}

try {
  const list = await seedList(server.base);
  const paths = ["/logo.svg", "/api/health", `/api/list_get.php?slug=${list.slug}`, `/web/?slug=${list.slug}`];
  for (const path of paths) await timed(path); // warm
  const quiet = await readFor(3_000, paths);

  const other = createClient({ url: `file:${server.databaseFile}` });
  const holding = await other.transaction("write");
  await holding.execute('UPDATE "List" SET "title" = "title"');
  /** @type {{ ok: boolean, code: string | null, ms: number }[]} */
  const writes = [];
  const writer = (async () => {
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const answer = await post(server.base, "/api/item_create.php", {
        slug: list.slug,
        edit_token: list.editToken,
        title: `Locked ${i}`,
      });
      writes.push({ ok: answer.ok === true, code: answer.code ?? null, ms: Math.round(performance.now() - started) });
    }
  })();
  const held = await readFor(HOLD_MS - 500, paths);
  await sleep(500);
  await holding.rollback();
  other.close();
  await writer;

  const result = {
    label,
    date: new Date().toISOString(),
    quiet: Object.fromEntries(paths.map((path) => [path.replace(/slug=\w+/, "slug=…"), summary(quiet[path] ?? [])])),
    "lock held": Object.fromEntries(
      paths.map((path) => [path.replace(/slug=\w+/, "slug=…"), summary(held[path] ?? [])]),
    ),
    writes,
  };
  console.log(JSON.stringify(result, null, 2));
  const runs = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : [];
  await writeResult(out, [...runs, result]);
} finally {
  await server.stop();
}
