import { endpoint } from "@/lib/server/http/endpoint";
import { updateList } from "@/lib/server/lists";
import { updateListSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input }) => {
    const { slug, edit_token, ...changes } = parseInput(updateListSchema, input);
    return updateList({ slug, editToken: edit_token, changes });
  },
});
