import { endpoint } from "@/lib/server/http/endpoint";
import { removeItemImage } from "@/lib/server/pictures/pictures";
import { removeItemImageSchema } from "@/lib/validations/item-image";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_image_delete", {
  POST: async ({ input }) => ({ item: await removeItemImage(parseInput(removeItemImageSchema, input)) }),
});
