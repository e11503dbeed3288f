// item_update, item_delete and item_reorder: validation, ownership, check order and racing deletes.
import { describe, expect, it } from "vitest";
import type { WireItem } from "../../lib/wire";
import { expectFailure, expectOk, type Encoding } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { itemCalls } from "../support/item-calls";

const { api } = testServerForFile();
const { updateItem, deleteItem, reorder, items } = itemCalls(api);

describe("item_update", () => {
  it("changes only the given fields; null or blank clears", async () => {
    const list = await api.createList("Update");
    const item = await api.addItem(list, { title: "Alt", url: "https://a.example", price: 5, note: "Notiz" });
    const titled = await updateItem(list, item.id, { title: "  Neu  " }, "form");
    expectOk(titled);
    expect(titled.json.item).toEqual({ ...item, title: "Neu" });
    const cleared = await updateItem(list, item.id, { url: null, note: "" }, "json");
    expect(cleared.json.item).toEqual({ ...item, title: "Neu", url: null, note: null });
    expect((await updateItem(list, item.id, {}, "multipart")).json.item).toEqual(cleared.json.item);
    expect(await items(list)).toEqual([cleared.json.item]);
  });

  it("refuses bad fields, unknown items and items of another list", async () => {
    const list = await api.createList("Update2");
    const other = await api.createList("Foreign");
    const item = await api.addItem(list, { title: "Mine" });
    const foreign = await api.addItem(other, { title: "Theirs" });
    const answers = await Promise.all([
      updateItem(list, item.id, { title: "" }),
      updateItem(list, item.id, { url: "javascript:alert(1)" }),
      updateItem(list, item.id, { price: -1 }),
      api.post("/api/item_update.php", { slug: list.slug, edit_token: list.editToken, title: "x" }),
      updateItem(list, "unknownitem99", { title: "x" }),
      updateItem(list, foreign.id, { title: "stolen" }),
      updateItem(other, item.id, { title: "stolen" }),
      api.post("/api/item_update.php", {
        slug: list.slug,
        edit_token: other.editToken,
        item_id: item.id,
        title: "stolen",
      }),
      api.post("/api/item_update.php", {
        slug: "unknownslug99",
        edit_token: list.editToken,
        item_id: item.id,
        title: "x",
      }),
    ]);
    expectFailure(answers[0]!, 400, "item_title_required");
    expectFailure(answers[1]!, 400, "invalid_url");
    expectFailure(answers[2]!, 400, "invalid_price");
    expectFailure(answers[3]!, 400, "item_id_required");
    expectFailure(answers[4]!, 404, "item_not_found");
    expectFailure(answers[5]!, 404, "item_not_found");
    expectFailure(answers[6]!, 404, "item_not_found");
    expectFailure(answers[7]!, 403, "edit_token_invalid");
    expectFailure(answers[8]!, 404, "list_not_found");
    expect(await items(list)).toEqual([item]);
    expect(await items(other)).toEqual([foreign]);
  });

  it("answers an unknown item with 404 before looking at the token (existence before authorization)", async () => {
    const list = await api.createList("Existence");
    const answers = await Promise.all([
      api.post("/api/item_update.php", { slug: list.slug, edit_token: "wrong", item_id: "unknownitem99", title: "x" }),
      api.post("/api/item_delete.php", { slug: list.slug, item_id: "unknownitem99" }),
    ]);
    for (const answer of answers) expectFailure(answer, 404, "item_not_found");
  });
});

