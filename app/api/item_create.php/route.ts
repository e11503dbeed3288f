import { endpoint } from "@/lib/server/http/endpoint";
import { createItem } from "@/lib/server/items";
import { createItemSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input }) => {
    const { slug, edit_token, ...fields } = parseInput(createItemSchema, input);
    return { item: await createItem({ slug, editToken: edit_token }, fields) };
  },
});
