import { requireOwnedList } from "@/lib/server/auth";
import { endpoint } from "@/lib/server/http/endpoint";
import { ownerCheckSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

// One cheap question before owner tools appear: is this token (still) the owner's? 404 for an
// unknown list, 403 for a wrong or revoked token (a 256-bit token cannot be guessed, so no limit).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input }) => {
    const { slug, edit_token } = parseInput(ownerCheckSchema, input);
    await requireOwnedList(slug, edit_token);
    return {};
  },
});
