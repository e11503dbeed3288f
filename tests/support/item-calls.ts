// The item endpoints as the owner calls them, for API tests: one line per call in the tests.
import type { WireItem } from "../../lib/wire";
import type { Api, Encoding } from "./api";

export type Owner = { slug: string; editToken: string };

export function itemCalls(api: Api) {
  return {
    createItem(list: Owner, fields: Record<string, unknown>, as: Encoding = "json") {
      return api.post<{ item: WireItem }>(
        "/api/item_create.php",
        { slug: list.slug, edit_token: list.editToken, ...fields },
        { as },
      );
    },
    updateItem(list: Owner, itemId: string, fields: Record<string, unknown>, as: Encoding = "json") {
      return api.post<{ item: WireItem }>(
        "/api/item_update.php",
        { slug: list.slug, edit_token: list.editToken, item_id: itemId, ...fields },
        { as },
      );
    },
    deleteItem(list: Owner, itemId: string, as: Encoding = "form") {
      return api.post("/api/item_delete.php", { slug: list.slug, edit_token: list.editToken, item_id: itemId }, { as });
    },
    reorder(list: Owner, itemIds: unknown, as: Encoding = "json") {
      return api.post<{ items: WireItem[] }>(
        "/api/item_reorder.php",
        { slug: list.slug, edit_token: list.editToken, item_ids: itemIds },
        { as },
      );
    },
    async items(list: Owner) {
      return (await api.getList(list.slug)).json.items;
    },
  };
}
