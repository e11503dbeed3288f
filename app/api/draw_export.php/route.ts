import { endpoint } from "@/lib/server/http/endpoint";
import { exportDraw } from "@/lib/server/draws/views";
import { organizerAccessSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

// The organizer token travels in the POST body, never in a URL.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_export", {
  POST: async ({ input }) => ({ document: await exportDraw(parseInput(organizerAccessSchema, input)) }),
});
