import { endpoint } from "@/lib/server/http/endpoint";
import { updateItem } from "@/lib/server/items";
import { updateItemSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input }) => {
    const { slug, edit_token, item_id, ...fields } = parseInput(updateItemSchema, input);
    return { item: await updateItem({ slug, editToken: edit_token }, item_id, fields) };
  },
});
