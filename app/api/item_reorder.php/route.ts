import { endpoint } from "@/lib/server/http/endpoint";
import { reorderItems } from "@/lib/server/items";
import { reorderItemsSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_reorder", {
  POST: async ({ input }) => ({ items: await reorderItems(parseInput(reorderItemsSchema, input)) }),
});
