// What the mail links' endpoints answer; gathered into lib/validations/responses.ts `apiAnswers`.
import { success } from "../../../lib/validations/answer-envelope";

export const mailAnswers = {
  /** Mail links (docs/api.md "Mail"); only while the server sends mail. */
  mail_confirm: success({}),
  mail_unsubscribe: success({}),
  mail_resubscribe: success({}),
} as const;
