import { formInput } from "@/lib/server/http/body";
import { defineEndpoints } from "@/lib/server/http/endpoint";
import { rawQuery } from "@/lib/server/http/request-info";
import { confirmAddress, resubscribe, unsubscribe } from "@/features/mail/links";
import { ONLY_WITH_MAIL } from "@/lib/server/openapi/operation";
import { mailTokenSchema } from "@/features/mail/shared/mail";
import { parseInput } from "@/lib/validations/parse";

// The mail links' endpoints (docs/api.md "Mail"). They exist only while the server sends mail
// (SMTP_URL); otherwise they answer 404 `not_found`. Each entry: what the OpenAPI document says
// and the handler (docs/decisions/090).

export const MAIL_ENDPOINTS = defineEndpoints({
  // sent by the page the mail's link opens
  mail_confirm: {
    access: "mail link",
    summary: "Confirm an e-mail address with the token from its confirmation mail",
    description: `The page a confirmation mail links to sends it. ${ONLY_WITH_MAIL}`,
    input: mailTokenSchema,
    errors: ["mail_link_invalid", "not_found"],
    handle: async ({ parse }) => {
      await confirmAddress(parse().token);
      return {};
    },
  },
  // A mail program's one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the
  // address in the mail's List-Unsubscribe header, which carries the token in its query, and the
  // subscription goes at once; the page sends it in the body, and a list's is kept a week, ended,
  // for its "Undo" (mail_resubscribe, decision 113).
  mail_unsubscribe: {
    access: "mail link",
    summary: "End one mail subscription (RFC 8058 one-click unsubscribe)",
    description:
      "`token` in the query (the List-Unsubscribe address of every mail, POSTed with `List-Unsubscribe=One-Click`: " +
      "the subscription is deleted) or in the body (the mail page: a list's subscription is kept ended for a week, " +
      `so \`mail_resubscribe\` can undo it). A token that names nothing any more answers the same success. ${ONLY_WITH_MAIL}`,
    errors: ["mail_link_invalid", "not_found"],
    handle: async ({ input, request }) => {
      const fromQuery = formInput(rawQuery(request)).token;
      const token = parseInput(mailTokenSchema, { token: input.token ?? fromQuery }).token;
      // the page (token in the body) offers an undo; a mail program's one-click POST does not
      await unsubscribe(token, { undoable: input.token !== undefined });
      return {};
    },
  },
  // the page's "Undo" after it ended a list's mails on opening (docs/decisions/113)
  mail_resubscribe: {
    access: "mail link",
    summary: "Undo ending a list's mails, within a week",
    description:
      "The unsubscribe token of a list's mails that `mail_unsubscribe` ended: the same subscription comes back " +
      `(list, purpose, language, confirmation). A token that names no list's subscription any more is \`mail_link_invalid\`. ${ONLY_WITH_MAIL}`,
    input: mailTokenSchema,
    errors: ["mail_link_invalid", "not_found"],
    handle: async ({ parse }) => {
      await resubscribe(parse().token);
      return {};
    },
  },
});
