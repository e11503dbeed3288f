import { endpoint } from "@/lib/server/http/endpoint";
import { setParticipantEmail } from "@/lib/server/draws/mail";
import { personEmailInput } from "@/lib/server/mail/input";
import { requireMail } from "@/lib/server/mail/links";
import { participantAccessSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

// A person's address for their draw link and reminder (docs/api.md "Draws"); only with mail.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_email", {
  POST: async ({ input, clientAddress, locale }) => {
    requireMail();
    const access = parseInput(participantAccessSchema, input);
    await setParticipantEmail({ ...access, email: personEmailInput(input), locale, clientAddress });
    return {};
  },
});
