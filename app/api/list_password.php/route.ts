import { endpoint } from "@/lib/server/http/endpoint";
import { changeOwnerPassword } from "@/lib/server/lists";
import { changeOwnerPasswordSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input, clientAddress }) => {
    const body = parseInput(changeOwnerPasswordSchema, input);
    const { editToken } = await changeOwnerPassword({
      slug: body.slug,
      editToken: body.edit_token,
      currentPassword: body.owner_password,
      newPassword: body.new_owner_password,
      clientAddress,
    });
    return { edit_token: editToken };
  },
});
