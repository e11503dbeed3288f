// Items wished for more than once (docs/decisions/028-quantities.md): the quantity and its limits,
// reservations of several units (who may release which: claims.test.ts), what list_get shows per
// identity mode, and races that must never over-reserve (on SQLite and PostgreSQL alike).
import { describe, expect, it } from "vitest";
import type { WireItem } from "../../lib/wire";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";

// generous failure limit: wrong passwords here are about rules, tests/api/rate-limits.test.ts is about limits
const { api } = testServerForFile({ RATE_LIMIT_UNRESERVE_FAILURES: "10000" });

type List = { slug: string; editToken: string };

function reserve(itemId: string, fields: Record<string, unknown> = {}) {
  return api.post<{ reservation_id: string }>("/api/item_reserve", {
    item_id: itemId,
    name: "Erna",
    password: "pw",
    ...fields,
  });
}
const updateItem = (list: List, itemId: string, fields: Record<string, unknown>, as: "form" | "json" = "json") =>
  api.post<{ item: WireItem }>(
    "/api/item_update.php",
    { slug: list.slug, edit_token: list.editToken, item_id: itemId, ...fields },
    { as },
  );
async function itemOf(list: List, itemId: string) {
  return (await api.getList(list.slug)).json.items.find((item) => item.id === itemId)!;
}
const outcomes = (answers: { status: number; json: { code?: string } }[]) =>
  answers.reduce<Record<string, number>>((counts, answer) => {
    const key = answer.status === 200 ? "ok" : (answer.json.code ?? String(answer.status));
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe("quantity", () => {
  it("is 1 unless the owner sets it, and is answered with what is reserved", async () => {
    const list = await api.createList();
    const item = await api.addItem(list);
    expect(item).toMatchObject({ quantity: 1, reserved_quantity: 0, reservations: [], busy: false, reserved_by: null });
    const six = await api.addItem(list, { quantity: 6 });
    expect(six).toMatchObject({ quantity: 6, reserved_quantity: 0, reservations: [] });
    // form bodies carry it as text
    const form = await api.post<{ item: WireItem }>("/api/item_create.php", {
      slug: list.slug,
      edit_token: list.editToken,
      title: "Teller",
      quantity: " 99 ",
    });
    expectOk(form);
    expect(form.json.item.quantity).toBe(99);
  });

  it("refuses 0, 100, fractions and words, in the caller's language", async () => {
    const list = await api.createList();
    const item = await api.addItem(list);
    for (const quantity of [0, 100, 2.5, "2.5", "", "zwei", -1, true]) {
      const created = await api.post(
        "/api/item_create.php",
        { slug: list.slug, edit_token: list.editToken, title: "x", quantity },
        { as: "json" },
      );
      expectFailure(created, 400, "invalid_quantity");
      expect(created.json.field).toBe("quantity");
    }
    const english = await api.post(
      "/api/item_update.php",
      { slug: list.slug, edit_token: list.editToken, item_id: item.id, quantity: 100 },
      { as: "json", headers: { "accept-language": "en" } },
    );
    expectFailure(english, 400, "invalid_quantity", "en");
    for (const count of [0, 100, "1.5", "viele"])
      expectFailure(await reserve(item.id, { count }), 400, "invalid_count");
    expect(await itemOf(list, item.id)).toMatchObject({ quantity: 1, reserved_quantity: 0 });
  });

  it("cannot be lowered below what is reserved (409); to exactly that, the item is taken", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { quantity: 6 });
    expectOk(await reserve(item.id, { count: 4 }));
    expectFailure(await updateItem(list, item.id, { quantity: 3 }), 409, "quantity_below_reserved");
    expect(await itemOf(list, item.id)).toMatchObject({ quantity: 6, reserved_quantity: 4, busy: false });
    const lowered = await updateItem(list, item.id, { quantity: "4" }, "form");
    expectOk(lowered);
    // the owner's answer keeps the surprise (how many is left out, docs/api.md "Surprise and closing")
    expect(lowered.json.item).toMatchObject({ quantity: 4, reserved_quantity: null, busy: true });
    expect(await itemOf(list, item.id)).toMatchObject({ quantity: 4, reserved_quantity: 4, busy: true });
    expectOk(await updateItem(list, item.id, { quantity: 5, title: "Gläser" }));
    expect(await itemOf(list, item.id)).toMatchObject({ title: "Gläser", quantity: 5, busy: false });
  });
});

