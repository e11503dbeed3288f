import { endpoint } from "@/lib/server/http/endpoint";
import { updateItem } from "@/lib/server/items";
import { updateItemSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_update", {
  POST: async ({ input, request, clientAddress }) => ({
    item: await updateItem(parseInput(updateItemSchema, input), { clientAddress, signal: request.signal }),
  }),
});
