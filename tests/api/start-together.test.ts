// Two instances started at the same moment on one fresh SQLite file — two systemd units restarted
// together, `npm start` twice — both migrate it at start (decision 202). Each migration must be
// applied once, by whichever takes SQLite's write lock first, and both must serve
// (docs/decisions/206-what-the-operator-trips-over-once-more.md). PostgreSQL instances do not migrate
// at start; two `npm run migrate` at once wait on its advisory lock (server/migrations/postgresql-session.mjs).
import type { ChildProcess } from "node:child_process";
import { readdirSync, readlinkSync } from "node:fs";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/migrations.mjs";
import { MIGRATIONS_DIRS, migrationsIn } from "../../server/migrations/folders.mjs";
import { createApi } from "../support/api";
import { openDatabase } from "../support/database";
import {
  freePort,
  freshDatabase,
  spawnServer,
  testBackend,
  waitForHealth,
  type FreshDatabase,
} from "../support/server";

/** Whether process `pid` has `file` open (its migration session has begun). */
function hasOpen(pid: number, file: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === file;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

type Started = { child: ChildProcess; baseUrl: string; output: () => string };

describe.skipIf(testBackend !== "sqlite")("two servers started at once on one fresh SQLite file", () => {
  let database: FreshDatabase | undefined;
  const started: Started[] = [];
  afterAll(async () => {
    await Promise.all(
      started.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(null);
            child.once("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
    await database?.remove();
  });

  it("both migrate it without tripping over each other, and both serve", async () => {
    database = await freshDatabase({ migrated: false });
    const { databaseFile, databaseUrl } = database;
    // The runner's ledger is there, empty, and the write lock held until both have opened the file:
    // both read that nothing is applied and wait for the lock to apply the first migration, however
    // far apart the two processes start on a busy machine.
    await migrate({ databaseUrl, upTo: "0", log: () => {} });
    const gate = createClient({ url: databaseUrl });
    const held = await gate.transaction("write");
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const child = spawnServer({ DATABASE_URL: databaseUrl, PORT: String(port) });
      let log = "";
      child.stdout?.on("data", (chunk) => (log += chunk));
      child.stderr?.on("data", (chunk) => (log += chunk));
      started.push({ child, baseUrl: `http://127.0.0.1:${port}`, output: () => log });
    }
    await expect
      .poll(() => started.every(({ child }) => child.exitCode !== null || hasOpen(child.pid!, databaseFile)), {
        timeout: 60_000,
      })
      .toBe(true);
    // a moment for both to read the empty ledger and reach the lock (the test passes without it)
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await held.rollback();
    gate.close();

    await Promise.all(started.map(({ child, baseUrl, output }) => waitForHealth(baseUrl, child, output)));
    for (const { baseUrl, output } of started) {
      expect(output()).not.toContain("failed");
      const api = createApi(baseUrl);
      const list = await api.createList("Zusammen gestartet", "pw");
      await api.addItem(list, { title: "Buch" });
    }
    const db = openDatabase(databaseUrl);
    try {
      const { rows } = await db.execute(
        'SELECT migration_name, count(*) AS times FROM "_prisma_migrations" GROUP BY migration_name ORDER BY migration_name',
      );
      expect(rows.map((row) => [row.migration_name, Number(row.times)])).toEqual(
        migrationsIn(MIGRATIONS_DIRS.sqlite).map(({ name }) => [name, 1]),
      );
    } finally {
      await db.close();
    }
  });
});
