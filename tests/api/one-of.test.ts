// "Any one of these" and "as many as you like" (issue 53; docs/decisions/119-any-one-of-these.md,
// 120-as-many-as-you-like.md, 121-one-of-in-the-lists-lock.md): the fields item_create/item_update
// take and list_get answers, the 409 one_of_taken for reservations and pledges, a release freeing
// the group, wishes without an upper count, the list file, and 20 givers racing for a group's
// alternatives across two instances of one database (SQLite file or PostgreSQL).
import { describe, expect, it } from "vitest";
import type { WireItem } from "../../lib/wire";
import { expectFailure, expectOk, type Answer } from "../support/api";
import { twoInstancesForFile } from "../support/fixture";

const LIMITS = { RATE_LIMIT_RESERVATIONS: "10000", RATE_LIMIT_UNRESERVE_FAILURES: "10000" };
const [first, second] = twoInstancesForFile(LIMITS);
const api = first.api;

type List = { slug: string; editToken: string };

const reserve = (itemId: string, fields: Record<string, unknown> = {}, via = api) =>
  via.post<{ reservation_id: string }>("/api/item_reserve.php", {
    item_id: itemId,
    name: "Erna",
    password: "pw",
    ...fields,
  });
const release = (list: List, itemId: string, reservationId: string) =>
  api.post("/api/item_unreserve.php", { item_id: itemId, edit_token: list.editToken, reservation_id: reservationId });
const update = (list: List, itemId: string, fields: Record<string, unknown>) =>
  api.post<{ item: WireItem }>(
    "/api/item_update.php",
    { slug: list.slug, edit_token: list.editToken, item_id: itemId, ...fields },
    { as: "json" },
  );
const items = async (list: List) => (await api.getList(list.slug)).json.items;
/** Each wish's title with whether another of its group is taken. */
const takenFlags = async (list: List) =>
  Object.fromEntries((await items(list)).map((item) => [item.title, item.one_of_taken]));

async function bikes() {
  const list = await api.createList("Fahrräder");
  const red = await api.addItem(list, { title: "Rot", one_of: " Fahrrad " });
  const blue = await api.addItem(list, { title: "Blau", one_of: "Fahrrad" });
  const book = await api.addItem(list, { title: "Buch" });
  return { list, red, blue, book };
}

describe("one_of on a wish", () => {
  it("is taken by item_create and item_update like a section name; blank leaves the group", async () => {
    const { list, red, book } = await bikes();
    expect(red).toMatchObject({ one_of: "Fahrrad", one_of_taken: false, unlimited: false });
    expect(book).toMatchObject({ one_of: null, one_of_taken: false });
    expectOk(await update(list, book.id, { one_of: "Fahrrad" }));
    expect((await update(list, book.id, { one_of: "  " })).json.item.one_of).toBeNull();
    const long = await update(list, red.id, { one_of: "x".repeat(61) });
    expectFailure(long, 400, "one_of_too_long");
    expect(long.json.field).toBe("one_of");
    expectFailure(
      await api.post(
        "/api/item_create.php",
        { slug: list.slug, edit_token: list.editToken, title: "x", unlimited: "vielleicht" },
        { as: "json", headers: { "accept-language": "en" } },
      ),
      400,
      "invalid_unlimited",
      "en",
    );
    expect((await items(list)).map((item) => item.one_of)).toEqual(["Fahrrad", "Fahrrad", null]);
  });

  it("refuses the other alternatives once one is reserved in full (409); a release frees them", async () => {
    const { list, red, blue, book } = await bikes();
    const two = await api.addItem(list, { title: "Grün", one_of: "Fahrrad", quantity: 2 });
    // partly reserved is not taken: the others stay free
    expectOk(await reserve(two.id));
    expect(await takenFlags(list)).toEqual({ Rot: false, Blau: false, Buch: false, Grün: false });
    const won = await reserve(red.id, { name: "Anna" });
    expectOk(won);
    expect(await takenFlags(list)).toEqual({ Rot: false, Blau: true, Buch: false, Grün: true });
    expectFailure(await reserve(blue.id), 409, "one_of_taken");
    expectFailure(await reserve(two.id, { name: "Ben" }), 409, "one_of_taken");
    expectOk(await reserve(book.id));
    // the owner's answer says the same (surprise mode hides who, not that)
    const owner = await api.get<{ items: WireItem[] }>(`/api/list_get.php?slug=${list.slug}`, {
      "x-edit-token": list.editToken,
    });
    expect(owner.json.items.find((item) => item.id === blue.id)).toMatchObject({ one_of_taken: true });
    expectOk(await release(list, red.id, won.json.reservation_id));
    expect(await takenFlags(list)).toEqual({ Rot: false, Blau: false, Buch: false, Grün: false });
    expectOk(await reserve(blue.id));
  });

  it("counts a funded group gift as taken, and refuses pledges to an alternative of a taken one", async () => {
    const list = await api.createList("Konsole");
    const pledge = (itemId: string, amount: string) =>
      api.post("/api/item_pledge.php", { item_id: itemId, name: "Onkel", password: "pw", amount });
    const big = await api.addItem(list, { title: "Konsole", price: "300", group_gift: true, one_of: "Spiel" });
    const small = await api.addItem(list, { title: "Brettspiel", price: "40", group_gift: true, one_of: "Spiel" });
    expectOk(await pledge(big.id, "100"));
    expectOk(await pledge(small.id, "40"));
    expectFailure(await pledge(big.id, "10"), 409, "one_of_taken");
    expect(await takenFlags(list)).toEqual({ Konsole: true, Brettspiel: false });
  });
});

