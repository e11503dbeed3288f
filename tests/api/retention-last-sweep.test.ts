// When the retention sweep last ran and what it did, in the admin overview (decision 206): kept in
// the database by the instance that swept, so every instance's overview says the same; a sweep that
// fails is shown failed, with what it had deleted by then. The sweeps themselves:
// tests/api/retention.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiAnswer } from "@/lib/validations/responses";
import { ADMIN_TOKEN } from "../support/admin";
import { createApi, expectOk, type Api } from "../support/api";
import { openDatabase, type TestDatabase } from "../support/database";
import { drawCalls } from "../support/draws";
import { eventually } from "../support/mail";
import { changedDaysAgo, forgetTheDaysSweep, holdListDeletes } from "../support/retention";
import { freshDatabase, startServer, type FreshDatabase, type TestServer } from "../support/server";

type Overview = ApiAnswer<"admin_overview">;
const RETENTION_DAYS = 60;
const ENV = { RETENTION_DAYS: String(RETENTION_DAYS), ADMIN_TOKEN };

let database: FreshDatabase;
let server: TestServer;
let api: Api;
let sql: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase();
  server = await startServer(ENV, database);
  api = createApi(server.baseUrl);
  sql = openDatabase(database.databaseUrl);
}, 120_000);

afterAll(async () => {
  await sql?.close();
  await server?.stop();
  await database?.remove();
});

const lastSweep = async () => {
  const overview = await api.get<Overview>("/api/admin_overview.php", { "x-admin-token": ADMIN_TOKEN });
  expectOk(overview);
  return overview.json.retention_last_sweep;
};

/** A day later, another instance on the same database sweeps at its start; resolves once it has said so. */
async function sweepOnNewInstance(said: RegExp): Promise<void> {
  await forgetTheDaysSweep(sql);
  const other = await startServer(ENV, database);
  try {
    await eventually(() => said.test(other.output()), "the new instance's sweep");
  } finally {
    await other.stop();
  }
}

describe("the admin overview's last retention sweep", () => {
  it("names the sweep at start, then another instance's, with what it deleted", async () => {
    // this instance swept the empty database at its start
    await expect.poll(lastSweep, { timeout: 30_000 }).not.toBeNull();
    const first = await lastSweep();
    expect(first).toMatchObject({ failed: false, lists_deleted: 0, draws_deleted: 0, owners_told: 0 });

    const old = await api.createList("Old and done");
    await api.addItem(old, { title: "Kettle" });
    const draw = await drawCalls(api).createDraw();
    await changedDaysAgo(sql, "List", old.slug, RETENTION_DAYS + 1);
    await changedDaysAgo(sql, "Draw", draw.slug, RETENTION_DAYS + 1);
    await sweepOnNewInstance(/^\[retention\] swept/m);

    // asked of this instance, which did not sweep
    const second = await lastSweep();
    expect(second).toMatchObject({ failed: false, lists_deleted: 1, draws_deleted: 1, owners_told: 0 });
    expect(Date.parse(second!.at)).toBeGreaterThan(Date.parse(first!.at));
  }, 240_000);

  it("says a sweep failed, and what it had deleted before", async () => {
    const stuck = await api.createList("Old and stuck");
    await changedDaysAgo(sql, "List", stuck.slug, RETENTION_DAYS + 1);
    await holdListDeletes(sql, database.databaseUrl, true);
    try {
      await sweepOnNewInstance(/^\[retention\] the sweep failed/m);
    } finally {
      await holdListDeletes(sql, database.databaseUrl, false);
    }
    expect(await lastSweep()).toMatchObject({ failed: true, lists_deleted: 0, draws_deleted: 0, owners_told: 0 });
  }, 240_000);
});
