// The browser's calls of the mail links' page (docs/decisions/081-mail.md): confirming an address,
// ending and taking back a subscription, through the one client path of ./api-client.ts.
import { post } from "./api-client";

/** The mail links' page (docs/decisions/081-mail.md): confirms the address the token was sent to. */
export function confirmMailAddress(token: string) {
  return post("mail_confirm", { form: { token } });
}

/** Ends the mail subscription the token belongs to. */
export function unsubscribeMail(token: string) {
  return post("mail_unsubscribe", { form: { token } });
}

/** Undoes `unsubscribeMail` for a list's mails, within a week (docs/decisions/113-mail-ends-on-open.md). */
export function resubscribeMail(token: string) {
  return post("mail_resubscribe", { form: { token } });
}