describe("item_delete", () => {
  it("deletes, closes the gap, and refuses other lists' items and bad tokens", async () => {
    const list = await api.createList("Delete");
    const other = await api.createList("Foreign");
    const [a, b, c] = [
      await api.addItem(list, { title: "a" }),
      await api.addItem(list, { title: "b" }),
      await api.addItem(list, { title: "c" }),
    ];
    const foreign = await api.addItem(other, { title: "x" });
    const refusals = await Promise.all([
      deleteItem(list, foreign.id),
      deleteItem(other, a!.id),
      api.post("/api/item_delete.php", { slug: list.slug, edit_token: other.editToken, item_id: a!.id }),
      api.post("/api/item_delete.php", { slug: list.slug, edit_token: list.editToken }),
    ]);
    expectFailure(refusals[0]!, 404, "item_not_found");
    expectFailure(refusals[1]!, 404, "item_not_found");
    expectFailure(refusals[2]!, 403, "edit_token_invalid");
    expectFailure(refusals[3]!, 400, "item_id_required");
    const deleted = await deleteItem(list, b!.id, "json");
    expectOk(deleted);
    expect(deleted.json).toEqual({ ok: true });
    expect((await items(list)).map((item) => [item.title, item.position])).toEqual([
      ["a", 0],
      ["c", 1],
    ]);
    expectFailure(await deleteItem(list, b!.id), 404, "item_not_found");
    // the stored position is dense too: a new item goes right after the last one
    expect((await api.addItem(list, { title: "d" })).position).toBe(2);
    expect((await updateItem(list, c!.id, {})).json.item.position).toBe(1);
    expect(await items(other)).toEqual([foreign]);
  });

  it("lets exactly one of 20 racing deletes of one item win; the rest get 404", async () => {
    const list = await api.createList("Race delete");
    const made: WireItem[] = [];
    for (const title of ["a", "b", "c", "d"]) made.push(await api.addItem(list, { title }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => deleteItem(list, made[1]!.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(19);
    for (const answer of answers.filter((one) => one.status === 404)) expect(answer.json.code).toBe("item_not_found");
    const left = await items(list);
    expect(left.map((item) => [item.title, item.position])).toEqual([
      ["a", 0],
      ["c", 1],
      ["d", 2],
    ]);
    // stored positions are dense as well (item_update answers the stored one)
    for (const [index, item] of left.entries())
      expect((await updateItem(list, item.id, {})).json.item.position).toBe(index);
  });

  it("keeps positions dense when different items are deleted at the same time", async () => {
    const list = await api.createList("Parallel deletes");
    const made: WireItem[] = [];
    for (let index = 0; index < 16; index += 1) made.push(await api.addItem(list, { title: `i${index}` }));
    const victims = made.filter((_, index) => index % 2 === 1);
    const answers = await Promise.all(victims.map((item) => deleteItem(list, item.id)));
    for (const answer of answers) expectOk(answer);
    const left = await items(list);
    expect(left.map((item) => item.title)).toEqual(
      made.filter((_, index) => index % 2 === 0).map((item) => item.title),
    );
    const stored = await Promise.all(
      left.map(async (item) => (await updateItem(list, item.id, {})).json.item.position),
    );
    expect(stored).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await api.addItem(list, { title: "new" })).position).toBe(8);
  });
});

describe("item_reorder", () => {
  it("takes a JSON array, repeated form keys, or one comma-separated value; positions from 0", async () => {
    const list = await api.createList("Reorder");
    const [a, b, c] = [
      await api.addItem(list, { title: "a" }),
      await api.addItem(list, { title: "b" }),
      await api.addItem(list, { title: "c" }),
    ];
    const orders: [unknown, Encoding, string[]][] = [
      [[c!.id, a!.id, b!.id], "json", ["c", "a", "b"]],
      [[b!.id, c!.id, a!.id], "form", ["b", "c", "a"]],
      [[a!.id, b!.id, c!.id], "multipart", ["a", "b", "c"]],
      [` ${c!.id} , ${b!.id},${a!.id} `, "form", ["c", "b", "a"]],
      [`${b!.id},${a!.id},${c!.id}`, "json", ["b", "a", "c"]],
    ];
    for (const [ids, as, titles] of orders) {
      const answer = await reorder(list, ids, as);
      expectOk(answer);
      expect(answer.json.items.map((item) => [item.title, item.position])).toEqual(
        titles.map((title, index) => [title, index]),
      );
      expect((await items(list)).map((item) => [item.title, item.position])).toEqual(
        titles.map((title, index) => [title, index]),
      );
    }
  });

  it("refuses missing, extra, foreign, duplicate or no ids, and leaves the order alone", async () => {
    const list = await api.createList("Reorder bad");
    const other = await api.createList("Foreign");
    const [a, b] = [await api.addItem(list, { title: "a" }), await api.addItem(list, { title: "b" })];
    const foreign = await api.addItem(other, { title: "x" });
    const before = await items(list);
    const cases: unknown[] = [
      [a!.id],
      [a!.id, b!.id, "unknownitem99"],
      [a!.id, foreign.id],
      [a!.id, b!.id, foreign.id],
      [a!.id, a!.id],
      [a!.id, a!.id, b!.id],
      [],
      "",
      [a!.id, 5],
      { 0: a!.id },
      null,
    ];
    const answers = await Promise.all(cases.map((ids) => reorder(list, ids)));
    answers.forEach((answer, index) => {
      expectFailure(answer, 400, "item_ids_invalid");
      expect(answer.json.field, JSON.stringify(cases[index])).toBe("item_ids");
    });
    expectFailure(await reorder(list, [b!.id, a!.id, a!.id], "form"), 400, "item_ids_invalid");
    expectFailure(
      await api.post("/api/item_reorder.php", { slug: list.slug, edit_token: list.editToken }),
      400,
      "item_ids_invalid",
    );
    expectFailure(
      await api.post(
        "/api/item_reorder.php",
        { slug: list.slug, edit_token: other.editToken, item_ids: [b!.id, a!.id] },
        { as: "json" },
      ),
      403,
      "edit_token_invalid",
    );
    expect(await items(list)).toEqual(before);
    expect(await items(other)).toEqual([foreign]);
  });
});
