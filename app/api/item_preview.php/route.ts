import { endpoint } from "@/lib/server/http/endpoint";
import { previewItem } from "@/lib/server/item-preview";
import { previewItemSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_preview", {
  POST: async ({ input, clientAddress, locale }) => ({
    preview: await previewItem(parseInput(previewItemSchema, input), { clientAddress, locale }),
  }),
});
