import { endpoint } from "@/lib/server/http/endpoint";
import { ownerLogin } from "@/lib/server/lists";
import { ownerLoginSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("owner_login", {
  POST: async ({ input, clientAddress }) => {
    const { editToken } = await ownerLogin({ ...parseInput(ownerLoginSchema, input), clientAddress });
    return { edit_token: editToken };
  },
});
