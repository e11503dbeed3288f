// The surprise and closing migration (20261224000000_surprise_closing) on a database of the version
// before it: the lists that exist keep showing their owner who reserved (surprise off,
// docs/decisions/067-surprise-for-existing-lists.md), are open, and no wish is received; a list
// made afterwards starts in surprise mode. Runs on the pass's backend, like every API test.
import { hash } from "@node-rs/argon2";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate } from "../../server/migrations.mjs";
import { createApi, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import { freshDatabase, startServer, testBackend, type FreshDatabase, type TestServer } from "../support/server";

const BEFORE_SURPRISE = "20261222000000_currency";

const time = (iso: string) => (testBackend === "postgresql" ? iso.replace("T", " ").replace("Z", "") : iso);

let database: FreshDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await freshDatabase({ migrated: false });
  await migrate({ databaseUrl: database.databaseUrl, log: () => {}, upTo: BEFORE_SURPRISE });
  const old = openDatabase(database.databaseUrl);
  try {
    const now = time("2026-11-20T10:00:00.000Z");
    await old.execute(
      `INSERT INTO "List" ("id", "slug", "title", "ownerPasswordHash", "updatedAt") VALUES (?, ?, ?, ?, ?)`,
      ["list000001", "oldlistslug0001", "Alte Liste", await hash("owner-pw"), now],
    );
    await old.execute(`INSERT INTO "Item" ("id", "listId", "title", "position", "updatedAt") VALUES (?, ?, ?, ?, ?)`, [
      "item000001",
      "list000001",
      "Buch",
      0,
      now,
    ]);
  } finally {
    await old.close();
  }
  const { applied } = await migrate({ databaseUrl: database.databaseUrl, log: () => {} });
  expect(applied).toBeGreaterThanOrEqual(1);
  server = await startServer({}, database);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.remove();
});

it("keeps an existing list as its owner knew it, and starts a new one in surprise mode", async () => {
  const api = createApi(server.baseUrl);
  const old = await api.getList("oldlistslug0001");
  expectOk(old);
  expect(old.json.list).toMatchObject({ surprise: false, closed: false });
  expect(old.json.items.map((item) => item.received)).toEqual([false]);
  const created = await api.createList("Neu");
  expect((await api.getList(created.slug)).json.list).toMatchObject({ surprise: true, closed: false });
});
