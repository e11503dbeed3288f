import { endpoint } from "@/lib/server/http/endpoint";
import { reserveItem } from "@/lib/server/reservations";
import { parseInput } from "@/lib/validations/parse";
import { reserveSchema } from "@/lib/validations/reservation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input, clientAddress }) => {
    const { item_id, name, password } = parseInput(reserveSchema, input);
    await reserveItem({ itemId: item_id, name, password, clientAddress });
    return {};
  },
});
