import { endpoint } from "@/lib/server/http/endpoint";
import { previewItem } from "@/lib/server/item-preview";
import { previewItemSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";
import { PREVIEW_BODY_BYTES } from "@/lib/server/item-preview";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  "item_preview",
  {
    POST: async ({ input, clientAddress, locale }) =>
      previewItem(parseInput(previewItemSchema, input), { clientAddress, locale }),
  },
  // a page the bookmarklet sends: up to LIMITS.previewPage characters, as UTF-8 in JSON
  { maxBodyBytes: PREVIEW_BODY_BYTES },
);
