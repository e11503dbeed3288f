import { endpoint } from "@/lib/server/http/endpoint";
import { giverMailInput } from "@/lib/server/mail/input";
import { pledgeItem } from "@/lib/server/claims";
import { parseInput } from "@/lib/validations/parse";
import { pledgeSchema } from "@/lib/validations/pledge";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_pledge", {
  POST: async ({ input, clientAddress, locale }) => {
    const pledge = { ...parseInput(pledgeSchema, input), ...giverMailInput(input, locale), clientAddress };
    const { pledgeId } = await pledgeItem(pledge);
    return { pledge_id: pledgeId };
  },
});
