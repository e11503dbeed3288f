import { endpoint } from "@/lib/server/http/endpoint";
import { unreserveItem } from "@/lib/server/reservations";
import { parseInput } from "@/lib/validations/parse";
import { unreserveSchema } from "@/lib/validations/reservation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input, clientAddress }) => {
    const { item_id, password, edit_token, slug } = parseInput(unreserveSchema, input);
    await unreserveItem({ itemId: item_id, password, editToken: edit_token, slug, clientAddress });
    return {};
  },
});
