import { endpoint } from "@/lib/server/http/endpoint";
import { updateList } from "@/lib/server/lists";
import { ownerMailInput } from "@/lib/server/mail/input";
import { updateListSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_update", {
  POST: async ({ input, locale, clientAddress }) =>
    updateList(parseInput(updateListSchema, input), ownerMailInput(input, locale, clientAddress)),
});
