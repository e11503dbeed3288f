import { endpoint } from "@/lib/server/http/endpoint";
import { newPersonalLink } from "@/lib/server/draws/people";
import { publicBaseUrl } from "@/lib/server/public-url";
import { participantAccessSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_link", {
  POST: async ({ input, request }) => {
    const { baseUrl } = publicBaseUrl(request.headers);
    const link = await newPersonalLink({ ...parseInput(participantAccessSchema, input), baseUrl });
    return {
      participant_id: link.participantId,
      participant_token: link.participantToken,
      participant_link: link.participantLink,
    };
  },
});
