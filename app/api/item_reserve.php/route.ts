import { endpoint } from "@/lib/server/http/endpoint";
import { reserveItem } from "@/lib/server/reservations";
import { parseInput } from "@/lib/validations/parse";
import { reserveSchema } from "@/lib/validations/reservation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_reserve", {
  POST: async ({ input, clientAddress }) => {
    const { reservationId } = await reserveItem({ ...parseInput(reserveSchema, input), clientAddress });
    return { reservation_id: reservationId };
  },
});
