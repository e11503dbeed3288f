import { endpoint } from "@/lib/server/http/endpoint";
import { exportList } from "@/lib/server/transfer";
import { editToken, slug } from "@/lib/validations/fields";
import { parseInput } from "@/lib/validations/parse";
import { z } from "zod";

// The owner token travels in the POST body, never in a URL.
const exportSchema = z.object({ slug, edit_token: editToken });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: async ({ input }) => {
    const { slug: listSlug, edit_token } = parseInput(exportSchema, input);
    return { document: await exportList({ slug: listSlug, editToken: edit_token }) };
  },
});
