#!/usr/bin/env node
// Lighthouse (mobile, its default) on the list page (20 items) and the create page, median of
// --runs runs each, against the production server on a fresh temp SQLite file (issue 11).
// Usage: CHROME_PATH=/usr/bin/chromium node bench/lighthouse.mjs [--runs 3] [--port 3497]
//        [--lighthouse "npx --yes lighthouse@13.5.0"] [--out bench/lighthouse.json]
// Needs a build. Measure only on a quiet machine: the load average is printed with the figures.
import { execSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { arg, median, option, seedList, startBenchServer, writeResult } from "./server.mjs";

const runs = arg("runs", 3);
const lighthouse = option("lighthouse", "npx --yes lighthouse@13.5.0");
const out = option("out", "bench/lighthouse.json");
const server = await startBenchServer({ port: arg("port", 3497) });

/** @param {string} url */
function audit(url) {
  const report = path.join(os.tmpdir(), `wunschliste-lighthouse-${process.pid}.json`);
  execSync(
    `${lighthouse} "${url}" --quiet --output=json --output-path="${report}" ` +
      `--only-categories=performance,accessibility --chrome-flags="${["--headless=new", ...CHROMIUM_ARGS].join(" ")}"`,
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || CHROMIUM_PATH },
    },
  );
  const result = JSON.parse(readFileSync(report, "utf8"));
  rmSync(report, { force: true });
  const numeric = (/** @type {string} */ id) => result.audits[id]?.numericValue ?? NaN;
  return {
    performance: result.categories.performance.score,
    accessibility: result.categories.accessibility.score,
    cls: numeric("cumulative-layout-shift"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    load: /** @type {number} */ (os.loadavg()[0]).toFixed(2),
  };
}

try {
  const { slug } = await seedList(server.base);
  /** @type {[string, string][]} */
  const pages = [
    ["list page (20 items)", `${server.base}/web/?slug=${slug}`],
    ["create page", `${server.base}/web/`],
  ];
  const results = [];
  for (const [page, url] of pages) {
    /** @type {ReturnType<typeof audit>[]} */
    const each = [];
    for (let i = 0; i < runs; i += 1) each.push(audit(url));
    const pick = (/** @type {"performance" | "accessibility" | "cls" | "lcpMs" | "tbtMs" | "fcpMs"} */ key) =>
      median(each.map((run) => run[key]));
    results.push({
      page,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      cls: pick("cls"),
      "LCP ms": pick("lcpMs"),
      "TBT ms": pick("tbtMs"),
      "FCP ms": pick("fcpMs"),
      "load avg (each run)": each.map((run) => run.load).join(" "),
      runs: each,
    });
  }
  console.table(results.map(({ runs: _runs, ...row }) => row));
  await writeResult(out, { date: new Date().toISOString(), node: process.version, results });
  console.log(`written to ${out}`);
} finally {
  await server.stop();
}
