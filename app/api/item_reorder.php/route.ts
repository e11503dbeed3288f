import { endpoint } from "@/lib/server/http/endpoint";
import { reorderItems } from "@/lib/server/items";
import { reorderItemsSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input }) => {
    const { slug, edit_token, item_ids } = parseInput(reorderItemsSchema, input);
    return { items: await reorderItems({ slug, editToken: edit_token }, item_ids) };
  },
});
