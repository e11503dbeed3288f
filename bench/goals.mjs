#!/usr/bin/env node
// Issue 57's five goals, each a figure within one run of this command (the machine is shared, so
// each is a ratio of paths measured side by side, or a time next to a bare server's start):
// - cold start: the container's command (server/migrate-and-serve.mjs) on a migrated database to the
//   first 200 of /web/ — ≤ 450 ms on Node 24, ≤ 600 ms on Node 20 (bench/serving.mjs, `serveWeb`);
// - static file ÷ a bare node:http server sending the same bytes and headers, request log on — ≥ 0.95
//   (bench/serving.mjs --request-log);
// - list_get p99 during a login storm ÷ idle p99 — ≤ 1.5 in every round (bench/serving.mjs), shown
//   beside the same reads alone measured twice (`--control`: the rounds' noise); met when both the
//   closed-loop reads (autocannon, as fast as answered) and the paced ones (a steady 1,000 a second,
//   timed to the microsecond: decision 186) keep it;
// - list_get ÷ the no-database floor — ≥ 2 (bench/list-answer.mjs);
// - the list page's first-load script over the framework's not-found page, gzip — ≤ +10 KiB
//   (bench/page-weight.mjs).
// Each part runs as its own process on the Node that runs this, one after the other; the load
// average is noted before and after each (docs/performance.md: a figure taken at load > 4 on two
// cores measures the queue for the CPU more than the server).
// Usage: node bench/goals.mjs [--seconds 3] [--rounds 3] [--starts 3] [--port 3590] [--out bench/goals.json]
// Needs a build (node scripts/setup.mjs).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { arg, option, writeResult } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = arg("seconds", 3);
const rounds = arg("rounds", 3);
const starts = arg("starts", 3);
const port = arg("port", 3590);
const out = option("out", "bench/goals.json");
const nodeMajor = parseInt(process.versions.node, 10);
const coldGoalMs = nodeMajor >= 24 ? 450 : 600;
const loadNow = () => Number((os.loadavg()[0] ?? 0).toFixed(1));
const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-goals-"));

/**
 * Runs one bench file with `args` on this Node, its output shown as it goes; returns what it wrote.
 * @param {string} file
 * @param {string[]} args
 */
function part(file, args) {
  const written = path.join(dir, `${path.basename(file, ".mjs")}.json`);
  const loadBefore = loadNow();
  const { status } = spawnSync(process.execPath, [path.join(root, file), ...args, "--out", written], {
    cwd: root,
    stdio: "inherit",
  });
  if (status !== 0) throw new Error(`${file} ended with ${status}`);
  return { result: JSON.parse(readFileSync(written, "utf8")), load: `${loadBefore} → ${loadNow()}` };
}

const common = ["--seconds", String(seconds), "--rounds", String(rounds), "--port", String(port)];
try {
  const weight = part("bench/page-weight.mjs", ["--port", String(port)]);
  const answers = part("bench/list-answer.mjs", common);
  const serving = part("bench/serving.mjs", [
    ...common,
    "--starts",
    String(starts),
    "--skip",
    "page",
    "--request-log",
    "--control",
  ]);
  const gzipOf = (/** @type {string} */ name) =>
    weight.result.pages.find((/** @type {{ page: string }} */ page) => page.page.startsWith(name)).scriptGzip;
  const overFramework = (gzipOf("list page") - gzipOf("not-found page")) / 1024;
  const keptRow = answers.result.table.find(
    (/** @type {{ request: string }} */ row) => row.request === "list_get, kept",
  );
  const { coldStart, ratios, stormRatios, controlRatios, paced } = serving.result;
  /** @param {(number | null)[]} rounds */
  const inEveryRound = (rounds) => rounds.every((r) => r !== null && r <= 1.5);
  /** @param {(number | null)[]} rounds */
  const shown = (rounds) => rounds.map((r) => r ?? "no read answered").join(", ");
  const goals = [
    {
      goal: "cold start, container command → /web/ 200",
      figure: `${coldStart.serveWeb.ms} ms (runs ${coldStart.serveWeb.runs.join(", ")}; bare node ${coldStart.bare.ms} ms)`,
      wanted: `≤ ${coldGoalMs} ms`,
      met: coldStart.serveWeb.ms <= coldGoalMs,
      load: serving.load,
    },
    {
      goal: "static file ÷ bare node, same bytes, request log on",
      figure: `${ratios.staticToBareWithHeaders} (÷ bare with its two headers only: ${ratios.staticToBare})`,
      wanted: "≥ 0.95",
      met: ratios.staticToBareWithHeaders >= 0.95,
      load: serving.load,
    },
    {
      goal: "list_get p99, login storm ÷ idle",
      // null: no read was answered during that round's storm
      figure:
        `closed loop: rounds ${shown(stormRatios)} (idle ÷ idle: ${controlRatios.join(", ")}); ` +
        `${paced.rate}/s paced: rounds ${shown(paced.stormRatios)} (idle ÷ idle: ${paced.controlRatios.join(", ")}; ` +
        `a busy core and no logins ÷ idle, the machine's floor: ${paced.floorRatios.join(", ")})`,
      wanted: "≤ 1.5 in every round, both ways",
      met: inEveryRound(stormRatios) && inEveryRound(paced.stormRatios),
      load: serving.load,
    },
    {
      goal: "list_get ÷ no-database floor",
      figure: keptRow["× floor"],
      wanted: "≥ 2",
      met: Number(keptRow["× floor"]) >= 2,
      load: answers.load,
    },
    {
      goal: "list page first-load script over the framework's page",
      figure: `+${overFramework.toFixed(1)} KiB gzip`,
      wanted: "≤ +10 KiB",
      met: overFramework <= 10,
      load: weight.load,
    },
  ];
  console.log(
    `\nissue 57's goals, Node ${process.version}, ${os.cpus().length} cores, ${seconds} s × ${rounds} rounds`,
  );
  console.table(goals);
  await writeResult(out, { date: new Date().toISOString(), node: process.version, goals });
  console.log(`written to ${out}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
