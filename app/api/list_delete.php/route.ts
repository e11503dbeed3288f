import { endpoint } from "@/lib/server/http/endpoint";
import { deleteList } from "@/lib/server/lists";
import { ownerAccessSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

// Deletes a list for good (docs/api.md "list_delete"); the owner token travels in the body.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_delete", {
  POST: async ({ input }) => {
    await deleteList(parseInput(ownerAccessSchema, input));
    return {};
  },
});
