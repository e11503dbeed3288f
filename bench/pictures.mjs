#!/usr/bin/env node
// The pictures the list keeps (issue 24, docs/decisions/050-pictures-the-list-keeps.md), measured
// on the production server:
// 1. one 12-megapixel phone photo (4032 × 3024 JPEG) uploaded: time per upload (median of 5) and
//    the server's peak resident memory;
// 2. twenty such uploads at once: time until all are answered, and the peak memory again (the
//    picture queue keeps two decoding at a time);
// 3. what a phone downloads for the pictures of a 20-item list: before (each card loaded the shop's
//    picture as the shop served it) and after (the card size the page's srcset lets a phone pick);
// 4. WebP against AVIF for the kept size, with sharp directly (why WebP).
// Shop pictures come from a loopback server (OUTBOUND_ALLOW_HOSTS=127.0.0.1); nothing leaves the
// machine. Usage: node bench/pictures.mjs [--port 3640] [--out bench/pictures.json]. Needs a build.
import http from "node:http";
import sharp from "sharp";
import { memoryOf } from "../scripts/process-memory.mjs";
import { arg, median, option, post, settledRss, startBenchServer, writeResult } from "./server.mjs";

const out = option("out", "bench/pictures.json");
const mib = (/** @type {number} */ n) => Math.round(n * 10) / 10;
const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;

/**
 * A photo-like picture: smooth light, some texture and noise, so JPEG sizes are realistic.
 * @param {number} width
 * @param {number} height
 * @param {number} quality
 */
async function photo(width, height, quality, seed = 1) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  const noise = () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 24) - 128;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const light = 120 + 80 * Math.sin(x / 230 + seed) * Math.cos(y / 170);
      const stripe = 25 * Math.sin((x + y) / 9);
      pixels[i] = Math.max(0, Math.min(255, light + stripe + noise() / 6));
      pixels[i + 1] = Math.max(0, Math.min(255, light * 0.8 + noise() / 6));
      pixels[i + 2] = Math.max(0, Math.min(255, 200 - light / 2 + stripe + noise() / 6));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * @param {string} base
 * @param {{ slug: string, edit_token: string }} list
 * @param {string} itemId
 * @param {Buffer} bytes
 * @returns {Promise<{ ms: number, item: { image_url: string } }>}
 */
async function upload(base, list, itemId, bytes) {
  const form = new FormData();
  form.append("slug", list.slug);
  form.append("edit_token", list.edit_token);
  form.append("item_id", itemId);
  form.append(
    "image",
    new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)], { type: "image/jpeg" }),
    "IMG_0001.jpg",
  );
  const started = performance.now();
  const response = await fetch(`${base}/api/item_image.php`, { method: "POST", body: form });
  const answer = await response.json();
  if (!answer.ok) throw new Error(`upload failed: ${answer.code}`);
  return { ms: performance.now() - started, item: answer.item };
}

