#!/usr/bin/env node
// File handles on the SQLite files under write bursts (issue 45): the server's handles on the
// database file, its WAL and its shared memory at idle, at their highest during bursts of
// concurrent updates and reservations (with reads, pages and a live stream beside them), and
// after each burst. They must follow the connections in use and come back to the idle level;
// before decision 079 every write left one more handle on the file and one on the WAL.
// Usage: node bench/file-handles.mjs [--bursts 3] [--writes 30]. docs/performance.md records results.
import os from "node:os";
import { databaseHandlesOf } from "../scripts/open-files.mjs";
import { arg, post, seedList, startBenchServer } from "./server.mjs";

const bursts = arg("bursts", 3);
const writes = arg("writes", 30);
const server = await startBenchServer({ port: arg("port", 3596) });
const { base, pid } = server;
const databaseFile = /** @type {string} */ (server.databaseFile);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const handles = () => databaseHandlesOf(pid, databaseFile);
/** @typedef {ReturnType<typeof handles>} Counts */
const onFiles = (/** @type {Counts} */ { database, wal, shm }) => database + wal + shm;
/** @type {Record<string, unknown>[]} */
const rows = [];
const record = (/** @type {string} */ phase, /** @type {Counts} */ counts) =>
  rows.push({ phase, ...counts, "on the database files": onFiles(counts) });

try {
  const { slug, editToken, itemIds } = await seedList(base);
  // every kind of reader has run once: the page, list_get, the live stream
  await (await fetch(`${base}/web/?slug=${slug}`)).text();
  await (await fetch(`${base}/api/list_get.php?slug=${slug}`)).text();
  const stream = new AbortController();
  const events = await fetch(`${base}/api/list_events.php?slug=${slug}`, { signal: stream.signal });
  await sleep(1000);
  const idle = handles();
  record("idle, before the bursts", idle);

  for (let burst = 1; burst <= bursts; burst += 1) {
    let busiest = handles();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const now = handles();
        if (onFiles(now) > onFiles(busiest)) busiest = now;
        await sleep(5);
      }
    })();
    await Promise.all(
      Array.from({ length: writes }, (_, i) => {
        const itemId = itemIds[i % itemIds.length];
        return Promise.all([
          post(base, "/api/item_update.php", {
            slug,
            edit_token: editToken,
            item_id: itemId,
            note: `burst ${burst}.${i}`,
          }),
          post(base, "/api/item_reserve.php", { item_id: itemId, name: `Guest ${i}`, password: "bench-reserve" }),
          fetch(`${base}/api/list_get.php?slug=${slug}`).then((answer) => answer.text()),
        ]);
      }),
    );
    sampling = false;
    await sampler;
    record(`burst ${burst}: highest during ${writes} updates + ${writes} reservations`, busiest);
    await sleep(1000);
    record(`burst ${burst}: one second after`, handles());
  }
  stream.abort();
  await events.body?.cancel().catch(() => {});
  await sleep(3000);
  const after = handles();
  record("idle, after the bursts", after);

  console.log(
    `\nnode ${process.version}, ${os.cpus().length} cores, ${bursts} bursts of ${writes} + ${writes} writes\n`,
  );
  console.table(rows);
  const back = onFiles(after) <= onFiles(idle);
  console.log(
    `handles on the database files: ${onFiles(idle)} idle, ${onFiles(after)} after the bursts — ` +
      (back ? "back at the idle level" : "NOT back at the idle level"),
  );
  if (!back) process.exitCode = 1;
} finally {
  await server.stop();
}
