import { endpoint } from "@/lib/server/http/endpoint";
import { pledgeItem } from "@/lib/server/pledges";
import { parseInput } from "@/lib/validations/parse";
import { pledgeSchema } from "@/lib/validations/pledge";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_pledge", {
  POST: async ({ input, clientAddress }) => {
    const { pledgeId } = await pledgeItem({ ...parseInput(pledgeSchema, input), clientAddress });
    return { pledge_id: pledgeId };
  },
});
