import { endpoint } from "@/lib/server/http/endpoint";
import { updateList } from "@/lib/server/lists";
import { updateListSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_update", {
  POST: async ({ input }) => updateList(parseInput(updateListSchema, input)),
});
