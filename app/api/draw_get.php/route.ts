import { endpoint } from "@/lib/server/http/endpoint";
import { organizerView, participantView } from "@/lib/server/draws/views";
import {
  drawQuerySchema,
  drawTokenHeaderSchema,
  ORGANIZER_TOKEN_HEADER,
  PARTICIPANT_TOKEN_HEADER,
} from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

// Tokens come in headers, never in the address (logs and history keep addresses). The organizer's
// header wins when both are sent: their answer holds no match.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_get", {
  GET: async ({ input, request }) => {
    const { slug } = parseInput(drawQuerySchema, input);
    const header = (name: string) => drawTokenHeaderSchema.parse(request.headers.get(name) ?? undefined);
    const organizerToken = header(ORGANIZER_TOKEN_HEADER);
    if (organizerToken !== undefined) return organizerView(slug, organizerToken);
    return participantView(slug, header(PARTICIPANT_TOKEN_HEADER));
  },
});
