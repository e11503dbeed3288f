import { endpoint } from "@/lib/server/http/endpoint";
import { importList } from "@/lib/server/transfer";
import { LIST_IMPORT_MAX_BYTES, importListSchema } from "@/lib/validations/list-document";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  {
    POST: async ({ input, clientAddress }) => {
      const { document, title, owner_password } = parseInput(importListSchema, input);
      const { slug, editToken } = await importList({ document, title, ownerPassword: owner_password, clientAddress });
      return { slug, edit_token: editToken };
    },
  },
  { maxBodyBytes: LIST_IMPORT_MAX_BYTES },
);
