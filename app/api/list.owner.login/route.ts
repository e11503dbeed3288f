import { endpoint } from "@/lib/server/http/endpoint";
import { ownerLogin } from "@/lib/server/lists";
import { ownerLoginSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input, clientAddress }) => {
    const { slug, owner_password } = parseInput(ownerLoginSchema, input);
    const { editToken } = await ownerLogin({ slug, ownerPassword: owner_password, clientAddress });
    return { edit_token: editToken };
  },
});
