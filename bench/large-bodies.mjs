#!/usr/bin/env node
// What large bodies sent at once cost (docs/decisions/231): one owner's address sends, all at once,
// `--count` picture uploads of 10 MB (fields first, right token; then the picture before its
// fields), then as many 4 MB shop-page previews with a wrong token. Meanwhile a worker reads a list
// with list_get, one request after another. Figures per run: the answers' statuses, the server's
// highest resident memory (sampled every 50 ms) and the reads' median and slowest time.
// `--previews-only` runs the last part alone (decision 234: what a refused body's lingering rest costs).
// Usage: node bench/large-bodies.mjs [--count 100] [--port 3850] [--previews-only] [--out <file.json>]
import { memoryOf } from "../scripts/process-memory.mjs";
import { arg, flag, option, post, probeWhile, seedList, startBenchServer, writeResult } from "./server.mjs";

const count = arg("count", 100);
const previewsOnly = flag("previews-only");
const out = option("out", "");
const MB = 1000 * 1000;
const server = await startBenchServer({
  port: arg("port", 3850),
  env: { RATE_LIMIT_PICTURES: "100000", RATE_LIMIT_PREVIEWS_PER_ADDRESS: "100000", RATE_LIMIT_CREATES: "100000" },
});
const { base, pid } = server;

/**
 * Runs `attack` while sampling the server's memory and reading a list; the figures.
 * @param {string} name
 * @param {() => Promise<(number | string)[]>} attack
 */
async function measured(name, attack) {
  let peak = memoryOf(pid).rss;
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 50);
  const { result, times } = await probeWhile(`${base}/api/list_get.php?slug=${list.slug}`, attack);
  clearInterval(sampler);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const status of result) statuses[status] = (statuses[status] ?? 0) + 1;
  const mib = Math.round;
  const row = {
    name,
    statuses,
    rssBeforeMiB: mib(before),
    rssPeakMiB: mib(peak),
    readMedianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    readMaxMs: Math.round(times.at(-1) ?? 0),
    reads: times.length,
  };
  console.log(JSON.stringify(row));
  return row;
}

const status = (/** @type {Promise<Response>} */ request) =>
  request.then((answer) => answer.status).catch(() => "error");
const list = await seedList(base, { items: 5 });
const item = (await post(base, "/api/item_create.php", { slug: list.slug, edit_token: list.editToken, title: "P" }))
  .item;
const picture = new Blob([new Uint8Array(10 * MB - 70_000).fill(7)], { type: "image/jpeg" });
const fields = { slug: list.slug, edit_token: list.editToken, item_id: item.id };

/**
 * A multipart upload; `fieldsFirst: false` sends the picture before its fields.
 * @param {boolean} fieldsFirst
 */
function upload(fieldsFirst) {
  const form = new FormData();
  if (!fieldsFirst) form.append("image", picture, "a.jpg");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (fieldsFirst) form.append("image", picture, "a.jpg");
  return status(fetch(`${base}/api/item_image.php`, { method: "POST", body: form }));
}

// 650,000 characters (a page may hold 1,000,000), each sent as a six-byte escape: 3.9 MB of JSON
const page = `<html><body>${"\\u00e9".repeat(650_000)}</body></html>`;
const preview = () =>
  status(
    fetch(`${base}/api/item_preview.php`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"slug":"${list.slug}","edit_token":"${"w".repeat(43)}","url":"https://example.org/","page":"${page}"}`,
    }),
  );

const rows = [];
try {
  const all = (/** @type {() => Promise<number | string>} */ make) => () =>
    Promise.all(Array.from({ length: count }, make));
  if (!previewsOnly) {
    rows.push(
      await measured(
        `${count} uploads of 10 MB, fields first`,
        all(() => upload(true)),
      ),
    );
    rows.push(
      await measured(
        `${count} uploads of 10 MB, picture first`,
        all(() => upload(false)),
      ),
    );
  }
  rows.push(await measured(`${count} previews of 4 MB, wrong token`, all(preview)));
} finally {
  await server.stop();
}
if (out) await writeResult(out, { count, rows });
