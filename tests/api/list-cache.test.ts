// Each instance keeps the public view of the lists it has read and serves it while the list's
// version in the database is unchanged (docs/decisions/031-public-list-cache.md). Two instances on
// one database, both holding the list: a change made through one shows in the very next read on
// the other — list_get and the page — for every kind of change. Runs on both backends.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import { twoInstancesForFile } from "../support/fixture";

describe("the public view kept in memory, two instances on one database", () => {
  const [a, b] = twoInstancesForFile();
  const writer = a.api; // instance A: every change goes here
  const reader = b.api; // instance B: only reads

  /** B's answer, after B has already read (and so holds) the list at least once. */
  async function readOnB(slug: string) {
    const answer = await reader.getList(slug);
    expectOk(answer);
    return answer.json as unknown as {
      version: number;
      list: Record<string, unknown>;
      items: Record<string, unknown>[];
    };
  }

  it("shows every kind of change made on the other instance in the next read", async () => {
    const list = await writer.createList("Hochzeit");
    const a = await writer.addItem(list, { title: "Teekanne" });
    const b = await writer.addItem(list, { title: "Gläser", quantity: "6" });
    let before = await readOnB(list.slug);
    // B reads twice: the second read is served from what B keeps
    expect(await readOnB(list.slug)).toEqual(before);

    const expectOnB = async (what: string, check: (seen: Awaited<ReturnType<typeof readOnB>>) => void) => {
      const seen = await readOnB(list.slug);
      expect(seen.version, what).toBeGreaterThan(before.version);
      check(seen);
      // exactly what A answers, byte for byte, and what B's page shows
      expect((await reader.getList(list.slug)).text, what).toBe((await writer.getList(list.slug)).text);
      before = seen;
    };

    expectOk(
      await writer.post("/api/item_reserve.php", { item_id: b.id, name: "Erna", password: "pw-erna", count: "2" }),
    );
    await expectOnB("units reserved", (seen) => expect(seen.items[1]).toMatchObject({ reserved_quantity: 2 }));

    expectOk(await writer.post("/api/item_reserve.php", { item_id: a.id, name: "Jo", password: "pw-jo" }));
    await expectOnB("reserved", (seen) => expect(seen.items[0]).toMatchObject({ busy: true, reserved_by: "Jo" }));

    expectOk(await writer.post("/api/item_unreserve.php", { item_id: a.id, password: "pw-jo" }));
    await expectOnB("released", (seen) => expect(seen.items[0]).toMatchObject({ busy: false, reserved_by: null }));

    expectOk(
      await writer.post("/api/item_update.php", {
        slug: list.slug,
        edit_token: list.editToken,
        item_id: a.id,
        note: "aus Porzellan",
      }),
    );
    await expectOnB("item updated", (seen) => expect(seen.items[0]).toMatchObject({ note: "aus Porzellan" }));

    expectOk(
      await writer.post(
        "/api/item_reorder.php",
        { slug: list.slug, edit_token: list.editToken, item_ids: [b.id, a.id] },
        { as: "json" },
      ),
    );
    await expectOnB("reordered", (seen) => expect(seen.items.map((item) => item.id)).toEqual([b.id, a.id]));

    await writer.updateList(list, { title: "Hochzeit im Mai" });
    await expectOnB("list renamed", (seen) => expect(seen.list).toMatchObject({ title: "Hochzeit im Mai" }));

    const page = await reader.get(`/web/?slug=${list.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Hochzeit im Mai");
    expect(page.text).toContain("aus Porzellan");

    expectOk(await writer.post("/api/item_delete.php", { slug: list.slug, edit_token: list.editToken, item_id: a.id }));
    await expectOnB("item deleted", (seen) => expect(seen.items.map((item) => item.id)).toEqual([b.id]));
  });

  it("forgets a list that is gone from the database", async () => {
    const list = await writer.createList("Weg damit");
    await writer.addItem(list, { title: "Schal" });
    await readOnB(list.slug);
    // no endpoint deletes a list; an operator may, in the database
    const sql = openDatabase(b.server.databaseUrl);
    try {
      await sql.execute('DELETE FROM "List" WHERE "slug" = ?', [list.slug]);
    } finally {
      await sql.close();
    }
    expectFailure(await reader.getList(list.slug), 404, "list_not_found");
    expect((await reader.get(`/web/?slug=${list.slug}`)).status).toBe(404);
  });

  it("never shows a read older than a change that had answered before the read began", async () => {
    const list = await writer.createList("Viele Gäste");
    const items = [];
    for (let i = 0; i < 8; i += 1) items.push(await writer.addItem(list, { title: `Geschenk ${i}` }));
    await readOnB(list.slug);
    for (const [index, item] of items.entries()) {
      expectOk(await writer.post("/api/item_reserve.php", { item_id: item.id, name: `Gast ${index}`, password: "pw" }));
      // many reads at once on B, each begun after the reservation answered
      const seen = await Promise.all(Array.from({ length: 10 }, () => readOnB(list.slug)));
      for (const one of seen) expect(one.items.filter((shown) => shown.busy)).toHaveLength(index + 1);
    }
  });
});
