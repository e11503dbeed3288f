import { endpoint } from "@/lib/server/http/endpoint";
import { joinDraw } from "@/lib/server/draws/people";
import { personMailInput } from "@/lib/server/mail/input";
import { publicBaseUrl } from "@/lib/server/public-url";
import { joinDrawSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_join", {
  POST: async ({ input, clientAddress, locale, request }) => {
    const { baseUrl } = publicBaseUrl(request.headers);
    const join = { ...parseInput(joinDrawSchema, input), ...personMailInput(input, locale), clientAddress, baseUrl };
    const link = await joinDraw(join);
    return {
      participant_id: link.participantId,
      participant_token: link.participantToken,
      participant_link: link.participantLink,
    };
  },
});
