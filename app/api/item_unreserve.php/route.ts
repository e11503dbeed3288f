import { endpoint } from "@/lib/server/http/endpoint";
import { unreserveItem } from "@/lib/server/claims";
import { parseInput } from "@/lib/validations/parse";
import { unreserveSchema } from "@/lib/validations/reservation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_unreserve", {
  POST: async ({ input, clientAddress }) => {
    await unreserveItem({ ...parseInput(unreserveSchema, input), clientAddress });
    return {};
  },
});