// ---- the shop: 20 product pictures as shops serve them (1500 × 1500 JPEG, quality 85) ----
/** @type {Buffer[]} */
const shopPictures = [];
for (let i = 0; i < 20; i++) shopPictures.push(await photo(1500, 1500, 85, i + 2));
const shop = http.createServer((request, response) => {
  const index = Number(/\/(\d+)\.jpg$/.exec(request.url ?? "")?.[1]);
  const body = shopPictures[index];
  if (!body) return void response.writeHead(404).end();
  response.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length }).end(body);
});
await new Promise((resolve) => shop.listen(0, "127.0.0.1", () => resolve(undefined)));
const shopOrigin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (shop.address()).port}`;

const server = await startBenchServer({ port: arg("port", 3640), env: { OUTBOUND_ALLOW_HOSTS: "127.0.0.1" } });
const { base } = server;
try {
  const list = await post(base, "/api/list_create.php", { title: "Pictures", owner_password: "bench-pass" });
  const item = async (/** @type {Record<string, string>} */ fields) =>
    (await post(base, "/api/item_create.php", { slug: list.slug, edit_token: list.edit_token, ...fields })).item;

  // 1. one 12 MP photo at a time
  const phone = await photo(4032, 3024, 92);
  const single = await item({ title: "Photo" });
  await upload(base, list, single.id, phone); // warm-up: sharp and the route load
  const idle = await settledRss(server.pid);
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < 5; i++) times.push((await upload(base, list, single.id, phone)).ms);
  const singlePeak = memoryOf(server.pid).peak;

  // 2. twenty at once
  /** @type {{ id: string }[]} */
  const burstItems = [];
  for (let i = 0; i < 20; i++) burstItems.push(await item({ title: `Burst ${i}` }));
  const burstStarted = performance.now();
  const burst = await Promise.all(burstItems.map((one) => upload(base, list, one.id, phone)));
  const burstMs = performance.now() - burstStarted;
  const burstPeak = memoryOf(server.pid).peak;
  const kept = await (await fetch(`${base}${burst[0]?.item.image_url}`)).arrayBuffer();

  // 3. a 20-item list with shop pictures: before (the shop's picture per card) and after (the card size)
  const shopList = await post(base, "/api/list_create.php", { title: "Shop", owner_password: "bench-pass" });
  let cardBytes = 0;
  let largeBytes = 0;
  const fetchStarted = performance.now();
  for (let i = 0; i < 20; i++) {
    const { item: wish } = await post(base, "/api/item_create.php", {
      slug: shopList.slug,
      edit_token: shopList.edit_token,
      title: `Gift ${i}`,
      image_url: `${shopOrigin}/${i}.jpg`,
    });
    if (!wish.image_url) throw new Error(`picture not kept: ${wish.image_problem}`);
    cardBytes += (await (await fetch(`${base}${wish.image_url}/card`)).arrayBuffer()).byteLength;
    largeBytes += (await (await fetch(`${base}${wish.image_url}`)).arrayBuffer()).byteLength;
  }
  const fetchMs = (performance.now() - fetchStarted) / 20;
  const shopBytes = shopPictures.reduce((sum, body) => sum + body.length, 0);

  // 4. WebP or AVIF for the kept size (sharp directly, one thread, as the server runs it)
  sharp.concurrency(1);
  const resized = sharp(phone).autoOrient().resize({ width: 1280, height: 1280, fit: "inside" });
  const encode = async (
    /** @type {"webp" | "avif"} */ format,
    /** @type {{ quality: number, effort: number }} */ options,
  ) => {
    const started = performance.now();
    const bytes = await resized.clone()[format](options).toBuffer();
    return { ms: Math.round(performance.now() - started), kb: kb(bytes.length) };
  };
  const webp = await encode("webp", { quality: 80, effort: 4 });
  const avif = await encode("avif", { quality: 55, effort: 4 });

  const result = {
    machine: `${process.platform} ${process.arch}, node ${process.version}`,
    photo: { width: 4032, height: 3024, kb: kb(phone.length), keptKb: kb(kept.byteLength) },
    single: { medianMs: Math.round(median(times)), idleRssMiB: mib(idle), peakRssMiB: mib(singlePeak) },
    burst20: {
      allAnsweredMs: Math.round(burstMs),
      slowestMs: Math.round(Math.max(...burst.map((one) => one.ms))),
      peakRssMiB: mib(burstPeak),
    },
    list20: {
      beforeKb: kb(shopBytes),
      afterCardKb: kb(cardBytes),
      afterLargeKb: kb(largeBytes),
      ratio: Math.round((shopBytes / cardBytes) * 10) / 10,
      fetchAndKeepMsPerPicture: Math.round(fetchMs),
    },
    encode1280: { webp, avif },
  };
  console.log(JSON.stringify(result, null, 2));
  await writeResult(out, result);
} finally {
  await server.stop();
  shop.close();
}