describe("reserving several", () => {
  it("takes `count` units in one reservation and answers its id", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { quantity: 6 });
    const first = await reserve(item.id, { name: "Erna", count: 2 });
    expectOk(first);
    expect(first.json).toEqual({ ok: true, reservation_id: expect.stringMatching(/^\S{10,64}$/) });
    const second = await reserve(item.id, { name: "Udo", password: "udo" });
    expect(await itemOf(list, item.id)).toMatchObject({
      quantity: 6,
      reserved_quantity: 3,
      busy: false,
      reserved_by: null,
      reservations: [
        { id: first.json.reservation_id, count: 2, reserved_by: "Erna" },
        { id: second.json.reservation_id, count: 1, reserved_by: "Udo" },
      ],
    });
  });

  it("refuses more than is left: too_few_left while some are, already_reserved when none is", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { quantity: 3 });
    expectOk(await reserve(item.id, { count: 2 }));
    const tooMany = await reserve(item.id, { count: 2 });
    expectFailure(tooMany, 409, "too_few_left");
    expect(tooMany.json.field).toBe("count");
    expectOk(await reserve(item.id, { count: 1 }));
    expectFailure(await reserve(item.id), 409, "already_reserved");
    expect(await itemOf(list, item.id)).toMatchObject({ reserved_quantity: 3, busy: true });
  });

  it("gives exactly 6 of 50 racing single reservations of a 6-unit item", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { quantity: 6 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => reserve(item.id, { name: `Friend ${n}`, password: `pw${n}` })),
    );
    expect(outcomes(answers)).toEqual({ ok: 6, already_reserved: 44 });
    const after = await itemOf(list, item.id);
    expect(after).toMatchObject({ reserved_quantity: 6, busy: true });
    expect(after.reservations).toHaveLength(6);
  });

  it("never over-reserves when racing reservations ask for different counts", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { quantity: 10 });
    const counts = Array.from({ length: 30 }, (_, n) => (n % 4) + 1);
    const answers = await Promise.all(counts.map((count, n) => reserve(item.id, { count, password: `pw${n}` })));
    const granted = answers.reduce((sum, answer, n) => sum + (answer.status === 200 ? counts[n]! : 0), 0);
    for (const answer of answers) {
      if (answer.status !== 200) expect(["already_reserved", "too_few_left"]).toContain(answer.json.code);
    }
    const after = await itemOf(list, item.id);
    expect(granted).toBeGreaterThan(0);
    expect(granted).toBeLessThanOrEqual(10);
    expect(after.reserved_quantity).toBe(granted);
    expect(after.reservations.reduce((sum, reservation) => sum + reservation.count, 0)).toBe(granted);
    // whatever is still free is less than every count that was refused for lack of room
    const refused = counts.filter((_, n) => answers[n]!.json.code === "too_few_left");
    for (const count of refused) expect(count).toBeGreaterThan(10 - granted);
  });
});

describe("identity modes", () => {
  it("password_only shows counts but no names; names come back with the mode", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { quantity: 2 });
    const one = await api.addItem(list);
    await reserve(item.id, { name: "Erna" });
    await reserve(one.id, { name: "Udo" });
    await api.updateList(list, { identity_mode: "password_only" });
    expect(await itemOf(list, item.id)).toMatchObject({
      reserved_quantity: 1,
      reserved_by: null,
      reservations: [{ count: 1, reserved_by: null }],
    });
    expect(await itemOf(list, one.id)).toMatchObject({ busy: true, reserved_by: null });
    expect(JSON.stringify((await api.getList(list.slug)).json)).not.toMatch(/Erna|Udo/);
    await api.updateList(list, { identity_mode: "name" });
    expect((await itemOf(list, item.id)).reservations[0]?.reserved_by).toBe("Erna");
  });

  it("icon mode keeps each reservation's icon; one-unit items keep reserved_by", async () => {
    const list = await api.createList();
    const settings = await api.updateList(list, { identity_mode: "icon", occasion: "xmas" });
    const item = await api.addItem(list, { quantity: 3 });
    const one = await api.addItem(list);
    await reserve(item.id, { name: settings.icons[0], count: 2 });
    await reserve(item.id, { name: settings.icons[1] });
    await reserve(one.id, { name: settings.icons[2] });
    expect((await itemOf(list, item.id)).reservations.map((r) => [r.reserved_by, r.count])).toEqual([
      [settings.icons[0], 2],
      [settings.icons[1], 1],
    ]);
    expect(await itemOf(list, one.id)).toMatchObject({
      busy: true,
      reserved_by: settings.icons[2],
      quantity: 1,
      reserved_quantity: 1,
    });
  });
});

describe("export and import", () => {
  it("carries the quantity, never the reservations; documents without it import as 1", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { quantity: 5, title: "Teller" });
    await reserve(item.id, { count: 2 });
    const exported = await api.post<{ document: { items: Record<string, unknown>[] } }>("/api/list_export.php", {
      slug: list.slug,
      edit_token: list.editToken,
    });
    expectOk(exported);
    expect(exported.json.document.items[0]).toMatchObject({ title: "Teller", quantity: 5 });
    const { document } = exported.json;
    const old = { ...document, items: document.items.map(({ quantity: _quantity, ...rest }) => rest) };
    for (const [doc, quantity] of [
      [document, 5],
      [old, 1],
    ] as const) {
      const imported = await api.post<{ slug: string }>(
        "/api/list_import.php",
        { document: doc, owner_password: "pw" },
        { as: "json" },
      );
      expectOk(imported);
      expect((await api.getList(imported.json.slug)).json.items[0]).toMatchObject({
        quantity,
        reserved_quantity: 0,
        reservations: [],
      });
    }
  });
});
