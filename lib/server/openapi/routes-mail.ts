import { mailTokenSchema } from "../../validations/mail";
import type { AreaRoutes } from "./operation";

// The OpenAPI descriptions of the mail links' paths (./routes.ts, docs/api.md "Mail"). They exist
// only while the server sends mail (SMTP_URL); otherwise they answer 404 `not_found`.

const ONLY_WITH_MAIL = "Only while the server sends mail (`SMTP_URL` set); otherwise 404 `not_found`.";

export const MAIL_ROUTES = {
  "/api/mail_confirm.php": {
    method: "post",
    summary: "Confirm an e-mail address with the token from its confirmation mail",
    description: `The page a confirmation mail links to sends it. ${ONLY_WITH_MAIL}`,
    input: mailTokenSchema,
    answer: "mail_confirm",
    errors: ["mail_link_invalid", "not_found"],
  },
  "/api/mail_unsubscribe.php": {
    method: "post",
    summary: "End one mail subscription (RFC 8058 one-click unsubscribe)",
    description:
      "`token` in the query (the List-Unsubscribe address of every mail, POSTed with `List-Unsubscribe=One-Click`) " +
      `or in the body. A token that names nothing any more answers the same success. ${ONLY_WITH_MAIL}`,
    answer: "mail_unsubscribe",
    errors: ["mail_link_invalid", "not_found"],
  },
} satisfies AreaRoutes;
