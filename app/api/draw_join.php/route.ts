import { endpoint } from "@/lib/server/http/endpoint";
import { joinDraw } from "@/lib/server/draws/people";
import { publicBaseUrl } from "@/lib/server/public-url";
import { joinDrawSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_join", {
  POST: async ({ input, clientAddress, request }) => {
    const { baseUrl } = publicBaseUrl(request.headers);
    const link = await joinDraw({ ...parseInput(joinDrawSchema, input), clientAddress, baseUrl });
    return {
      participant_id: link.participantId,
      participant_token: link.participantToken,
      participant_link: link.participantLink,
    };
  },
});
