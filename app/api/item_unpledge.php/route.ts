import { endpoint } from "@/lib/server/http/endpoint";
import { unpledgeItem } from "@/lib/server/claims";
import { parseInput } from "@/lib/validations/parse";
import { unpledgeSchema } from "@/lib/validations/pledge";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_unpledge", {
  POST: async ({ input, clientAddress }) => {
    await unpledgeItem({ ...parseInput(unpledgeSchema, input), clientAddress });
    return {};
  },
});
