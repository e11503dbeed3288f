// Group gifts (docs/decisions/063-group-gifts.md): the owner's switch and its rules, pledges and
// their limits, what list_get shows per identity mode, and racing pledges that must never add up to
// more than the price (on SQLite and PostgreSQL alike: the API tests run on both). Export and
// import: tests/api/group-gifts-transfer.test.ts.
// Withdrawing a pledge follows the rules of withdrawing a reservation: tests/api/claims.test.ts.
import { describe, expect, it } from "vitest";
import type { WireItem } from "../../lib/wire";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { groupGiftCalls } from "../support/group-gifts";

// generous failure limit: wrong passwords here are about rules, tests/api/rate-limits.test.ts is about limits
const { api } = testServerForFile({ RATE_LIMIT_UNRESERVE_FAILURES: "10000", RATE_LIMIT_RESERVATIONS: "10000" });

type List = { slug: string; editToken: string };

const { pledge, unpledge, groupGift } = groupGiftCalls(api);
const updateItem = (list: List, itemId: string, fields: Record<string, unknown>) =>
  api.post<{ item: WireItem }>(
    "/api/item_update.php",
    { slug: list.slug, edit_token: list.editToken, item_id: itemId, ...fields },
    { as: "json" },
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

describe("the group-gift switch", () => {
  it("is off unless set, needs a numeric price, and makes the wish one thing", async () => {
    const list = await api.createList();
    const plain = await api.addItem(list);
    expect(plain).toMatchObject({ group_gift: false, pledged_amount: 0, pledges: [] });
    const noPrice = await api.post(
      "/api/item_create.php",
      { slug: list.slug, edit_token: list.editToken, title: "Reise", group_gift: true, price: "ca. 500 €" },
      { as: "json" },
    );
    expectFailure(noPrice, 400, "group_gift_needs_price");
    expectFailure(
      await api.post("/api/item_create.php", {
        slug: list.slug,
        edit_token: list.editToken,
        title: "x",
        group_gift: "maybe",
      }),
      400,
      "invalid_group_gift",
    );
    const bike = await api.addItem(list, { title: "Fahrrad", price: "129,00", quantity: 3, group_gift: "on" });
    expect(bike).toMatchObject({ group_gift: true, price: 129, quantity: 1, busy: false, pledged_amount: 0 });
    const more = await updateItem(list, bike.id, { quantity: 5 });
    expectOk(more);
    expect(more.json.item.quantity).toBe(1);
    // clearing the price of a group gift is refused as well
    expectFailure(await updateItem(list, bike.id, { price: null }), 400, "group_gift_needs_price");
  });

  it("cannot be switched on over reservations nor off over pledges (409); reserving a group gift is a 409", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { price: 50 });
    const reserved = await api.post<{ reservation_id: string }>("/api/item_reserve", {
      item_id: item.id,
      name: "Udo",
      password: "pw",
    });
    expectOk(reserved);
    expectFailure(await updateItem(list, item.id, { group_gift: true }), 409, "group_gift_reserved");
    expectOk(await api.post("/api/item_unreserve", { item_id: item.id, password: "pw" }));
    const on = await updateItem(list, item.id, { group_gift: true });
    expectOk(on);
    expect(on.json.item.group_gift).toBe(true);
    expectFailure(
      await api.post("/api/item_reserve", { item_id: item.id, name: "Udo", password: "pw" }),
      409,
      "group_gift",
    );
    expectOk(await pledge(item.id, { amount: 20 }));
    expectFailure(await updateItem(list, item.id, { group_gift: false }), 409, "group_gift_pledged");
    expectFailure(await updateItem(list, item.id, { price: 19.99 }), 409, "price_below_pledged");
    expectOk(await updateItem(list, item.id, { price: 20 }));
    expect(await itemOf(list, item.id)).toMatchObject({ group_gift: true, price: 20, pledged_amount: 20, busy: true });
    // the owner removes the pledge, then may switch it off
    expectOk(await unpledge({ item_id: item.id, slug: list.slug, edit_token: list.editToken }));
    const off = await updateItem(list, item.id, { group_gift: false });
    expectOk(off);
    expect(off.json.item).toMatchObject({ group_gift: false, busy: false, pledges: [] });
    expectFailure(await pledge(item.id), 409, "not_group_gift");
  });
});

