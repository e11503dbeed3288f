#!/usr/bin/env node
// Issue 50 finding 6 (docs/decisions/101-fair-places.md): four clients (TRUST_PROXY=1, four
// forwarded addresses) each keep four previews of a shop page that answers in 0.7 s in flight; an
// owner from a fifth address previews a fast page now and then. Reports the owner's answers alone
// and under the flood: how many were refused (429 preview_busy) and how long the others took, and
// how many of the flood's previews ran and were refused. The shop listens on 127.0.0.1 only.
// Usage: node bench/preview-flood.mjs [--port 3497] [--label after] (NEXT_DIST_DIR=.next-before
// runs another build of the app, e.g. one of the code before a change). Appends to
// bench/preview-flood.json.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { arg, option, seedList, startBenchServer, writeResult } from "./server.mjs";

const out = "bench/preview-flood.json";
const label = option("label", "run");
const SLOW_MS = 700;
const OWNER_PREVIEWS = 20;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

const page = (/** @type {string} */ title) =>
  `<!doctype html><html><head><title>${title}</title></head><body></body></html>`;
const shop = http.createServer((request, response) => {
  const send = () => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(page(request.url === "/slow" ? "Slow page" : "Teapot"));
  };
  if (request.url === "/slow") setTimeout(send, SLOW_MS);
  else send();
});
await new Promise((resolve) => shop.listen(0, "127.0.0.1", () => resolve(undefined)));
const shopOrigin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (shop.address()).port}`;

const server = await startBenchServer({
  port: arg("port", 3497),
  env: {
    TRUST_PROXY: "1",
    OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
    RATE_LIMIT_PREVIEWS_PER_LIST: "100000000",
    RATE_LIMIT_PREVIEWS_PER_ADDRESS: "100000000",
  },
});

/** @typedef {{ status: number, ms: number }} Answer */

/**
 * @param {{ slug: string, editToken: string }} list
 * @param {string} path
 * @param {string} from the client's address
 * @returns {Promise<Answer>}
 */
async function preview(list, path, from) {
  const started = performance.now();
  const response = await fetch(`${server.base}/api/item_preview.php`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ slug: list.slug, edit_token: list.editToken, url: `${shopOrigin}${path}` }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const summary = (/** @type {Answer[]} */ answers) => {
  const ok = answers
    .filter((a) => a.status === 200)
    .map((a) => a.ms)
    .sort((a, b) => a - b);
  return {
    answers: answers.length,
    refused: answers.filter((a) => a.status === 429).length,
    "p50 ms": Math.round(ok[Math.floor(ok.length / 2)] ?? NaN),
    "max ms": Math.round(ok.at(-1) ?? NaN),
  };
};

try {
  const mine = await seedList(server.base, { items: 0 });
  /** @type {typeof mine[]} */
  const lists = [];
  for (let i = 0; i < 4; i += 1) lists.push(await seedList(server.base, { items: 0 }));
  const ownerRuns = async () => {
    /** @type {Answer[]} */
    const answers = [];
    for (let i = 0; i < OWNER_PREVIEWS; i += 1) {
      answers.push(await preview(mine, "/fast", "10.9.9.9"));
      await sleep(200);
    }
    return answers;
  };
  const alone = await ownerRuns();

  let flooding = true;
  /** @type {Answer[]} */
  const flood = [];
  const loop = async (/** @type {typeof mine} */ list, /** @type {string} */ from) => {
    while (flooding) {
      const answer = await preview(list, "/slow", from);
      flood.push(answer);
      if (answer.status === 429) await sleep(20);
    }
  };
  const loops = lists.flatMap((list, i) => Array.from({ length: 4 }, () => loop(list, `10.1.0.${i + 1}`)));
  await sleep(2_000);
  const during = await ownerRuns();
  flooding = false;
  await Promise.all(loops);

  const result = {
    label,
    date: new Date().toISOString(),
    "owner alone": summary(alone),
    "owner during the flood": summary(during),
    flood: summary(flood),
  };
  console.log(JSON.stringify(result, null, 2));
  const runs = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : [];
  await writeResult(out, [...runs, result]);
} finally {
  await server.stop();
  shop.close();
}
