import { endpoint } from "@/lib/server/http/endpoint";
import { deleteItem } from "@/lib/server/items";
import { deleteItemSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input }) => {
    const { slug, edit_token, item_id } = parseInput(deleteItemSchema, input);
    await deleteItem({ slug, editToken: edit_token }, item_id);
    return {};
  },
});
