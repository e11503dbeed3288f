// Surprise mode, closing a list, received wishes (issue 28; docs/api.md "Surprise and closing").
import { describe, expect, it } from "vitest";
import type { WireItem, WireList } from "../../lib/wire";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile();

type ListAnswer = { list: WireList; items: WireItem[]; version: number };

/** list_get as the owner: the edit token in the X-Edit-Token header. */
function ownerGet(list: { slug: string; editToken: string }, query = "") {
  return api.get<ListAnswer>(`/api/list_get.php?slug=${list.slug}${query}`, { "x-edit-token": list.editToken });
}

async function reserve(itemId: string, name: string, count = 1) {
  return api.post("/api/item_reserve.php", { item_id: itemId, name, password: `pw-${name}`, count: String(count) });
}

/** A list with a one-unit wish reserved by Oma Gerda and a six-unit wish of which Tom took two. */
async function reservedList() {
  const list = await api.createList("Weihnachten");
  const book = await api.addItem(list, { title: "Buch" });
  const socks = await api.addItem(list, { title: "Socken", quantity: 6 });
  const free = await api.addItem(list, { title: "Tee" });
  expectOk(await reserve(book.id, "Oma Gerda"));
  expectOk(await reserve(socks.id, "Tom", 2));
  return { list, book, socks, free };
}

describe("surprise mode", () => {
  it("is on for a new list, and visitors still see who reserved", async () => {
    const { list } = await reservedList();
    const answer = await api.getList(list.slug);
    expectOk(answer);
    expect(answer.json.list).toMatchObject({ surprise: true, closed: false });
    expect(answer.json.items[0]).toMatchObject({ reserved_by: "Oma Gerda", received: false });
    expect(answer.json.items[1]!.reservations.map((r) => r.reserved_by)).toEqual(["Tom"]);
  });

  it("leaves names, icons and counts out of the owner's list_get, unless reveal=1", async () => {
    const { list } = await reservedList();
    const hidden = await ownerGet(list);
    expectOk(hidden);
    expect(hidden.text).not.toContain("Oma Gerda");
    expect(hidden.text).not.toContain("Tom");
    const [book, socks, tea] = hidden.json.items;
    expect(book).toMatchObject({ busy: true, reserved_by: null, reserved_quantity: null, reservations: [] });
    expect(socks).toMatchObject({ busy: false, reserved_by: null, reserved_quantity: null, reservations: [] });
    expect(tea).toMatchObject({ busy: false, reserved_quantity: 0, reservations: [] });

    const revealed = await ownerGet(list, "&reveal=1");
    expectOk(revealed);
    expect(revealed.json.items[0]!.reserved_by).toBe("Oma Gerda");
    expect(revealed.json.items[1]).toMatchObject({ reserved_quantity: 2 });
    // the owner's answers have their own entity tags: no cache can hand one for another
    const tags = new Set([hidden, revealed, await api.getList(list.slug)].map((a) => a.headers.get("etag")));
    expect(tags.size).toBe(3);
    expect(hidden.headers.get("vary")).toMatch(/x-edit-token/i);
  });

  it("answers the owner's item changes without reservers too", async () => {
    const { list, book } = await reservedList();
    const answer = await api.post<{ item: WireItem }>(
      "/api/item_update.php",
      { slug: list.slug, edit_token: list.editToken, item_id: book.id, note: "gebunden" },
      { as: "json" },
    );
    expectOk(answer);
    expect(answer.json.item).toMatchObject({ busy: true, reserved_by: null, reservations: [] });
  });

  it("shows the owner everything when turned off", async () => {
    const { list } = await reservedList();
    await api.updateList(list, { surprise: false });
    const answer = await ownerGet(list);
    expect(answer.json.items[0]!.reserved_by).toBe("Oma Gerda");
  });

  it("refuses a wrong token with 403 and a bad reveal with 400", async () => {
    const { list } = await reservedList();
    expectFailure(await ownerGet({ ...list, editToken: "not-the-token" }), 403, "edit_token_invalid");
    expectFailure(await ownerGet({ ...list, editToken: "x".repeat(300) }), 403, "edit_token_invalid");
    expectFailure(await ownerGet(list, "&reveal=maybe"), 400, "invalid_field");
    expectFailure(await ownerGet({ slug: "nosuchlist00", editToken: list.editToken }), 404, "list_not_found");
    const badSetting = await api.post("/api/list_update.php", {
      slug: list.slug,
      edit_token: list.editToken,
      surprise: "maybe",
    });
    expectFailure(badSetting, 400, "invalid_surprise");
  });
});

describe("closing a list", () => {
  it("refuses reservations and releases with 409 list_closed, until reopened", async () => {
    const { list, book, free } = await reservedList();
    const closed = await api.updateList(list, { closed: true });
    expect(closed.closed).toBe(true);
    expectFailure(await reserve(free.id, "Anna"), 409, "list_closed");
    expectFailure(
      await api.post("/api/item_unreserve.php", { item_id: book.id, password: "pw-Oma Gerda" }),
      409,
      "list_closed",
    );
    expectFailure(
      await api.post("/api/item_unreserve.php", { item_id: book.id, slug: list.slug, edit_token: list.editToken }),
      409,
      "list_closed",
    );
    await api.updateList(list, { closed: false });
    expectOk(await reserve(free.id, "Anna"));
  });

  it("shows received wishes to visitors only once closed, and the owner who gave what", async () => {
    const { list, book } = await reservedList();
    const marked = await api.post<{ item: WireItem }>(
      "/api/item_update.php",
      { slug: list.slug, edit_token: list.editToken, item_id: book.id, received: true },
      { as: "json" },
    );
    expectOk(marked);
    expect(marked.json.item.received).toBe(true);
    expect((await api.getList(list.slug)).json.items[0]!.received).toBe(false);
    expect((await ownerGet(list)).json.items[0]!.received).toBe(true);

    await api.updateList(list, { closed: true });
    expect((await api.getList(list.slug)).json.items[0]!.received).toBe(true);
    // closed: the surprise is over, the owner sees the givers without asking
    expect((await ownerGet(list)).json.items[0]!.reserved_by).toBe("Oma Gerda");
  });

  it("carries surprise, closed and received through export and import", async () => {
    const { list, book } = await reservedList();
    await api.post("/api/item_update.php", {
      slug: list.slug,
      edit_token: list.editToken,
      item_id: book.id,
      received: "1",
    });
    await api.updateList(list, { closed: true, surprise: false });
    const exported = await api.post<{ document: { list: Record<string, unknown>; items: Record<string, unknown>[] } }>(
      "/api/list_export.php",
      { slug: list.slug, edit_token: list.editToken },
    );
    expectOk(exported);
    expect(exported.json.document.list).toMatchObject({ surprise: false, closed: true });
    expect(exported.json.document.items.map((item) => item.received)).toEqual([true, false, false]);
    expect(exported.text).not.toContain("Oma Gerda");

    const imported = await api.post<{ slug: string }>(
      "/api/list_import.php",
      { document: exported.json.document, owner_password: "neu" },
      { as: "json" },
    );
    expectOk(imported);
    const copy = await api.getList(imported.json.slug);
    expect(copy.json.list).toMatchObject({ surprise: false, closed: true });
    expect(copy.json.items.map((item) => item.received)).toEqual([true, false, false]);
    expect(copy.json.items.every((item) => item.reservations.length === 0)).toBe(true);
  });
});
