// Prepared statements kept per SQLite connection (docs/decisions/165-statements-kept-per-connection.md):
// the app's libSQL client prepares a statement once per connection, and a kept statement stays
// right after a failure (a constraint, a failure halfway through its rows) and after a schema change
// made by another connection (a migration of a newer instance beside). One connection (concurrency
// 1), so every call meets the same connection and its kept statements.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import Database from "libsql";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { KEPT_PER_CONNECTION } from "@/lib/server/db/kept-statements";
import { createSettledClient } from "@/lib/server/db/sqlite-connections";

let dir: string;
let file: string;
let client: Client;
// every statement libSQL prepares, the app's kept ones included (spied before the client opens)
const prepare = vi.spyOn(Database.prototype, "prepare");
const preparedTimes = (sql: string) => prepare.mock.calls.filter(([source]) => source === sql).length;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-kept-"));
  file = path.join(dir, "kept.db");
  client = createSettledClient({ url: `file:${file}`, concurrency: 1 });
});
afterAll(() => {
  client?.close();
  prepare.mockRestore();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await client.executeMultiple(
    'PRAGMA journal_mode = WAL; DROP TABLE IF EXISTS "Wish"; CREATE TABLE "Wish" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL UNIQUE)',
  );
  await client.batch(
    Array.from({ length: 300 }, (_, i) => ({ sql: 'INSERT INTO "Wish" ("title") VALUES (?)', args: [`w${i}`] })),
  );
});

it("prepares a statement once per connection and answers each call with its own arguments", async () => {
  const sql = 'SELECT "id", "title" FROM "Wish" WHERE "title" = ?';
  const titles = [];
  for (const title of ["w1", "w2", "w299"]) titles.push((await client.execute({ sql, args: [title] })).rows[0]!.title);
  expect(titles).toEqual(["w1", "w2", "w299"]);
  expect(preparedTimes(sql)).toBe(1);
});

it("keeps a statement usable after a constraint failure, and the connection commits after it", async () => {
  const insert = 'INSERT INTO "Wish" ("title") VALUES (?)';
  await expect(client.execute({ sql: insert, args: ["w1"] })).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT" });
  await client.execute({ sql: insert, args: ["new"] });
  const writing = await client.transaction("write");
  await writing.execute({ sql: insert, args: ["in a transaction"] });
  await writing.commit();
  const count = await client.execute('SELECT count(*) AS "n" FROM "Wish"');
  expect(count.rows[0]!.n).toBe(302);
});

it("keeps a statement usable after it failed halfway through its rows, and leaves no reader behind", async () => {
  // the 151st row fails (malformed JSON) after libSQL fetched the first hundred
  const sql = 'SELECT CASE WHEN "id" > ? THEN json(\'{\') ELSE "id" END AS "id" FROM "Wish"';
  await expect(client.execute({ sql, args: [150] })).rejects.toThrow(/malformed JSON/);
  expect((await client.execute({ sql, args: [1_000] })).rows).toHaveLength(300);
  // a statement left active would hold its snapshot: the checkpoint could not empty the WAL
  const other = new Database(file);
  try {
    expect(other.prepare("PRAGMA wal_checkpoint(TRUNCATE)").raw(true).get()).toEqual([0, 0, 0]);
  } finally {
    other.close();
  }
  expect(preparedTimes(sql)).toBe(1);
});

it("answers with the columns a migration from another connection left, not the ones a kept statement knew", async () => {
  const sql = 'SELECT * FROM "Wish" WHERE "id" = ?';
  expect((await client.execute({ sql, args: [1] })).columns).toEqual(["id", "title"]);
  const migrating = new Database(file);
  try {
    migrating.exec('ALTER TABLE "Wish" ADD COLUMN "note" TEXT NOT NULL DEFAULT \'für Oma\'');
  } finally {
    migrating.close();
  }
  // another process's migration commits in its own time: the connection looks once per loop turn
  await new Promise((turn) => setImmediate(turn));
  const after = await client.execute({ sql, args: [1] });
  expect(after.columns).toEqual(["id", "title", "note"]);
  expect(after.rows[0]!.note).toBe("für Oma");
});

it(`keeps at most ${KEPT_PER_CONNECTION} statements per connection, the least recently used going first`, async () => {
  const first = 'SELECT "title" FROM "Wish" WHERE "id" = 1';
  await client.execute(first);
  for (let i = 0; i < KEPT_PER_CONNECTION; i += 1) await client.execute(`SELECT ${i} AS "n"`);
  const last = `SELECT ${KEPT_PER_CONNECTION - 1} AS "n"`;
  await client.execute(last);
  await client.execute(first);
  expect({ first: preparedTimes(first), last: preparedTimes(last) }).toEqual({ first: 2, last: 1 });
});
