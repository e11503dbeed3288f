import { endpoint } from "@/lib/server/http/endpoint";
import { sendDrawLinks } from "@/lib/server/draws/mail";
import { requireMail } from "@/lib/server/mail/links";
import { sendLinksSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

// Each person's own link by mail (docs/api.md "Draws"); only with mail.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_send_links", {
  POST: async ({ input }) => {
    requireMail();
    return sendDrawLinks(parseInput(sendLinksSchema, input));
  },
});
