import { endpoint } from "@/lib/server/http/endpoint";
import { confirmAddress } from "@/lib/server/mail/links";
import { mailTokenSchema } from "@/lib/validations/mail";
import { parseInput } from "@/lib/validations/parse";

// Confirms an address given for mail (docs/api.md "Mail"); sent by the page the mail's link opens.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("mail_confirm", {
  POST: async ({ input }) => {
    await confirmAddress(parseInput(mailTokenSchema, input).token);
    return {};
  },
});
