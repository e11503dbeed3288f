import { requireOwnedList } from "@/lib/server/auth";
import { endpoint } from "@/lib/server/http/endpoint";
import { ownerAccessSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

// One cheap question before owner tools appear: is this token (still) the owner's? 404 for an
// unknown list, 403 for a wrong or revoked token (a 256-bit token cannot be guessed, so no limit).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("owner_check", {
  POST: async ({ input }) => {
    await requireOwnedList(parseInput(ownerAccessSchema, input));
    return {};
  },
});
