import { endpoint } from "@/lib/server/http/endpoint";
import { renameSection } from "@/lib/server/items";
import { renameSectionSchema } from "@/lib/validations/item";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("section_rename", {
  POST: async ({ input }) => ({ renamed: await renameSection(parseInput(renameSectionSchema, input)) }),
});
