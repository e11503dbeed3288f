import { endpoint } from "@/lib/server/http/endpoint";
import { giverMailInput } from "@/lib/server/mail/input";
import { reserveItem } from "@/lib/server/claims";
import { parseInput } from "@/lib/validations/parse";
import { reserveSchema } from "@/lib/validations/reservation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_reserve", {
  POST: async ({ input, clientAddress, locale }) => {
    const reservation = { ...parseInput(reserveSchema, input), ...giverMailInput(input, locale), clientAddress };
    const { reservationId } = await reserveItem(reservation);
    return { reservation_id: reservationId };
  },
});
