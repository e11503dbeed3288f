#!/usr/bin/env node
// How long hostile imports hold the server (issue 34 item 2): one client reads a list with
// list_get, one request after another, while four others send the worst bodies the import's
// 32 MiB cap lets in, over and over. The figure is the slowest list_get of each run: the longest
// time the event loop was held. The failed-import limit is lifted, so every body is really
// parsed and checked (with the limit an address gets 10 tries per 15 minutes; many addresses do
// not). Goal (docs/performance.md): under 100 ms on a 2-core machine.
// Usage: node bench/import-stall.mjs [--rounds 3] [--senders 4] [--port 3493] [--only zeros,keys]
//        (--only: the bodies whose names contain one of the words)
import os from "node:os";
import sharp from "sharp";
import { arg, option, probeWhile, seedList, startBenchServer } from "./server.mjs";

const rounds = arg("rounds", 3);
const senders = arg("senders", 4);
const MIB = 1024 * 1024;
const limit = 32 * MIB - 4096; // under the cap (LIST_IMPORT_MAX_BYTES), so each body is read and parsed

/** `piece` `count` times, joined by `separator`. */
const repeated = (/** @type {string} */ piece, /** @type {number} */ count, separator = ",") =>
  `${piece}${separator}`.repeat(count - 1) + piece;
/**
 * `make(i)` pieces joined by `separator` up to `bytes`.
 * @param {number} bytes
 * @param {(i: number) => string} make
 */
function filled(bytes, make, separator = ",") {
  /** @type {string[]} */
  const parts = [];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    const part = make(i);
    parts.push(part);
    size += part.length + separator.length;
  }
  return parts.join(separator);
}

const documentText = (/** @type {string} */ items, version = 2) =>
  `{"format":"wunschliste.list","version":${version},"list":{"title":"x"},"items":[${items}]}`;
const json = (/** @type {string} */ items, /** @type {number} */ version = 2) =>
  `{"owner_password":"pw","document":${documentText(items, version)}}`;
const longest = JSON.stringify({
  title: "t".repeat(200),
  url: `https://example.org/${"u".repeat(2000)}`,
  image_url: `https://example.org/${"i".repeat(2000)}`,
  price: 19.9,
  note: "n".repeat(1000),
  quantity: 3,
});
/** 500 items, each with `picture(i)` as its picture. */
const withPictures = (/** @type {(i: number) => string} */ picture, count = 500) =>
  json(Array.from({ length: count }, (_, i) => JSON.stringify({ title: `Gift ${i}`, picture: picture(i) })).join(","));

