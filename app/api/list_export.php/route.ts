import { endpoint } from "@/lib/server/http/endpoint";
import { exportList } from "@/lib/server/transfer";
import { listExportSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

// The owner token travels in the POST body, never in a URL; `reveal` names the givers in surprise mode.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_export", {
  POST: async ({ input }) => ({ document: await exportList(parseInput(listExportSchema, input)) }),
});
