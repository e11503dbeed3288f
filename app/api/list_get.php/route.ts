import { endpoint } from "@/lib/server/http/endpoint";
import { getListWithItems } from "@/lib/server/lists";
import { listQuerySchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_get", {
  GET: async ({ input }) => getListWithItems(parseInput(listQuerySchema, input).slug),
});
