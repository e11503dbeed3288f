import { endpoint } from "@/lib/server/http/endpoint";
import { createList } from "@/lib/server/lists";
import { createListSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_create", {
  POST: async ({ input, clientAddress }) => {
    const { slug, editToken } = await createList({ ...parseInput(createListSchema, input), clientAddress });
    return { slug, edit_token: editToken };
  },
});
