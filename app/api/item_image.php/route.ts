import { endpoint } from "@/lib/server/http/endpoint";
import { PICTURE_LIMITS } from "@/lib/server/pictures/process";
import { uploadItemImage } from "@/lib/server/pictures/pictures";
import { itemImageSchema } from "@/lib/validations/item-image";
import { parseInput } from "@/lib/validations/parse";

// The body may hold the picture (≤ 10 MB) and the form's few small fields around it.
const MAX_UPLOAD_BODY = PICTURE_LIMITS.maxBytes + 64 * 1024;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  "item_image",
  { POST: async ({ input }) => ({ item: await uploadItemImage(parseInput(itemImageSchema, input)) }) },
  { maxBodyBytes: MAX_UPLOAD_BODY, fileFields: ["image"], tooLarge: "picture_too_large" },
);