describe("unlimited", () => {
  it("takes any number, is never busy, and counts what is given so far; the quantity is ignored", async () => {
    const list = await api.createList("Bücher");
    const books = await api.addItem(list, { title: "Bücher der Reihe", unlimited: true, quantity: 2 });
    expect(books).toMatchObject({ unlimited: true, busy: false });
    for (const count of [99, 99, 5]) expectOk(await reserve(books.id, { count, password: `pw${count}` }));
    const [after] = await items(list);
    expect(after).toMatchObject({ unlimited: true, busy: false, reserved_quantity: 203 });
    // surprise mode (on for new lists) hides from the owner how many, as for any wish
    const owner = await api.get<{ items: WireItem[] }>(`/api/list_get.php?slug=${list.slug}`, {
      "x-edit-token": list.editToken,
    });
    expect(owner.json.items[0]).toMatchObject({ reserved_quantity: null, reservations: [], busy: false });
    // an upper count again needs room for what is given: the stored quantity (2) has none
    expectFailure(await update(list, books.id, { unlimited: false }), 409, "quantity_below_reserved");
    // while unlimited, a quantity sent along (the form sends one) is ignored, not checked
    expectOk(await update(list, books.id, { quantity: 1, title: "Bücher" }));
  });

  it("takes its group with its first reservation, and goes with the list file", async () => {
    const list = await api.createList("Gutscheine");
    const cards = await api.addItem(list, { title: "Gutscheine", unlimited: true, one_of: "Lesen" });
    const reader = await api.addItem(list, { title: "E-Reader", one_of: "Lesen" });
    expectOk(await reserve(cards.id, { count: 3 }));
    expectOk(await reserve(cards.id, { count: 2, password: "other" }));
    expectFailure(await reserve(reader.id), 409, "one_of_taken");
    const exported = await api.post<{ document: { items: Record<string, unknown>[] } }>("/api/list_export.php", {
      slug: list.slug,
      edit_token: list.editToken,
    });
    expectOk(exported);
    expect(exported.json.document.items.map(({ one_of, unlimited }) => ({ one_of, unlimited }))).toEqual([
      { one_of: "Lesen", unlimited: true },
      { one_of: "Lesen", unlimited: false },
    ]);
    const imported = await api.post<{ slug: string }>(
      "/api/list_import.php",
      { owner_password: "pw", document: exported.json.document },
      { as: "json" },
    );
    expectOk(imported);
    const copy = (await api.getList(imported.json.slug)).json.items;
    expect(copy.map(({ one_of, unlimited, one_of_taken }) => ({ one_of, unlimited, one_of_taken }))).toEqual([
      { one_of: "Lesen", unlimited: true, one_of_taken: false },
      { one_of: "Lesen", unlimited: false, one_of_taken: false },
    ]);
  });
});

describe("racing givers", () => {
  it("lets exactly one of 20 reservations across a group's alternatives win, over two instances", async () => {
    const list = await api.createList("Rennen");
    const alternatives = await Promise.all(
      ["A", "B", "C", "D"].map((title) => api.addItem(list, { title, one_of: "Eins" })),
    );
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        reserve(
          alternatives[n % alternatives.length]!.id,
          { name: `Gast ${n}`, password: `pw-${n}` },
          // every other one through the second instance
          n % 2 === 0 ? first.api : second.api,
        ),
      ),
    );
    const codes = answers.map((answer) => (answer.status === 200 ? "ok" : answer.json.code));
    expect(codes.filter((code) => code === "ok")).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser.status, loser.text).toBe(409);
      expect(["one_of_taken", "already_reserved"]).toContain(loser.json.code);
    }
    const after = await items(list);
    expect(after.filter((item) => item.busy)).toHaveLength(1);
    expect(after.filter((item) => item.one_of_taken)).toHaveLength(3);
  });
});
