import { checkDatabase, checkReady } from "@/lib/server/health";
import { endpoint } from "@/lib/server/http/endpoint";
import { healthQuerySchema } from "@/lib/validations/health";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("health", {
  GET: async ({ input }) => {
    const { ready } = parseInput(healthQuerySchema, input);
    await (ready ? checkReady() : checkDatabase());
    return {};
  },
});
