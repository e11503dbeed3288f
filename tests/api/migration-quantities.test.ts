// The quantities migration (20261210000000_quantities, docs/decisions/028-quantities.md) on a
// database of the version before it: each reserved item's one reservation becomes a Reservation
// row with its name, and the old password (bcrypt from an imported install, or argon2id) still
// releases it. Runs on the pass's backend, like every API test.
import { hash } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate } from "../../server/migrations.mjs";
import { createApi, expectFailure, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import { freshDatabase, startServer, testBackend, type FreshDatabase, type TestServer } from "../support/server";

const BEFORE_QUANTITIES = "20261201000000_rate_limits";

// times as each backend stores them (Prisma's ISO text on SQLite, TIMESTAMP(3) on PostgreSQL)
const time = (iso: string) => (testBackend === "postgresql" ? iso.replace("T", " ").replace("Z", "") : iso);

let database: FreshDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await freshDatabase({ migrated: false });
  await migrate({ databaseUrl: database.databaseUrl, log: () => {}, upTo: BEFORE_QUANTITIES });
  const old = openDatabase(database.databaseUrl);
  try {
    const now = time("2026-11-20T10:00:00.000Z");
    await old.execute(
      `INSERT INTO "List" ("id", "slug", "title", "ownerPasswordHash", "updatedAt") VALUES (?, ?, ?, ?, ?)`,
      ["list000001", "oldlistslug0001", "Alte Liste", await hash("owner-pw"), now],
    );
    const items: [string, number, string | null, string | null, string | null][] = [
      ["item000001", 0, "Tante Erna", bcrypt.hashSync("bcrypt-pw", 4), now],
      ["item000002", 1, "Udo", await hash("argon-pw"), now],
      ["item000003", 2, null, null, null],
    ];
    for (const [id, position, reservedBy, passwordHash, reservedAt] of items) {
      await old.execute(
        `INSERT INTO "Item" ("id", "listId", "title", "position", "reservedBy", "reservationPasswordHash", "reservedAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [id, "list000001", `Wunsch ${position}`, position, reservedBy, passwordHash, reservedAt, now],
      );
    }
  } finally {
    await old.close();
  }
  const { applied } = await migrate({ databaseUrl: database.databaseUrl, log: () => {} });
  expect(applied).toBeGreaterThanOrEqual(1);
  server = await startServer({ RATE_LIMIT_UNRESERVE_FAILURES: "1000" }, database);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.remove();
});

it("turns each old reservation into a one-unit reservation with its name", async () => {
  const api = createApi(server.baseUrl);
  const { items } = (await api.getList("oldlistslug0001")).json;
  expect(items.map((item) => [item.busy, item.reserved_by, item.quantity, item.reserved_quantity])).toEqual([
    [true, "Tante Erna", 1, 1],
    [true, "Udo", 1, 1],
    [false, null, 1, 0],
  ]);
  expect(items[0]!.reservations).toEqual([{ id: expect.any(String), count: 1, reserved_by: "Tante Erna" }]);
  expect(items[2]!.reservations).toEqual([]);
});

it("keeps the old passwords working: bcrypt and argon2id hashes release their reservation", async () => {
  const api = createApi(server.baseUrl);
  const release = (itemId: string, password: string) => api.post("/api/item_unreserve", { item_id: itemId, password });
  expectFailure(await release("item000001", "argon-pw"), 403, "reservation_password_wrong");
  expectOk(await release("item000001", "bcrypt-pw"));
  expectOk(await release("item000002", "argon-pw"));
  expectFailure(await release("item000003", "anything"), 409, "not_reserved");
  const { items } = (await api.getList("oldlistslug0001")).json;
  expect(items.every((item) => !item.busy && item.reservations.length === 0)).toBe(true);
});
