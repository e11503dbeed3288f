// POST /api/list_delete.php (docs/api.md "list_delete"): the owner deletes a list for good; after
// that every path of it answers 404 and its open live streams end. On SQLite and, in the
// PostgreSQL pass, through the LISTEN/NOTIFY note that reaches every instance.
import { describe, expect, it } from "vitest";
import { ENCODINGS, expectFailure, expectOk } from "../support/api";
import { openEvents } from "../support/events";
import { testServerForFile } from "../support/fixture";
import { openDatabase } from "../support/database";

const { server, api } = testServerForFile();

async function idOf(slug: string): Promise<string> {
  const database = openDatabase(server.databaseUrl);
  try {
    return String((await database.execute('SELECT "id" FROM "List" WHERE "slug" = ?', [slug])).rows[0]!.id);
  } finally {
    await database.close();
  }
}

async function fullList() {
  const list = await api.createList("Zum Löschen", "owner-secret");
  const item = await api.addItem(list, { title: "Fahrrad", quantity: 2 });
  expectOk(await api.post("/api/item_reserve.php", { item_id: item.id, name: "Erna", password: "geheim-123" }));
  return { list, item };
}

describe("deleting a list", () => {
  it("refuses a wrong or missing owner token with 403 and keeps the list", async () => {
    const { list } = await fullList();
    expectFailure(
      await api.post("/api/list_delete.php", { slug: list.slug, edit_token: "x".repeat(43) }),
      403,
      "edit_token_invalid",
    );
    expectFailure(await api.post("/api/list_delete.php", { slug: list.slug }), 403, "edit_token_invalid");
    const other = await api.createList("Fremd");
    expectFailure(
      await api.post("/api/list_delete.php", { slug: list.slug, edit_token: other.editToken }),
      403,
      "edit_token_invalid",
    );
    expectOk(await api.getList(list.slug));
    expectFailure(
      await api.post("/api/list_delete.php", { slug: "no-such-list", edit_token: list.editToken }),
      404,
      "list_not_found",
    );
  });

  it.each(ENCODINGS)("removes everything of the list (%s); every path of it answers 404 after", async (as) => {
    const { list, item } = await fullList();
    const listId = await idOf(list.slug);
    const stream = await openEvents(`${server.baseUrl}/api/list_events.php?slug=${list.slug}`);
    await stream.waitFor((event) => event.event === "version");
    // the page is in the page cache before
    expect((await fetch(`${server.baseUrl}/web/?slug=${list.slug}`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/web/?slug=${list.slug}`)).status).toBe(200);

    expectOk(await api.post("/api/list_delete.php", { slug: list.slug, edit_token: list.editToken }, { as }));
    // the open page is told, not left reconnecting to a list that is no more (issue 40)
    await stream.waitFor((event) => event.event === "gone");
    await stream.ended();

    const owner = { slug: list.slug, edit_token: list.editToken };
    expectFailure(await api.getList(list.slug), 404, "list_not_found");
    expect((await fetch(`${server.baseUrl}/web/?slug=${list.slug}`)).status).toBe(404);
    expectFailure(await api.get(`/api/list_events.php?slug=${list.slug}`), 404, "list_not_found");
    expectFailure(await api.post("/api/list_export.php", owner), 404, "list_not_found");
    expectFailure(await api.post("/api/list_update.php", { ...owner, title: "Neu" }), 404, "list_not_found");
    expectFailure(
      await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "owner-secret" }),
      404,
      "list_not_found",
    );
    expectFailure(await api.post("/api/list.owner.check", owner), 404, "list_not_found");
    expectFailure(await api.post("/api/item_create.php", { ...owner, title: "Buch" }), 404, "list_not_found");
    expectFailure(
      await api.post("/api/item_reserve.php", { item_id: item.id, name: "Ali", password: "pw-12345" }),
      404,
      "item_not_found",
    );
    expectFailure(await api.post("/api/list_delete.php", owner), 404, "list_not_found");

    const database = openDatabase(server.databaseUrl);
    try {
      const count = async (sql: string, ...args: unknown[]) => Number((await database.execute(sql, args)).rows[0]!.n);
      expect(await count('SELECT count(*) AS n FROM "List" WHERE "slug" = ?', list.slug)).toBe(0);
      expect(await count('SELECT count(*) AS n FROM "Item" WHERE "id" = ?', item.id)).toBe(0);
      expect(await count('SELECT count(*) AS n FROM "Reservation" WHERE "itemId" = ?', item.id)).toBe(0);
      expect(await count('SELECT count(*) AS n FROM "EditToken" WHERE "listId" = ?', listId)).toBe(0);
      // the item-create limit's count was kept per list id: gone with it (it was there before)
      expect(
        await count('SELECT count(*) AS n FROM "RateLimit" WHERE "bucket" = ? AND "key" = ?', "item-create", listId),
      ).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("leaves other lists alone", async () => {
    const keep = await fullList();
    const gone = await fullList();
    const stream = await openEvents(`${server.baseUrl}/api/list_events.php?slug=${keep.list.slug}`);
    try {
      await stream.waitFor((event) => event.event === "version");
      expectOk(await api.post("/api/list_delete.php", { slug: gone.list.slug, edit_token: gone.list.editToken }));
      const answer = await api.getList(keep.list.slug);
      expectOk(answer);
      expect(answer.json.items).toHaveLength(1);
      // the other list's stream is still open: a change still reaches it
      await api.updateList(keep.list, { title: "Noch da" });
      await stream.waitFor((event) => event.event === "version" && event.id !== "2" && Number(event.id) > 2);
    } finally {
      await stream.close();
    }
  });
});
