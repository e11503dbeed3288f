import { endpoint } from "@/lib/server/http/endpoint";
import { createList } from "@/lib/server/lists";
import { createListSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input, clientAddress }) => {
    const { title, owner_password } = parseInput(createListSchema, input);
    const { slug, editToken } = await createList({ title, ownerPassword: owner_password, clientAddress });
    return { slug, edit_token: editToken };
  },
});
