import { endpoint } from "@/lib/server/http/endpoint";
import { changeOwnerPassword } from "@/lib/server/lists";
import { changeOwnerPasswordSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_password", {
  POST: async ({ input, clientAddress }) => {
    const { editToken } = await changeOwnerPassword({ ...parseInput(changeOwnerPasswordSchema, input), clientAddress });
    return { edit_token: editToken };
  },
});
