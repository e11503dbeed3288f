#!/usr/bin/env node
// Redraw loops and the rest of the server (issue 50, finding 1; docs/decisions/094): organizers of
// 200-person draws redraw in a loop, each from an address of its own, while a separate client (a
// thread of its own, bench/server.mjs probeWhile) reads the health check one request after another.
// First the same client alone for as long (the baseline, in the same run), then with the loops:
// its median, p90 and slowest answer, and how many draws the loops made. --crafted: 1,000
// exclusions each (bench/draw-file.mjs, the most work a draw can ask for); else none. The draw
// limits are lifted (RATE_LIMIT_DRAW_RUNS*), as an attacker with many addresses and draws would
// get past them. Goal (docs/performance.md): the client within 100 ms of its baseline.
// Usage: node bench/draw-stall.mjs [--loops 16] [--seconds 10] [--crafted] [--port 3496]
//        [--out bench/draw-stall.json]. Needs a build (NEXT_DIST_DIR=.next-before runs another
//        build of the app, e.g. one of the code before a change).
import { craftedDrawFile } from "./draw-file.mjs";
import { arg, flag, option, probeWhile, startBenchServer, writeResult } from "./server.mjs";

const loops = arg("loops", 16);
const seconds = arg("seconds", 10);
const crafted = flag("crafted");
const out = option("out", null);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (/** @type {number | undefined} */ n) => Math.round(n ?? NaN);
const at = (/** @type {number[]} */ sorted, /** @type {number} */ share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

const server = await startBenchServer({
  port: arg("port", 3496),
  env: {
    TRUST_PROXY: "1",
    RATE_LIMIT_CREATES: "100000",
    RATE_LIMIT_DRAW_RUNS: "100000000",
    RATE_LIMIT_DRAW_RUNS_PER_ADDRESS: "100000000",
  },
});
const { base } = server;

/** @param {string} pathname @param {Record<string, unknown>} body @param {string} address */
async function call(pathname, body, address) {
  const response = await fetch(base + pathname, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

try {
  const file = crafted ? craftedDrawFile() : craftedDrawFile(200, 0);
  /** @type {{ slug: string, token: string, address: string }[]} */
  const draws = [];
  for (let loop = 0; loop < loops; loop += 1) {
    const address = `198.51.100.${loop + 1}`;
    const { json } = await call("/api/draw_create.php", { organizer_password: "pw", document: file }, address);
    draws.push({ slug: json.slug, token: json.organizer_token, address });
  }
  const health = `${base}/api/health`;
  const quiet = await probeWhile(health, () => sleep(seconds * 1000));
  const counts = { drawn: 0, refused: 0, took: /** @type {number[]} */ ([]) };
  const flooded = await probeWhile(health, async () => {
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      draws.map(async (draw) => {
        while (performance.now() < until) {
          const started = performance.now();
          const { status } = await call(
            "/api/draw_run.php",
            { slug: draw.slug, organizer_token: draw.token, redraw: true },
            draw.address,
          );
          if (status === 200) {
            counts.drawn += 1;
            counts.took.push(performance.now() - started);
          } else counts.refused += 1;
        }
      }),
    );
  });
  const figures = (/** @type {number[]} */ times) => ({
    median: round(at(times, 0.5)),
    p90: round(at(times, 0.9)),
    max: round(times.at(-1)),
    samples: times.length,
  });
  const took = counts.took.sort((a, b) => a - b);
  const healthAlone = figures(quiet.times);
  const healthDuringLoops = figures(flooded.times);
  const result = {
    loops,
    seconds,
    exclusions: file.exclusions.length,
    healthAlone,
    healthDuringLoops,
    draws: { drawn: counts.drawn, refused: counts.refused, medianMs: round(at(took, 0.5) ?? 0) },
    medianAddedMs: healthDuringLoops.median - healthAlone.median,
  };
  console.log(JSON.stringify(result, null, 2));
  if (out) await writeResult(out, result);
} finally {
  await server.stop();
}
