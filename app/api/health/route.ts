import { checkDatabase } from "@/lib/server/health";
import { endpoint } from "@/lib/server/http/endpoint";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("health", {
  GET: async () => {
    await checkDatabase();
    return {};
  },
});
