import { endpoint } from "@/lib/server/http/endpoint";
import { openListStream } from "@/lib/server/live/stream";
import { listQuerySchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

// A stream stays open for as long as the page does: never cached or prerendered.
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_events", {
  GET: async ({ input, request, clientAddress }) => {
    const { slug } = parseInput(listQuerySchema, input);
    return openListStream({ slug, clientAddress, signal: request.signal });
  },
});
