// Group gifts as the API tests call them (tests/api/group-gifts.test.ts, group-gifts-transfer.test.ts):
// a wish that is one, and a friend's pledge to it and its withdrawal.
import type { Api } from "./api";

export function groupGiftCalls(api: Api) {
  return {
    /** A new list with one group gift, "Fahrrad", at `price`. */
    async groupGift(price: number | string = 100) {
      const list = await api.createList();
      const item = await api.addItem(list, { title: "Fahrrad", price, group_gift: true });
      return { list, item };
    },
    /** Erna's pledge of 10 with the password "pw", unless `fields` say otherwise. */
    pledge(itemId: string, fields: Record<string, unknown> = {}) {
      return api.post<{ pledge_id: string }>("/api/item_pledge.php", {
        item_id: itemId,
        name: "Erna",
        password: "pw",
        amount: "10",
        ...fields,
      });
    },
    unpledge: (fields: Record<string, unknown>) => api.post("/api/item_unpledge.php", fields),
  };
}
