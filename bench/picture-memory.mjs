#!/usr/bin/env node
// Memory after picture work (issue 39 item 8, docs/decisions/073-picture-budgets.md): the server
// started as `npm start` and the container start it (without the systemd unit's MALLOC_*
// variables), 24 uploads in three rounds of eight at once — 12 MP phone-like JPEGs of noise and
// 16 MP AVIFs, the largest an AVIF may be — then its resident memory every 10 s of a quiet
// minute. Goal: under 300 MiB within the minute.
// Usage: node bench/picture-memory.mjs [--port 3497] [--out bench/picture-memory.json]. Needs a build.
import os from "node:os";
import sharp from "sharp";
import { memoryOf } from "../scripts/process-memory.mjs";
import { arg, option, post, startBenchServer, writeResult } from "./server.mjs";

const out = option("out", "bench/picture-memory.json");
const server = await startBenchServer({
  port: arg("port", 3497),
  unitMalloc: false,
  env: { RATE_LIMIT_PICTURES: "100000", RATE_LIMIT_CREATES: "100000" },
});
const { base, pid } = server;
try {
  const list = await post(base, "/api/list_create.php", { title: "Memory", owner_password: "bench-pass" });
  const items = [];
  for (let i = 0; i < 8; i += 1)
    items.push(
      (await post(base, "/api/item_create.php", { slug: list.slug, edit_token: list.edit_token, title: `W${i}` })).item,
    );
  const idle = memoryOf(pid).rss;
  const avif = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: { r: 9, g: 99, b: 199 } } })
    .avif({ quality: 30, effort: 0 })
    .toBuffer();
  const photo = await sharp({
    // the background is unused beside noise (sharp's types ask for one)
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "black",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  /** @param {{ id: string }} item @param {Buffer} bytes @param {string} type */
  const upload = (item, bytes, type) => {
    const form = new FormData();
    form.append("slug", list.slug);
    form.append("edit_token", list.edit_token);
    form.append("item_id", item.id);
    form.append("image", new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)], { type }), "picture");
    return fetch(`${base}/api/item_image.php`, { method: "POST", body: form }).then((response) => response.json());
  };
  for (let round = 0; round < 3; round += 1) {
    const answers = await Promise.all(
      items.map((item, i) => (i % 2 ? upload(item, avif, "image/avif") : upload(item, photo, "image/jpeg"))),
    );
    const refused = answers.filter((answer) => !answer.ok).map((answer) => answer.code);
    if (refused.length > 0) throw new Error(`uploads refused: ${refused.join(", ")}`);
  }
  const peak = memoryOf(pid).peak;
  const quietMinute = [];
  for (let second = 10; second <= 60; second += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    quietMinute.push(Math.round(memoryOf(pid).rss));
  }
  const result = {
    machine: `${process.platform} ${process.arch}, node ${process.version}, ${os.cpus().length} cores`,
    idleMiB: Math.round(idle),
    peakMiB: Math.round(peak),
    everyTenSecondsOfAQuietMinuteMiB: quietMinute,
  };
  console.log(JSON.stringify(result));
  await writeResult(out, result);
} finally {
  await server.stop();
}
