import { serverConfig } from "@/lib/server/config";
import { endpoint } from "@/lib/server/http/endpoint";
import { checkImport } from "@/lib/server/import/check";
import { importAttempt, importList } from "@/lib/server/transfer";
import { LIST_IMPORT_MAX_BYTES } from "@/lib/validations/list-document";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  "list_import",
  {
    // counted before the document is looked at; only an import that made a list is given back.
    // The body is decoded and checked in a worker thread (docs/decisions/068).
    POST: ({ body, clientAddress, request }) =>
      importAttempt(clientAddress, async () => {
        const input = await checkImport(body!, serverConfig.maxItemsPerList);
        // its pictures count against the address's picture budget; a client gone stops the work
        const { slug, editToken } = await importList({ ...input, clientAddress, signal: request.signal });
        return { slug, edit_token: editToken };
      }),
  },
  { maxBodyBytes: LIST_IMPORT_MAX_BYTES, rawBody: true },
);
