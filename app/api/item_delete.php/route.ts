import { endpoint } from "@/lib/server/http/endpoint";
import { deleteItem } from "@/lib/server/items";
import { deleteItemSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_delete", {
  POST: async ({ input }) => {
    await deleteItem(parseInput(deleteItemSchema, input));
    return {};
  },
});
