#!/usr/bin/env node
// What a list costs to draw per item (issue 11: a 200-item list renders in ≤ 3 × the time of a
// 20-item one): the page of a 20-item and of a 200-item list, rendered at every request
// (`&bench=render`), in turns at 10 connections, after a warm-up. A quicker look than
// bench/run.mjs for work on the cards; bench/run.mjs gives the figure of record.
// Usage: node bench/render-cost.mjs [--seconds 5] [--rounds 2] [--port 3584]
import { arg, load, seedList, startBenchServer } from "./server.mjs";

const seconds = arg("seconds", 5);
const rounds = arg("rounds", 2);
const server = await startBenchServer({ port: arg("port", 3584) });
try {
  const small = await seedList(server.base);
  const big = await seedList(server.base, { items: 200 });
  const rendered = (/** @type {string} */ slug) => `${server.base}/web/?slug=${slug}&bench=render`;
  for (const slug of [small.slug, big.slug])
    await load("warm-up", { url: rendered(slug), connections: 10, duration: 2 });
  for (let round = 1; round <= rounds; round += 1) {
    const twenty = (await load("20", { url: rendered(small.slug), connections: 10, duration: seconds })).result;
    const twoHundred = (await load("200", { url: rendered(big.slug), connections: 10, duration: seconds })).result;
    const perSecond = (/** @type {import("./server.mjs").RunResult} */ result) => Math.round(result.requests.average);
    console.log(
      `round ${round}: 20 items ${perSecond(twenty)} req/s, p50 ${twenty.latency.p50} ms | ` +
        `200 items ${perSecond(twoHundred)} req/s, p50 ${twoHundred.latency.p50} ms | ` +
        `200 ÷ 20: p50 ${(twoHundred.latency.p50 / twenty.latency.p50).toFixed(2)}, ` +
        `time per request ${(twenty.requests.average / twoHundred.requests.average).toFixed(2)}`,
    );
  }
  const html = await (await fetch(`${server.base}/web/?slug=${big.slug}`)).text();
  console.log(`200-item page: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB of HTML`);
} finally {
  await server.stop();
}
