import { serverConfig } from "@/lib/server/config";
import { endpoint } from "@/lib/server/http/endpoint";
import { importAttempt, importList } from "@/lib/server/transfer";
import { LIST_IMPORT_MAX_BYTES, importListSchema } from "@/lib/validations/list-document";
import { parseInput } from "@/lib/validations/parse";

const schema = importListSchema(serverConfig.maxItemsPerList);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  "list_import",
  {
    // counted before the document is looked at; only an import that made a list is given back
    POST: ({ input, clientAddress }) =>
      importAttempt(clientAddress, async () => {
        const { slug, editToken } = await importList({ ...parseInput(schema, input), clientAddress });
        return { slug, edit_token: editToken };
      }),
  },
  { maxBodyBytes: LIST_IMPORT_MAX_BYTES },
);
