#!/usr/bin/env node
// What taking SQLite's write lock costs the event loop per write (issue 57, decisions 102 and 170):
// on a migrated file, `--writes` transactions each of BEGIN DEFERRED, the statement that takes the
// lock (run with sqlite3_exec, compiled at every call, as lib/server/db/write-lock.ts runs it) and
// COMMIT, in turns per statement, `--rounds` times; and each statement's compiled size (EXPLAIN).
// A DELETE compiles the foreign keys' cascades of its table: "List" has five tables below it.
// Usage: node bench/write-lock-cost.mjs [--writes 2000] [--rounds 3]
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "libsql";
import { migrate } from "../server/migrations.mjs";
import { arg } from "./server.mjs";

const writes = arg("writes", 2000);
const rounds = arg("rounds", 3);
/** The statements compared (lib/server/db/write-lock.ts has the one in use: TAKE_WRITE_LOCK). */
const STATEMENTS = {
  "no lock (BEGIN; COMMIT)": null,
  'DELETE FROM "List" WHERE 0 (decision 102)': 'DELETE FROM "List" WHERE 0',
  'DELETE FROM "_prisma_migrations" WHERE 0 (decision 170)': 'DELETE FROM "_prisma_migrations" WHERE 0',
};

const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-write-lock-"));
try {
  const file = path.join(dir, "bench.db");
  await migrate({ databaseUrl: `file:${file}`, log: () => {} });
  const db = new Database(file);
  db.exec("PRAGMA synchronous = NORMAL"); // the app's connections (decision 152)
  const begin = db.prepare("BEGIN DEFERRED");
  const commit = db.prepare("COMMIT");
  /** @type {Map<string, number[]>} µs per write, one entry per round */
  const perWrite = new Map(Object.keys(STATEMENTS).map((label) => [label, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, sql] of Object.entries(STATEMENTS)) {
      const started = performance.now();
      for (let n = 0; n < writes; n += 1) {
        begin.run();
        if (sql) db.exec(sql);
        commit.run();
      }
      perWrite.get(label)?.push((1000 * (performance.now() - started)) / writes);
    }
  }
  for (const [label, sql] of Object.entries(STATEMENTS)) {
    const rounds = (perWrite.get(label) ?? []).map((us) => us.toFixed(1)).join(", ");
    const size = sql ? `, ${db.prepare(`EXPLAIN ${sql}`).all().length} instructions` : "";
    console.log(`${label}: ${rounds} µs a write${size}`);
  }
  db.close();
  console.log(`load average ${os.loadavg()[0]?.toFixed(2)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
