#!/usr/bin/env node
// What a commit costs the event loop on this disk (issue 57, decision 152): 200 single-row write
// transactions in a row on a fresh WAL file through libSQL's client (which runs them on the event loop),
// with SQLite's default synchronous = FULL (an fsync of the WAL per commit) and with NORMAL (the
// app's setting: synced at checkpoints). Prints the median, 99th percentile and longest commit.
// Usage: node bench/sqlite-commits.mjs [--commits 200]
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client/sqlite3";
import { arg } from "./server.mjs";

const commits = arg("commits", 200);
const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-commits-"));
try {
  for (const mode of ["FULL", "NORMAL"]) {
    // one connection, so that the setting holds for every commit
    const db = createClient({ url: `file:${path.join(dir, `${mode}.db`)}`, concurrency: 1 });
    await db.executeMultiple(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${mode}; CREATE TABLE t (n INTEGER)`);
    /** @type {number[]} */
    const ms = [];
    for (let n = 0; n < commits; n += 1) {
      const start = performance.now();
      const tx = await db.transaction("write");
      await tx.execute({ sql: "INSERT INTO t VALUES (?)", args: [n] });
      await tx.commit();
      ms.push(performance.now() - start);
    }
    db.close();
    ms.sort((a, b) => a - b);
    const at = (/** @type {number} */ share) =>
      (ms[Math.min(ms.length - 1, Math.floor(share * ms.length))] ?? 0).toFixed(3);
    console.log(`synchronous = ${mode}: median ${at(0.5)} ms, p99 ${at(0.99)} ms, longest ${at(1)} ms`);
  }
  console.log(`load average ${os.loadavg()[0]?.toFixed(2)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
