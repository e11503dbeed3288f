import { endpoint } from "@/lib/server/http/endpoint";
import { rawQuery } from "@/lib/server/http/request-info";
import { formInput } from "@/lib/server/http/body";
import { unsubscribe } from "@/lib/server/mail/links";
import { mailTokenSchema } from "@/lib/validations/mail";
import { parseInput } from "@/lib/validations/parse";

// Ends one mail subscription (docs/api.md "Mail"). A mail program's one-click unsubscribe (RFC 8058)
// POSTs `List-Unsubscribe=One-Click` to the address in the mail's List-Unsubscribe header, which
// carries the token in its query; the page's button sends it in the body.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("mail_unsubscribe", {
  POST: async ({ input, request }) => {
    const fromQuery = formInput(rawQuery(request)).token;
    await unsubscribe(parseInput(mailTokenSchema, { token: input.token ?? fromQuery }).token);
    return {};
  },
});
