// Sections and "most wanted" (issue 26): set by item_create/item_update, answered by list_get,
// carried by export/import; section_rename files every wish of a section under a new name at once.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { itemCalls } from "../support/item-calls";

const { api } = testServerForFile();
const { createItem, updateItem, items } = itemCalls(api);

const versionOf = async (slug: string) => ((await api.getList(slug)).json as unknown as { version: number }).version;

const rename = (list: { slug: string; editToken: string }, fields: Record<string, unknown>) =>
  api.post<{ renamed: number }>("/api/section_rename.php", { slug: list.slug, edit_token: list.editToken, ...fields });

describe("section and most_wanted on items", () => {
  it("are stored as sent, trimmed, and answered by list_get; absent they are none and false", async () => {
    const list = await api.createList("Sections");
    const book = await createItem(list, { title: "Buch", section: "  Bücher  ", most_wanted: true });
    expectOk(book);
    expect(book.json.item).toMatchObject({ section: "Bücher", most_wanted: true });
    // form bodies send words
    const tea = await createItem(list, { title: "Tee", section: "Küche", most_wanted: "on" }, "form");
    expectOk(tea);
    expect(tea.json.item).toMatchObject({ section: "Küche", most_wanted: true });
    const plain = await createItem(list, { title: "Socken" });
    expectOk(plain);
    expect(plain.json.item).toMatchObject({ section: null, most_wanted: false });
    expect((await items(list)).map((item) => [item.title, item.section, item.most_wanted])).toEqual([
      ["Buch", "Bücher", true],
      ["Tee", "Küche", true],
      ["Socken", null, false],
    ]);
  });

  it("item_update changes them, keeps them when absent, and a blank section removes it", async () => {
    const list = await api.createList("Sections");
    const item = (await createItem(list, { title: "Buch", section: "Bücher", most_wanted: true })).json.item;
    const kept = await updateItem(list, item.id, { title: "Dickes Buch" });
    expectOk(kept);
    expect(kept.json.item).toMatchObject({ section: "Bücher", most_wanted: true });
    const cleared = await updateItem(list, item.id, { section: "   ", most_wanted: false });
    expectOk(cleared);
    expect(cleared.json.item).toMatchObject({ section: null, most_wanted: false });
  });

  it("refuses a section of more than 60 characters, control characters and a most_wanted that is no yes or no", async () => {
    const list = await api.createList("Sections");
    expectOk(await createItem(list, { title: "Sixty", section: "é".repeat(60) }));
    expectFailure(await createItem(list, { title: "Long", section: "é".repeat(61) }), 400, "section_too_long");
    expectFailure(await createItem(list, { title: "Bell", section: "Bü\u0007cher" }), 400, "control_characters");
    expectFailure(await createItem(list, { title: "Maybe", most_wanted: "maybe" }), 400, "invalid_most_wanted");
    expectFailure(await createItem(list, { title: "List", section: ["a"] }), 400, "invalid_field");
  });
});

describe("section_rename", () => {
  it("renames a section for all its wishes in one change, leaving the others alone", async () => {
    const list = await api.createList("Rename");
    for (const [title, section] of [
      ["A", "Bücher"],
      ["B", "Garten"],
      ["C", "Bücher"],
    ] as const) {
      expectOk(await createItem(list, { title, section }));
    }
    const before = await versionOf(list.slug);
    const answer = await rename(list, { from: "Bücher", to: "  Lesen  " });
    expectOk(answer);
    expect(answer.json.renamed).toBe(2);
    const after = await api.getList(list.slug);
    expect(after.json.items.map((item) => item.section)).toEqual(["Lesen", "Garten", "Lesen"]);
    // one change: one new version for friends' open pages
    expect(await versionOf(list.slug)).toBe(before + 1);
  });

  it("a blank new name removes the section; an unknown one is a 404; the token is checked", async () => {
    const list = await api.createList("Rename");
    expectOk(await createItem(list, { title: "A", section: "Garten" }));
    expectFailure(await rename(list, { from: "Nichts", to: "X" }), 404, "section_not_found");
    expectFailure(await rename(list, { from: "", to: "X" }), 400, "section_required");
    expectFailure(await rename(list, { from: "Garten", to: "x".repeat(61) }), 400, "section_too_long");
    expectFailure(
      await api.post("/api/section_rename.php", { slug: list.slug, edit_token: "wrong", from: "Garten", to: "X" }),
      403,
      "edit_token_invalid",
    );
    const removed = await rename(list, { from: "Garten", to: "" });
    expectOk(removed);
    expect((await items(list))[0]).toMatchObject({ section: null });
  });
});

describe("export and import", () => {
  it("carry section and most_wanted; documents without them import as none and false", async () => {
    const list = await api.createList("Transfer", "owner-secret");
    expectOk(await createItem(list, { title: "Buch", section: "Bücher", most_wanted: true }));
    expectOk(await createItem(list, { title: "Socken" }));
    const exported = await api.post<{ document: { items: Record<string, unknown>[] } }>("/api/list_export.php", {
      slug: list.slug,
      edit_token: list.editToken,
    });
    expectOk(exported);
    const document = exported.json.document;
    expect(document.items.map((item) => [item.section, item.most_wanted])).toEqual([
      ["Bücher", true],
      [null, false],
    ]);
    const copy = await api.post<{ slug: string }>(
      "/api/list_import.php",
      { owner_password: "new-owner", document },
      { as: "json" },
    );
    expectOk(copy);
    expect((await api.getList(copy.json.slug)).json.items.map((item) => [item.section, item.most_wanted])).toEqual([
      ["Bücher", true],
      [null, false],
    ]);
    const old = {
      ...document,
      items: document.items.map(({ section: _section, most_wanted: _mostWanted, ...item }) => item),
    };
    const older = await api.post<{ slug: string }>(
      "/api/list_import.php",
      { owner_password: "new-owner", document: old },
      { as: "json" },
    );
    expectOk(older);
    expect((await api.getList(older.json.slug)).json.items[0]).toMatchObject({ section: null, most_wanted: false });
  });
});
