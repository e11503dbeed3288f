import { endpoint } from "@/lib/server/http/endpoint";
import { createItem } from "@/lib/server/items";
import { createItemSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_create", {
  POST: async ({ input, request, clientAddress }) => ({
    item: await createItem(parseInput(createItemSchema, input), { clientAddress, signal: request.signal }),
  }),
});
