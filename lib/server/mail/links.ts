import "server-only";
import { ENDPOINTS } from "../../api-paths.mjs";
import { AppError } from "../../errors";
import { db } from "../db/client";
import { serverConfig } from "../config";
import { hashToken } from "../tokens";
import { confirmDrawAddress, unsubscribeDrawMail } from "./draw-subscribe";
import { mailEnabled } from "./settings";
import { forgetAddressIfUnused } from "./subscribe";

// The two links every mail may carry (docs/api.md "Mail"): confirming an address, and leaving. The
// links in a mail's text open a page (/web/mail/) that asks before it acts, so a scanner that
// follows links changes nothing; the page, and a mail program's one-click unsubscribe (RFC 8058),
// POST to the API.

const base = () => serverConfig.publicBaseUrl ?? "";

/** The page that confirms an address; the token travels in the fragment, never to a server log. */
export const confirmPageLink = (token: string) => `${base()}/web/mail/#confirm=${token}`;

/** The page that ends a subscription, for the link in a mail's text. */
export const unsubscribePageLink = (token: string) => `${base()}/web/mail/#unsubscribe=${token}`;

/** The List-Unsubscribe address a mail program POSTs `List-Unsubscribe=One-Click` to. */
export const oneClickUnsubscribeLink = (token: string) =>
  `${base()}${ENDPOINTS.mail_unsubscribe.path}?token=${encodeURIComponent(token)}`;

/** Without mail the routes do not exist (nor do the draw's mail routes, docs/api.md "Draws"). */
export function requireMail(): void {
  if (!mailEnabled) throw new AppError("not_found");
}

/**
 * Confirms the address the token was sent to: from now on it hears of what it was given for. A
 * second use of the newest link is fine; an older link, or one no address waits for, is a 404. A
 * draw's confirmation confirms that person's address only (./draw-subscribe.ts).
 */
export async function confirmAddress(token: string): Promise<void> {
  requireMail();
  const address = await db.mailAddress.findUnique({
    where: { confirmTokenHash: hashToken(token) },
    select: { id: true, confirmedAt: true },
  });
  if (!address) {
    if (await confirmDrawAddress(token)) return;
    throw new AppError("mail_link_invalid");
  }
  if (!address.confirmedAt) {
    await db.mailAddress.update({ where: { id: address.id }, data: { confirmedAt: new Date() } });
  }
}

/**
 * Ends the subscription the token belongs to, with the mails it still had waiting; the address
 * goes too when nothing else uses it. A token that names nothing (already used) answers the same:
 * whoever clicks twice sees "done", and nobody learns which tokens exist.
 */
export async function unsubscribe(token: string): Promise<void> {
  requireMail();
  await db.$transaction(async (tx) => {
    const subscription = await tx.mailSubscription.findUnique({
      where: { unsubscribeToken: token },
      select: { id: true, addressId: true },
    });
    if (!subscription) {
      await unsubscribeDrawMail(tx, token);
      return;
    }
    await tx.mailOutbox.deleteMany({ where: { subscriptionId: subscription.id } });
    await tx.mailSubscription.delete({ where: { id: subscription.id } });
    await forgetAddressIfUnused(tx, subscription.addressId);
  });
}
