import { endpoint } from "@/lib/server/http/endpoint";
import { getListWithItems } from "@/lib/server/lists";
import { slug } from "@/lib/validations/fields";
import { parseInput } from "@/lib/validations/parse";
import { z } from "zod";

const query = z.object({ slug });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: async ({ input }) => getListWithItems(parseInput(query, input).slug),
});
