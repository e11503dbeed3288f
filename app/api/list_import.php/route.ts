import { endpoint } from "@/lib/server/http/endpoint";
import { importList } from "@/lib/server/transfer";
import { LIST_IMPORT_MAX_BYTES, importListSchema } from "@/lib/validations/list-document";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  "list_import",
  {
    POST: async ({ input, clientAddress }) => {
      const { slug, editToken } = await importList({ ...parseInput(importListSchema, input), clientAddress });
      return { slug, edit_token: editToken };
    },
  },
  { maxBodyBytes: LIST_IMPORT_MAX_BYTES },
);
