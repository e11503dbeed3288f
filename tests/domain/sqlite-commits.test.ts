// Every connection the app opens on its SQLite file commits without an fsync of the WAL
// (synchronous = NORMAL, docs/decisions/152-sqlite-commits-without-fsync.md): libSQL commits on the
// event loop, so a commit that waited for the disk stalled every other request (issue 57's login
// storm). Checked on a transaction's connection and on the one a read borrows beside it, and the
// file stays in WAL mode, the one in which NORMAL cannot corrupt it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connectDatabase, type Db } from "@/lib/server/db/connect";
import { migrate } from "../../server/migrations.mjs";

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-commits-"));
  const url = `file:${path.join(dir, "commits.db")}`;
  await migrate({ databaseUrl: url, log: () => {} });
  db = connectDatabase({ provider: "sqlite", url });
});
afterAll(async () => {
  await db?.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

const NORMAL = 1; // SQLite's number for it: OFF 0, NORMAL 1, FULL 2 (its default), EXTRA 3
const synchronous = async (on: Pick<Db, "$queryRawUnsafe">) =>
  Number((await on.$queryRawUnsafe<{ synchronous: number }[]>("PRAGMA synchronous"))[0]!.synchronous);

it("commits a write transaction and reads beside it on connections set to synchronous = NORMAL in WAL mode", async () => {
  const seen = await db.$transaction(async (tx) => {
    await tx.list.create({ data: { id: "l1", slug: "l1", title: "Liste", ownerPasswordHash: "x" } });
    // the transaction holds its connection: this read borrows another one
    return { inTransaction: await synchronous(tx), beside: await synchronous(db) };
  });
  expect(seen).toEqual({ inTransaction: NORMAL, beside: NORMAL });
  expect(await db.list.count()).toBe(1);
  const modes = await db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode");
  expect(modes).toEqual([{ journal_mode: "wal" }]);
});
