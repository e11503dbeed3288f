// list_get names its version in an ETag; a client that already has it gets a bodyless 304, and every
// change a visitor can see gives a new tag (docs/decisions/030-list-get-etag.md).
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile();

const listPath = (slug: string) => `/api/list_get.php?slug=${encodeURIComponent(slug)}`;

async function tagOf(slug: string) {
  const answer = await api.getList(slug);
  expectOk(answer);
  const etag = answer.headers.get("etag");
  expect(etag).toMatch(/^"\d+-[\w-]+"$/);
  return etag as string;
}

describe("list_get revalidation", () => {
  it("answers a bodyless 304 to a client that has the current version, in any spelling of the tag", async () => {
    const list = await api.createList();
    await api.addItem(list, { title: "Teekanne" });
    const first = await api.getList(list.slug);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const etag = first.headers.get("etag") as string;

    for (const spelling of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await api.get(listPath(list.slug), { "if-none-match": spelling });
      expect(again.status, spelling).toBe(304);
      expect(again.text).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
    }
    const stale = await api.get(listPath(list.slug), { "if-none-match": '"0-somethingelse"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
  });

  it("gives every visible change a new tag, so no client keeps a stale copy", async () => {
    const list = await api.createList();
    const seen = new Set([await tagOf(list.slug)]);
    const expectNewTag = async (what: string) => {
      const etag = await tagOf(list.slug);
      expect(seen.has(etag), what).toBe(false);
      seen.add(etag);
      const conditional = await api.get(listPath(list.slug), { "if-none-match": [...seen].slice(0, -1).join(", ") });
      expect(conditional.status, `${what}: an older tag is no longer current`).toBe(200);
    };

    const a = await api.addItem(list, { title: "A" });
    await expectNewTag("item created");
    const b = await api.addItem(list, { title: "B", quantity: "3" });
    await expectNewTag("second item created");
    expectOk(
      await api.post("/api/item_update.php", { slug: list.slug, edit_token: list.editToken, item_id: a.id, note: "x" }),
    );
    await expectNewTag("item updated");
    expectOk(await api.post("/api/item_reserve.php", { item_id: b.id, name: "Erna", password: "pw-erna", count: "2" }));
    await expectNewTag("units reserved");
    expectOk(await api.post("/api/item_unreserve.php", { item_id: b.id, password: "pw-erna" }));
    await expectNewTag("reservation released");
    expectOk(
      await api.post(
        "/api/item_reorder.php",
        { slug: list.slug, edit_token: list.editToken, item_ids: [b.id, a.id] },
        { as: "json" },
      ),
    );
    await expectNewTag("items reordered");
    await api.updateList(list, { theme_color: "#aabbcc" });
    await expectNewTag("list settings changed");
    expectOk(await api.post("/api/item_delete.php", { slug: list.slug, edit_token: list.editToken, item_id: a.id }));
    await expectNewTag("item deleted");
  });

  it("a refused change leaves the tag alone, and an unknown list is a localized 404 even when revalidating", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { title: "Schal" });
    expectOk(await api.post("/api/item_reserve.php", { item_id: item.id, name: "Jo", password: "pw-jo" }));
    const etag = await tagOf(list.slug);
    expectFailure(
      await api.post("/api/item_reserve.php", { item_id: item.id, name: "Al", password: "pw-al" }),
      409,
      "already_reserved",
    );
    expect((await api.get(listPath(list.slug), { "if-none-match": etag })).status).toBe(304);

    const unknown = await api.get(listPath("no-such-list"), { "if-none-match": etag, "accept-language": "en" });
    expectFailure(unknown, 404, "list_not_found", "en");
  });
});
