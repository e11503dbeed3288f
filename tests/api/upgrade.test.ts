// Updating from an earlier release (issue 43): the database each release made and filled through
// its own API (tests/releases/<version>/, made by tests/releases/make-fixture.mjs) is migrated by
// today's code and served by today's server. Every row stays as it was, every list, wish,
// reservation, pledge, picture and setting answers as that release answered it, passwords and
// tokens hold, and every list's export imports again. On the pass's backend, like every API test;
// migrations added later are applied by the same run, so the test holds for them too.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireItem } from "../../lib/wire";
import { migrate } from "../../server/migrations.mjs";
import { MIGRATIONS_DIRS } from "../../server/migrations/folders.mjs";
import { createApi, expectFailure, expectOk, type Api } from "../support/api";
import { openDatabase, type Row } from "../support/database";
import {
  allRows,
  loadReleaseDatabase,
  recordedDrawsAndMail,
  recordedLists,
  RELEASE_FIXTURES,
  tableNames,
  type RecordedList,
} from "../support/releases";
import { freshDatabase, startServer, testBackend, type FreshDatabase, type TestServer } from "../support/server";

const todaysMigrations = readdirSync(MIGRATIONS_DIRS[testBackend], { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

async function migrationNames(databaseUrl: string): Promise<string[]> {
  const database = openDatabase(databaseUrl);
  try {
    const rows = (await database.execute(`SELECT migration_name FROM "_prisma_migrations"`)).rows;
    return rows.map((row) => String(row.migration_name)).sort();
  } finally {
    await database.close();
  }
}

/**
 * What a copy of a wish must keep: everything but ids, picture addresses and reservations; who
 * pledged only where the owner may see it (not in surprise mode).
 */
const copied = (surprise: boolean) => (item: WireItem) => ({
  title: item.title,
  url: item.url,
  image_source: item.image_source,
  has_picture: item.image_url !== null,
  price: item.price,
  price_text: item.price_text,
  note: item.note,
  quantity: item.quantity,
  section: item.section,
  most_wanted: item.most_wanted,
  group_gift: item.group_gift,
  pledges: item.pledges.map(({ amount, pledged_by }) => (surprise ? { amount } : { amount, pledged_by })),
  received: item.received,
});

describe.each(RELEASE_FIXTURES)("a database of release %s, updated", (version) => {
  const lists = recordedLists(version);
  let database: FreshDatabase;
  let server: TestServer;
  let api: Api;
  let before: Record<string, Row[]>;
  let after: Record<string, Row[]>;
  let applied: number;
  let releaseMigrations: string[];

  beforeAll(async () => {
    database = await freshDatabase({ migrated: false });
    await loadReleaseDatabase(version, database);
    const tables = await tableNames(database.databaseUrl);
    before = await allRows(database.databaseUrl, tables);
    releaseMigrations = await migrationNames(database.databaseUrl);
    ({ applied } = await migrate({ databaseUrl: database.databaseUrl, log: () => {} }));
    const columns = Object.fromEntries(
      Object.entries(before).map(([table, rows]) => [table, Object.keys(rows[0] ?? {})]),
    );
    after = await allRows(database.databaseUrl, tables, columns);
    // no OUTBOUND_ALLOW_HOSTS: the pictures' loopback sources are private addresses now
    server = await startServer({}, database);
    api = createApi(server.baseUrl);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await database?.remove();
  });

  it("applies today's migrations and changes no row the release wrote", async () => {
    expect(await migrationNames(database.databaseUrl)).toEqual(todaysMigrations);
    expect(applied).toBe(todaysMigrations.length - releaseMigrations.length);
    for (const table of ["List", "Item", "Reservation", "Pledge", "Picture", "EditToken"]) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }
    // releases with draws and mail left some of each (tests/api/upgrade-draws-mail.test.ts uses them)
    const { draws, mail } = recordedDrawsAndMail(version);
    const newer = [...(draws.length ? ["Draw", "DrawParticipant", "DrawExclusion"] : [])];
    if (mail) newer.push("MailAddress", "MailSubscription", "MailOutbox");
    for (const table of newer) expect(before[table]?.length, table).toBeGreaterThan(0);
    // a migration that changes existing rows on purpose must say so here
    expect(after).toEqual(before);
  });

  it.each(lists.map((list) => [list.visitors.list.title, list] as const))(
    "answers %s as the release did, to visitors and to its owner",
    async (_, list: RecordedList) => {
      const visitors = await api.get(`/api/list_get.php?slug=${list.slug}`);
      expectOk(visitors);
      expect(visitors.json).toMatchObject(list.visitors);
      const owner = await api.get(`/api/list_get.php?slug=${list.slug}&reveal=1`, { "x-edit-token": list.token });
      expectOk(owner);
      expect(owner.json).toMatchObject(list.owner);
      for (const [address, sha256] of Object.entries(list.pictures)) {
        const picture = await fetch(`${server.baseUrl}${address}`);
        expect(picture.status, address).toBe(200);
        expect(
          createHash("sha256")
            .update(Buffer.from(await picture.arrayBuffer()))
            .digest("hex"),
          address,
        ).toBe(sha256);
      }
    },
  );

  it.each(lists.map((list) => [list.visitors.list.title, list] as const))(
    "keeps the passwords and tokens of %s",
    async (_, list: RecordedList) => {
      expectOk(await api.post("/api/list.owner.check", { slug: list.slug, edit_token: list.token }));
      for (const revoked of list.revokedTokens) {
        expectFailure(
          await api.post("/api/list.owner.check", { slug: list.slug, edit_token: revoked }),
          403,
          "edit_token_invalid",
        );
      }
      expectOk(await api.post("/api/list.owner.login", { slug: list.slug, owner_password: list.password }));
      if (list.oldPassword) {
        const old = await api.post("/api/list.owner.login", { slug: list.slug, owner_password: list.oldPassword });
        expectFailure(old, 401, "wrong_password");
      }
      const items = list.visitors.items;
      for (const secret of list.secrets) {
        const item = items.find((each) => each.title === secret.item)!;
        const release = secret.kind === "reservation" ? "/api/item_unreserve" : "/api/item_unpledge.php";
        const answer = await api.post(release, { item_id: item.id, password: secret.password });
        if (list.visitors.list.closed) expectFailure(answer, 409, "list_closed");
        else expectOk(answer);
      }
    },
  );

  it.each(lists.map((list) => [list.visitors.list.title, list] as const))(
    "lets the owner of %s save every wish as the form sends it, and copy the list",
    async (_, list: RecordedList) => {
      const owner = { slug: list.slug, edit_token: list.token };
      const current = (await api.get(`/api/list_get.php?slug=${list.slug}`)).json.items as WireItem[];
      for (const item of current) {
        // the owner's wish form sends every field as it shows it, the picture's source included
        const saved = await api.post(
          "/api/item_update.php",
          {
            ...owner,
            item_id: item.id,
            title: item.title,
            url: item.url,
            image_url: item.image_source,
            price: item.price ?? item.price_text,
            note: item.note,
            quantity: String(item.quantity),
            section: item.section,
            most_wanted: item.most_wanted,
          },
          { as: "json" },
        );
        expectOk(saved);
      }
      const exported = await api.post("/api/list_export.php", owner);
      expectOk(exported);
      const imported = await api.post(
        "/api/list_import.php",
        { document: exported.json.document, owner_password: "next-year" },
        { as: "json" },
      );
      expectOk(imported);
      const copy = (await api.getList(imported.json.slug as string)).json;
      const { slug: _slug, ...settings } = list.visitors.list;
      expect(copy.list).toMatchObject(settings);
      const keeps = copied(list.visitors.list.surprise);
      expect(copy.items.map(keeps)).toEqual(current.map(keeps));
    },
  );
});
