// A redraw loop stalls nobody (issue 50, finding 1; docs/decisions/094-a-draw-that-tells-nothing.md):
// organizers of 200-person draws with 1,000 crafted exclusions each redraw in a loop, each from an
// address of their own, while a separate client (a thread of its own) reads the health check. The
// draws run on draw threads, two at once, so that client's median answer stays within 400 ms of
// what it was before the loops began, its p90 within 1.5 s (measured in this same test: only the
// difference is asserted). On the event loop, before, six loops added 2.9 s to the median and 5 s
// to the p90; after, 50–240 ms and 0.5 s on a shared 2-core machine at load 20–25 (on a quiet one
// the goal is 100 ms: docs/performance.md). The draw limits are lifted here, as an attacker with
// many addresses and draws would get past them. Runs on SQLite and PostgreSQL alike.
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { craftedDrawFile } from "../../bench/draw-file.mjs";
import { testServerForFile } from "../support/fixture";

const { api, server } = testServerForFile({
  TRUST_PROXY: "1",
  RATE_LIMIT_DRAW_RUNS: "1000000",
  RATE_LIMIT_DRAW_RUNS_PER_ADDRESS: "1000000",
  RATE_LIMIT_CREATES: "1000000",
});

const LOOPS = 6;
const FLOOD_MS = 8_000;

/** Health-check latencies (ms) a thread of its own measures, one request after another, until stopped. */
function startProbe(url: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     let stop = false;
     const times = [];
     parentPort.on("message", () => (stop = true));
     (async () => {
       for (let i = 0; i < 10; i += 1) await (await fetch(workerData.url)).arrayBuffer();
       parentPort.postMessage("ready");
       while (!stop) {
         const started = performance.now();
         await (await fetch(workerData.url)).arrayBuffer();
         times.push(performance.now() - started);
         await new Promise((resolve) => setTimeout(resolve, 20));
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: { url } },
  );
  const ready = new Promise((resolve) => worker.once("message", resolve));
  return {
    ready,
    async stop(): Promise<number[]> {
      const done = new Promise<number[]>((resolve) => worker.once("message", resolve));
      worker.postMessage("stop");
      const times = (await done).sort((a, b) => a - b);
      await worker.terminate();
      return times;
    },
  };
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("redraw loops", () => {
  it("leave another client's health checks close to their time before", { timeout: 240_000 }, async () => {
    const draws: { slug: string; token: string; from: Record<string, string> }[] = [];
    for (let loop = 0; loop < LOOPS; loop += 1) {
      const from = { "x-forwarded-for": `198.51.100.${loop + 1}` };
      const create = () =>
        api.post(
          "/api/draw_create.php",
          { organizer_password: "pw", document: craftedDrawFile() },
          { as: "json", headers: from },
        );
      let created = await create();
      // a machine whose cores other work takes may outlast a transaction's 5 s: 503, to retry (decision 236)
      for (let retry = 0; retry < 3 && created.json.code === "database_unavailable"; retry += 1)
        created = await create();
      expect(created.status, server.output().slice(-3000)).toBe(200);
      draws.push({ slug: created.json.slug as string, token: created.json.organizer_token as string, from });
    }
    const health = `${server.baseUrl}/api/health`;

    const before = startProbe(health);
    await before.ready;
    await sleep(FLOOD_MS / 2);
    const quiet = await before.stop();

    const during = startProbe(health);
    await during.ready;
    let stop = false;
    let drawnSoFar = 0;
    const drawn: number[] = [];
    const loops = draws.map(async (draw) => {
      let count = 0;
      while (!stop) {
        const answer = await api.post(
          "/api/draw_run.php",
          { slug: draw.slug, organizer_token: draw.token, redraw: true },
          { headers: draw.from },
        );
        // 429 draw_busy is a refusal in time, as is a 503 for a transaction a starved machine let
        // outlast its 5 s (decision 236): the loop goes on
        if (answer.status === 200) {
          count += 1;
          drawnSoFar += 1;
        } else expect(["draw_busy", "database_unavailable"], answer.text).toContain(answer.json.code);
      }
      drawn.push(count);
    });
    await sleep(FLOOD_MS);
    // the probe measures while the loops really draw again and again: a starved machine (200-person
    // redraws of 3 s and more on PostgreSQL, session 79's CI) gets up to a minute more to show it
    for (const until = Date.now() + 60_000; drawnSoFar <= LOOPS && Date.now() < until;) await sleep(250);
    const flooded = await during.stop();
    stop = true;
    await Promise.all(loops);

    const figures = {
      quiet: { median: at(quiet, 0.5), p90: at(quiet, 0.9), samples: quiet.length },
      flooded: { median: at(flooded, 0.5), p90: at(flooded, 0.9), samples: flooded.length },
      drawn,
    };
    // the loops really drew, again and again
    expect(
      drawn.reduce((sum, count) => sum + count, 0),
      JSON.stringify(figures),
    ).toBeGreaterThan(LOOPS);
    expect(figures.flooded.median - figures.quiet.median, JSON.stringify(figures)).toBeLessThan(400);
    expect(figures.flooded.p90 - figures.quiet.p90, JSON.stringify(figures)).toBeLessThan(1_500);
  });
});
