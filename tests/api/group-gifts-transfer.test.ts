// Group gifts in a list's file (docs/decisions/063-group-gifts.md): the export leaves out who
// chipped in while the surprise holds, carries the switch and the pledges (never a password), and
// the import keeps their order and refuses pledges the wish cannot take. The rest of group gifts:
// tests/api/group-gifts.test.ts.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { groupGiftCalls } from "../support/group-gifts";

// generous failure limit: wrong passwords here are about rules, tests/api/rate-limits.test.ts is about limits
const { api } = testServerForFile({ RATE_LIMIT_UNRESERVE_FAILURES: "10000", RATE_LIMIT_RESERVATIONS: "10000" });
const { pledge, unpledge, groupGift } = groupGiftCalls(api);

type List = { slug: string; editToken: string };

const exportOf = (list: List, fields: Record<string, unknown> = {}) =>
  api.post<{ document: { items: Record<string, unknown>[] } }>("/api/list_export.php", {
    slug: list.slug,
    edit_token: list.editToken,
    ...fields,
  });

describe("export and import", () => {
  it("in surprise mode leave out who chipped in unless reveal=1, as list_get does (issue 39 item 6)", async () => {
    const { list, item } = await groupGift(129);
    await pledge(item.id, { name: "Erna", amount: 85, password: "geheim-erna" });
    const plain = await exportOf(list);
    expectOk(plain);
    // the amount stays, so the gift imported again still knows how far it got; the name does not
    expect(plain.json.document.items[0]!.pledges).toEqual([{ amount: 85, pledged_by: null }]);
    expect(plain.text).not.toContain("Erna");
    for (const reveal of ["1", "true", "yes"]) {
      const named = await exportOf(list, { reveal });
      expect(named.json.document.items[0]!.pledges).toEqual([{ amount: 85, pledged_by: "Erna" }]);
    }
    expect((await exportOf(list, { reveal: "0" })).text).not.toContain("Erna");
    expectFailure(await exportOf(list, { reveal: "vielleicht" }), 400, "invalid_field");

    // nothing to hide once the surprise is off, or the list closed: the names come without asking
    await api.updateList(list, { surprise: false });
    expect((await exportOf(list)).text).toContain("Erna");
    await api.updateList(list, { surprise: true, closed: true });
    expect((await exportOf(list)).text).toContain("Erna");
  });

  it("carry the switch and the pledges' amounts and names, never a password or hash", async () => {
    const { list, item } = await groupGift(129);
    await pledge(item.id, { name: "Erna", amount: 85, password: "geheim-erna" });
    // a new list is in surprise mode: the givers' names leave only when asked for (see below)
    const exported = await exportOf(list, { reveal: "1" });
    expectOk(exported);
    expect(exported.json.document.items[0]).toMatchObject({
      group_gift: true,
      pledges: [{ amount: 85, pledged_by: "Erna" }],
    });
    expect(exported.text).not.toContain("geheim-erna");
    expect(exported.text).not.toContain("$argon2");
    expect(exported.text).not.toContain(item.id);
    const imported = await api.post<{ slug: string; edit_token: string }>(
      "/api/list_import.php",
      { document: exported.json.document, owner_password: "pw" },
      { as: "json" },
    );
    expectOk(imported);
    const copy = { slug: imported.json.slug, editToken: imported.json.edit_token };
    const [copied] = (await api.getList(copy.slug)).json.items;
    expect(copied).toMatchObject({
      group_gift: true,
      price: 129,
      pledged_amount: 85,
      pledges: [{ amount: 85, pledged_by: "Erna" }],
    });
    // no password withdraws an imported pledge; the owner can
    expectFailure(await unpledge({ item_id: copied!.id, password: "geheim-erna" }), 403, "reservation_password_wrong");
    expectOk(await unpledge({ item_id: copied!.id, slug: copy.slug, edit_token: copy.editToken }));
  });

  it("keeps the file's order of pledges (all written at once, each still older than the next)", async () => {
    const names = ["Erna", "Ümit", "Lena", "Max", "Şule", "Tom", "Ada", "Ben"];
    const pledges = names.map((name, index) => ({ amount: 10 + index, pledged_by: name }));
    const document = {
      format: "wunschliste.list",
      version: 2,
      list: { title: "Reihenfolge" },
      items: [{ title: "Rad", price: 500, group_gift: true, pledges }],
    };
    const imported = await api.post<{ slug: string }>(
      "/api/list_import.php",
      { document, owner_password: "pw" },
      { as: "json" },
    );
    expectOk(imported);
    const [copied] = (await api.getList(imported.json.slug)).json.items;
    expect(copied!.pledges.map((each) => each.pledged_by)).toEqual(names);
    expectOk(await pledge(copied!.id, { name: "Neu", amount: 5 }));
    const after = (await api.getList(imported.json.slug)).json.items[0]!;
    expect(after.pledges.map((each) => each.pledged_by)).toEqual([...names, "Neu"]);
  });

  it("refuses pledges beyond the price or on a wish that is no group gift", async () => {
    const item = { title: "Rad", price: 10, group_gift: true, pledges: [{ amount: 11, pledged_by: "X" }] };
    const document = { format: "wunschliste.list", version: 2, list: { title: "L" }, items: [item] };
    const over = await api.post("/api/list_import.php", { document, owner_password: "pw" }, { as: "json" });
    expectFailure(over, 400, "document_invalid");
    expect(over.json.field).toBe("document.items.0.pledges");
    const plain = { ...document, items: [{ ...item, group_gift: false, pledges: [{ amount: 5 }] }] };
    expectFailure(
      await api.post("/api/list_import.php", { document: plain, owner_password: "pw" }, { as: "json" }),
      400,
      "document_invalid",
    );
    const noPrice = { ...document, items: [{ title: "Rad", group_gift: true }] };
    expectFailure(
      await api.post("/api/list_import.php", { document: noPrice, owner_password: "pw" }, { as: "json" }),
      400,
      "group_gift_needs_price",
    );
  });
});
