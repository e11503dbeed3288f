import { endpoint } from "@/lib/server/http/endpoint";
import { exportList } from "@/lib/server/transfer";
import { ownerAccessSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

// The owner token travels in the POST body, never in a URL.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_export", {
  POST: async ({ input }) => ({ document: await exportList(parseInput(ownerAccessSchema, input)) }),
});