describe("pledging", () => {
  it("answers a pledge id; list_get shows the pledge, the sum, and busy once the price is reached", async () => {
    const { list, item } = await groupGift("129");
    const first = await pledge(item.id, { name: "Erna", amount: "85" });
    expectOk(first);
    expect(first.json.pledge_id).toMatch(/^[a-z0-9]{10,}$/);
    expect(await itemOf(list, item.id)).toMatchObject({
      busy: false,
      pledged_amount: 85,
      pledges: [{ id: first.json.pledge_id, amount: 85, pledged_by: "Erna" }],
      reservations: [],
      reserved_quantity: 0,
    });
    // a decimal comma in a form body, a JSON number with cents
    expectOk(await pledge(item.id, { name: "Udo", amount: "12,50" }));
    expectOk(
      await api.post(
        "/api/item_pledge.php",
        { item_id: item.id, name: "Ali", password: "x", amount: 31.5 },
        { as: "json" },
      ),
    );
    const full = await itemOf(list, item.id);
    expect(full).toMatchObject({ busy: true, pledged_amount: 129 });
    expect(full.pledges.map((one) => one.amount)).toEqual([85, 12.5, 31.5]);
  });

  it("reads an amount typed with thousands as a price is: “1.299”, “1 299,50”, “1,000.25” (decision 198)", async () => {
    const { list, item } = await groupGift(5000);
    for (const amount of ["1.299", "1 299,50", "1,000.25", "1\u202f000"]) expectOk(await pledge(item.id, { amount }));
    const pledged = await itemOf(list, item.id);
    expect(pledged.pledges.map((one) => one.amount)).toEqual([1299, 1299.5, 1000.25, 1000]);
    // more than is left is said as such, not as a malformed amount
    expectFailure(await pledge(item.id, { amount: "12.345" }), 409, "pledge_exceeds_remaining");
  });

  it("refuses more than is left with 409 and the amount that is left", async () => {
    const { list, item } = await groupGift(100);
    expectOk(await pledge(item.id, { amount: 70 }));
    const tooMuch = await pledge(item.id, { amount: "30.01" });
    expectFailure(tooMuch, 409, "pledge_exceeds_remaining");
    expect(tooMuch.json).toMatchObject({ field: "amount", remaining: 30 });
    expectOk(await pledge(item.id, { amount: 30, password: "pw2" }));
    const full = await pledge(item.id, { amount: 1 });
    expectFailure(full, 409, "pledge_exceeds_remaining");
    expect(full.json).toMatchObject({ remaining: 0 });
    expect(await itemOf(list, item.id)).toMatchObject({ pledged_amount: 100, busy: true });
  });

  it("refuses bad amounts, missing passwords and names as reservations do", async () => {
    const { list, item } = await groupGift(100);
    for (const amount of [
      undefined,
      "",
      "0.99",
      0,
      -5,
      "12.3456",
      "0,299",
      "-5",
      "1.2.3",
      1.005,
      "zehn",
      "1e3",
      2_000_000,
      true,
    ]) {
      const answer = await api.post(
        "/api/item_pledge.php",
        { item_id: item.id, name: "E", password: "pw", amount },
        { as: "json" },
      );
      expectFailure(answer, 400, "invalid_amount");
      expect(answer.json.field).toBe("amount");
    }
    expectFailure(await pledge(item.id, { password: "  " }), 400, "password_required");
    expectFailure(await pledge(item.id, { name: "" }), 400, "name_required");
    expectFailure(await pledge(item.id, { item_id: "" }), 400, "item_id_required");
    expectFailure(await pledge("nosuchitem12"), 404, "item_not_found");
    await api.updateList(list, { identity_mode: "icon" });
    expectFailure(await pledge(item.id, { name: "" }), 400, "icon_required");
    expectFailure(await pledge(item.id, { name: "🦄x" }), 400, "icon_invalid");
    expectFailure(await pledge(item.id, { amount: 5 }), 400, "icon_invalid");
    expect(await itemOf(list, item.id)).toMatchObject({ pledged_amount: 0, pledges: [] });
  });

  it("hides who pledged in password_only mode, exactly like reservations", async () => {
    const { list, item } = await groupGift(100);
    expectOk(await pledge(item.id, { name: "Erna", amount: 40 }));
    await api.updateList(list, { identity_mode: "password_only" });
    const hidden = await itemOf(list, item.id);
    expect(hidden.pledges).toEqual([{ id: expect.any(String), amount: 40, pledged_by: null }]);
    await api.updateList(list, { identity_mode: "name" });
    expect((await itemOf(list, item.id)).pledges[0]!.pledged_by).toBe("Erna");
  });

  it("gives exactly 10 of 30 racing pledges of 10 on a 100 wish", async () => {
    const { list, item } = await groupGift(100);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => pledge(item.id, { name: `Friend ${n}`, password: `pw${n}`, amount: 10 })),
    );
    expect(outcomes(answers)).toEqual({ ok: 10, pledge_exceeds_remaining: 20 });
    const after = await itemOf(list, item.id);
    expect(after).toMatchObject({ pledged_amount: 100, busy: true });
    expect(after.pledges).toHaveLength(10);
  });
});

describe("group gifts and the owner's surprise (issue 28)", () => {
  const ownerView = (list: List) =>
    api.get<{ items: WireItem[] }>(`/api/list_get.php?slug=${list.slug}`, { "x-edit-token": list.editToken });

  it("the owner's list_get hides who chipped in and how much until reveal=1; visitors see it as before", async () => {
    const { list, item } = await groupGift(100);
    expectOk(await pledge(item.id, { amount: "40" }));
    const hidden = (await ownerView(list)).json.items.find((each) => each.id === item.id)!;
    expect(hidden).toMatchObject({ group_gift: true, pledged_amount: null, pledges: [], busy: false });
    expect(JSON.stringify(hidden)).not.toContain("Erna");
    const revealed = await api.get<{ items: WireItem[] }>(`/api/list_get.php?slug=${list.slug}&reveal=1`, {
      "x-edit-token": list.editToken,
    });
    expect(revealed.json.items[0]).toMatchObject({ pledged_amount: 40, pledges: [{ amount: 40, pledged_by: "Erna" }] });
    expect(await itemOf(list, item.id)).toMatchObject({ pledged_amount: 40 });
  });

  it("a closed list takes no pledges and gives none back (409 list_closed) until reopened", async () => {
    const { list, item } = await groupGift(100);
    expectOk(await pledge(item.id, { amount: "30" }));
    await api.updateList(list, { closed: true });
    expectFailure(await pledge(item.id, { name: "Tom", password: "pw-tom" }), 409, "list_closed");
    expectFailure(await unpledge({ item_id: item.id, password: "pw" }), 409, "list_closed");
    expect(await itemOf(list, item.id)).toMatchObject({ pledged_amount: 30 });
    await api.updateList(list, { closed: false });
    expectOk(await unpledge({ item_id: item.id, password: "pw" }));
  });
});
