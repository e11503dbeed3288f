import { endpoint } from "@/lib/server/http/endpoint";
import { setExclusion } from "@/lib/server/draws/run";
import { excludeSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_exclude", {
  POST: async ({ input }) => {
    await setExclusion(parseInput(excludeSchema, input));
    return {};
  },
});
