// Every connection the app opens on its SQLite file commits without an fsync of the WAL
// (synchronous = NORMAL, docs/decisions/152-sqlite-commits-without-fsync.md): libSQL commits on the
// event loop, so a commit that waited for the disk stalled every other request (issue 57's login
// storm). Checked on a transaction's connection and on the one a read borrows beside it, and the
// file stays in WAL mode, the one in which NORMAL cannot corrupt it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "libsql";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { connectDatabase, type Db } from "@/lib/server/db/connect";
import { TAKE_WRITE_LOCK } from "@/lib/server/db/write-lock";
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

// Every write takes the lock with a statement that sqlite3_exec compiles anew each time (decision
// 102). On "List" that compiled the foreign keys' cascades into the tables below it (~700
// instructions, ~0.4 ms of the event loop per write, five writes per owner login: issue 57's login
// storm, decision 170); on a table nothing references, a handful.
it("takes the write lock with a statement that compiles no foreign-key cascade", async () => {
  const exec = vi.spyOn(Database.prototype, "exec");
  try {
    await db.rateLimit.deleteMany({ where: { bucket: "none" } });
    expect(exec.mock.calls.map(([sql]) => sql)).toContain(TAKE_WRITE_LOCK);
  } finally {
    exec.mockRestore();
  }
  const file = new Database(path.join(dir, "commits.db"));
  try {
    const program = file.prepare(`EXPLAIN ${TAKE_WRITE_LOCK}`).all() as { opcode: string }[];
    expect(program.map(({ opcode }) => opcode)).not.toContain("FkCounter");
    expect(program.length).toBeLessThan(40);
  } finally {
    file.close();
  }
});
