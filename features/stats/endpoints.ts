import { defineEndpoints } from "@/lib/server/http/endpoint";
import { OWNER } from "@/lib/server/openapi/operation";
import { listStatsSchema } from "./shared/stats";
import { listStats } from "./stats";

export const STATS_ENDPOINTS = defineEndpoints({
  list_stats: {
    access: "owner",
    summary: "How many wishes a list has and how many are reserved",
    input: listStatsSchema,
    errors: [...OWNER, "invalid_top"],
    handle: async ({ list, parse }) => listStats(list, parse().top),
  },
});
