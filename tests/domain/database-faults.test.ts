// Real SQLite faults through the real stack — libSQL, Prisma's adapter, Prisma's client — are
// recognised for what they are (lib/server/db/fault-kind.ts, docs/decisions/079-database-faults.md):
// a full file, a read-only connection and a lock held beyond the busy timeout; and a connection
// that waited out the lock is not used again, so writes come back once the lock is gone. A write
// waits for the lock off the event loop, and reads do not wait behind it (issue 50).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "@/lib/server/db/connect";
import { databaseFaultOf } from "@/lib/server/db/fault-kind";
import { migrate } from "../../server/migrations.mjs";

let dir: string;
let url: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-faults-"));
  url = `file:${path.join(dir, "faults.db")}`;
  await migrate({ databaseUrl: url, log: () => {} });
  db = connectDatabase({ provider: "sqlite", url });
});
afterAll(async () => {
  await db?.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

/** The error `write` fails with (the test fails when it does not). */
async function failureOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("expected the write to fail");
}

const newList = (id: string) => db.list.create({ data: { id, slug: id, title: "Liste", ownerPasswordHash: "x" } });
const bump = () =>
  db.$transaction(async (tx) => tx.$executeRaw`UPDATE "List" SET "version" = "version" + 1`, { timeout: 30_000 });

describe("SQLite faults", () => {
  it("a full file is storage_full, and writes work again once there is room", async () => {
    await newList("before-full");
    const { rows } = await db.$queryRawUnsafe<{ page_count: number }[]>("PRAGMA page_count").then((r) => ({ rows: r }));
    await db.$executeRawUnsafe(`PRAGMA max_page_count = ${Number(rows[0]!.page_count)}`);
    const error = await failureOf(() =>
      db.list.create({
        data: { id: "full", slug: "full", title: "x".repeat(4000), ownerPasswordHash: "y".repeat(4000) },
      }),
    );
    expect(databaseFaultOf(error)).toMatchObject({ fault: "storage_full", writesOnly: true });
    expect(databaseFaultOf(error)?.reason).toMatch(/full/);
    await db.$executeRawUnsafe("PRAGMA max_page_count = 1073741823");
    await newList("after-full");
  });

  it("a read-only connection is database_unavailable, for writes only", async () => {
    await db.$executeRawUnsafe("PRAGMA query_only = 1");
    const error = await failureOf(() => newList("read-only"));
    await db.$executeRawUnsafe("PRAGMA query_only = 0");
    expect(databaseFaultOf(error)).toMatchObject({ fault: "database_unavailable", writesOnly: true });
    expect(databaseFaultOf(error)?.reason).toMatch(/readonly/);
  });

  it("a lock held beyond the busy timeout is database_unavailable; writes come back once it is gone", async () => {
    await newList("locked");
    const other = createClient({ url });
    const holding = await other.transaction("write");
    await holding.execute('UPDATE "List" SET "title" = "title"');
    const error = await failureOf(bump);
    expect(databaseFaultOf(error)).toMatchObject({ fault: "database_unavailable", writesOnly: true });
    expect(databaseFaultOf(error)?.reason).toMatch(/locked/);
    await holding.rollback();
    other.close();
    // before the connection was renewed, every later commit failed: "SQL statements in progress"
    await bump();
    await bump();
    await newList("after-lock");
  });

  // issue 50 finding 7 (docs/decisions/102-sqlite-lock-wait.md)
  it("a write waiting for the lock holds neither the event loop nor the reads, and goes through once the lock is free", async () => {
    const other = createClient({ url });
    const holding = await other.transaction("write");
    await holding.execute('UPDATE "List" SET "title" = "title"');
    const order: string[] = [];
    const writing = newList("waited").then(
      () => order.push("write"),
      () => order.push("write failed"),
    );
    const ticks = setInterval(() => order.push("tick"), 20);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lists = await db.list.findMany({ select: { id: true } });
    order.push("read");
    clearInterval(ticks);
    expect(lists.map((list) => list.id)).not.toContain("waited");
    // the timer kept running while the write waited, and the read did not wait for it
    expect(order.filter((step) => step === "tick").length).toBeGreaterThanOrEqual(3);
    expect(order.filter((step) => step.startsWith("write"))).toEqual([]);
    await holding.rollback();
    other.close();
    await writing;
    expect(order.at(-1)).toBe("write");
  });

  it("leaves every other error alone", async () => {
    const duplicate = await failureOf(() => newList("after-lock"));
    expect(databaseFaultOf(duplicate)).toBeNull();
    expect(databaseFaultOf(new Error("boom"))).toBeNull();
    expect(databaseFaultOf(null)).toBeNull();
  });
});
