import { endpoint } from "@/lib/server/http/endpoint";
import { runDraw } from "@/lib/server/draws/run";
import { runDrawSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_run", {
  POST: async ({ input }) => {
    await runDraw(parseInput(runDrawSchema, input));
    return {};
  },
});