// A kept picture as an export carries it: WebP, 1280 px on its long side, ~40 KB (500 of them and
// 500 items of the longest kind fill the 32 MiB cap): noise blown up, a real decode's work.
const realPicture = (
  await sharp(
    // the background is unused beside noise (sharp's types ask for one)
    await sharp({
      create: {
        width: 64,
        height: 48,
        channels: 3,
        background: "black",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer(),
  )
    .resize(1280, 960)
    .webp({ quality: 35 })
    .toBuffer()
).toString("base64");
const fakePicture = "A".repeat(60_000); // base64 of zero bytes: passes the pattern, no image
const boundary = "xBoundary";
const formDocument = (/** @type {string} */ document) => `owner_password=pw&document=${encodeURIComponent(document)}`;

/** name → [content type, body, { senders, rounds } when not the defaults] */
/** @type {Record<string, [string, string] | [string, string, { senders: number, rounds: number }]>} */
const BODIES = {
  "zeros as items": ["application/json", json(repeated("0", (limit - 200) / 2))],
  "{} as items": ["application/json", json(repeated("{}", (limit - 200) / 3))],
  "one object with many keys": ["application/json", `{${filled(limit - 100, (i) => `"k${i}":0`)}}`],
  "brackets nested deep": [
    "application/json",
    `{"document":${"[".repeat(limit / 2 - 50)}${"]".repeat(limit / 2 - 50)}}`,
  ],
  "form with many fields": ["application/x-www-form-urlencoded", repeated("a=1", limit / 4, "&")],
  "multipart with many parts": [
    `multipart/form-data; boundary=${boundary}`,
    `${repeated(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1`, limit / 60, "\r\n")}\r\n--${boundary}--\r\n`,
  ],
  "a 32 MiB title": ["application/json", json(JSON.stringify({ title: "t".repeat(limit - 200) }))],
  "a note of 5 M escapes (\\u00e9)": [
    "application/json",
    json(`{"title":"t","note":"${"\\u00e9".repeat((limit - 300) / 6)}"}`),
  ],
  "49,000 numbers of 650 digits as items": ["application/json", json(repeated("9".repeat(650), 49_000))],
  "form: the document as text, a 5 M é title": [
    "application/x-www-form-urlencoded",
    formDocument(documentText(JSON.stringify({ title: "é".repeat((limit - 300) / 6) }))),
  ],
  "form: one field of %41 escapes": [
    "application/x-www-form-urlencoded",
    `owner_password=pw&title=${"%41".repeat((limit - 100) / 3)}`,
  ],
  "500 pictures of 60 KB base64, no image": ["application/json", withPictures(() => fakePicture)],
  "two pictures of 13.3 MiB base64, no image": [
    "application/json",
    withPictures(() => "A".repeat(Math.ceil((10 * MIB) / 3) * 4 - 4), 2),
  ],
  "500 pictures, the last not base64": [
    "application/json",
    withPictures((i) => (i === 499 ? `${fakePicture.slice(1)}!` : fakePicture)),
  ],
  "500 items of the longest kind (a real import, version 1)": [
    "application/json",
    json(Array(500).fill(longest).join(","), 1),
  ],
  "500 items of the longest kind, one at a time": [
    "application/json",
    json(Array(500).fill(longest).join(","), 1),
    { senders: 1, rounds: 3 },
  ],
  "a real export: 500 items with pictures (one import)": [
    "application/json",
    json(Array.from({ length: 500 }, () => longest.replace(/}$/, `,"picture":"${realPicture}"}`)).join(",")),
    { senders: 1, rounds: 1 },
  ],
};

const server = await startBenchServer({
  port: arg("port", 3493),
  env: { RATE_LIMIT_FAILED_IMPORTS: "100000000", RATE_LIMIT_CREATES: "100000000" },
});
const { base } = server;

/**
 * list_get one after another while `start()` runs; the slowest answer in ms.
 * @param {string} slug
 * @param {() => Promise<unknown>} start
 */
async function probe(slug, start) {
  const { times } = await probeWhile(`${base}/api/list_get.php?slug=${slug}`, start);
  return times.at(-1) ?? 0;
}

try {
  const { slug } = await seedList(base);
  const idle = await probe(slug, () => new Promise((resolve) => setTimeout(resolve, 2000)));
  const rows = [{ body: "none (idle)", "size MiB": 0, status: "", "list_get max ms": Math.round(idle) }];
  const only = option("only", null)?.split(",") ?? null;
  const chosen = Object.entries(BODIES).filter(([name]) => !only || only.some((word) => name.includes(word)));
  for (const [name, [type, text, shape = { senders, rounds }]] of chosen) {
    const body = Buffer.from(text); // encoded once: the senders' own work stays small
    if (body.byteLength > limit) throw new Error(`${name}: ${body.byteLength} bytes, over the cap`);
    /** @type {Set<string>} */
    const statuses = new Set();
    const hostile = () =>
      Promise.all(
        Array.from({ length: shape.senders }, async () => {
          for (let round = 0; round < shape.rounds; round += 1) {
            // a body refused while it arrives is answered at once and its connection closed: the
            // rest of the upload then fails (EPIPE), which is the refusal doing its job
            const answer = await fetch(`${base}/api/list_import.php`, {
              method: "POST",
              headers: { "content-type": type },
              body,
            }).catch(() => null);
            const { code } = (await answer?.json().catch(() => null)) ?? {};
            statuses.add(answer ? `${answer.status}${code ? ` ${code}` : ""}` : "closed while sending");
          }
        }),
      );
    const slowest = await probe(slug, hostile);
    const row = {
      body: name,
      "size MiB": Number((Buffer.byteLength(body) / MIB).toFixed(2)),
      status: [...statuses].join(", "),
      "senders × rounds": `${shape.senders} × ${shape.rounds}`,
      "list_get max ms": Math.round(slowest),
    };
    rows.push(row);
    console.log(JSON.stringify(row)); // as it comes: a full run takes minutes
  }
  console.log(`\nnode ${process.version}, ${os.cpus().length} cores, ${senders} senders × ${rounds} bodies each\n`);
  console.table(rows);
} finally {
  await server.stop();
}
