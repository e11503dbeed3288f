// A giver's secret suggestion through the owner's other doors (docs/decisions/115-secret-suggestions.md):
// a batch of wishes brought along, and the positions in the answers to the owner's own changes.
// While the list is open neither may tell that a suggestion exists, nor how many. (The celebrated
// person's view, which the owner can open too: tests/api/suggestions.test.ts.) Runs on SQLite and
// PostgreSQL.
import { describe, expect, it } from "vitest";
import type { WireItem } from "../../lib/wire";
import { expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";

const MAX_ITEMS = 4;
const { api } = testServerForFile({ MAX_ITEMS_PER_LIST: String(MAX_ITEMS) });

const SECRET = "Fahrradhelm von Oma";

type Owner = { slug: string; editToken: string };

const suggest = (slug: string) =>
  api.post<{ item: WireItem }>("/api/item_suggest.php", { slug, title: SECRET, name: "Oma", password: "oma-pw" });

const ownerGet = (list: Owner) =>
  api.get<{ items: WireItem[]; celebrated_link: string | null }>(`/api/list_get.php?slug=${list.slug}`, {
    "x-edit-token": list.editToken,
  });

/** The owner's wishes' titles and positions, as the owner's list_get tells them. */
async function ownersWishes(list: Owner) {
  const answer = await ownerGet(list);
  expectOk(answer);
  return answer.json.items.map((item) => [item.title, item.position]);
}

describe("a secret suggestion, while the list is open", () => {
  it("takes no room from the owner's wishes brought along, as it takes none from a wish added", async () => {
    const list = await api.createList("Weihnachten");
    await api.addItem(list, { title: "Buch" });
    expectOk(await suggest(list.slug));
    // the owner has one wish of MAX_ITEMS: three more fit, whatever the givers suggested
    const items = ["Schal", "Mütze", "Handschuhe"].map((title) => ({ title }));
    const brought = await api.post<{ items: WireItem[] }>(
      "/api/items_import.php",
      { slug: list.slug, edit_token: list.editToken, items },
      { as: "json" },
    );
    expectOk(brought);
    expect(await ownersWishes(list)).toEqual([
      ["Buch", 0],
      ["Schal", 1],
      ["Mütze", 2],
      ["Handschuhe", 3],
    ]);
  });

  it("leaves no gap in the positions the owner's changes answer", async () => {
    const list = await api.createList("Hochzeit");
    await api.addItem(list, { title: "Toaster" });
    expectOk(await suggest(list.slug));
    const added = await api.addItem(list, { title: "Teller" });
    const brought = await api.post<{ items: WireItem[] }>(
      "/api/items_import.php",
      { slug: list.slug, edit_token: list.editToken, items: [{ title: "Gläser" }] },
      { as: "json" },
    );
    expectOk(brought);
    const changed = await api.post<{ item: WireItem }>(
      "/api/item_update.php",
      { slug: list.slug, edit_token: list.editToken, item_id: added.id, title: "Teller, tief" },
      { as: "json" },
    );
    expectOk(changed);
    // each answer names the place the owner's list_get gives the wish
    expect([added.position, brought.json.items[0]?.position, changed.json.item.position]).toEqual([1, 2, 1]);
    expect(await ownersWishes(list)).toEqual([
      ["Toaster", 0],
      ["Teller, tief", 1],
      ["Gläser", 2],
    ]);
  });
});
