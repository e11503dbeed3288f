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

/**
 * The list or draw an address was given on, named in the page's link so the page can lead back to
 * it and speak of it (issue 51, item 16). Its slug is the public link's, which the mail names anyway.
 */
export type MailPlace = { kind: "list" | "draw"; slug: string } | null;

const placeIn = (place: MailPlace) => (place ? `&${place.kind}=${encodeURIComponent(place.slug)}` : "");

/** The page that confirms an address; the token travels in the fragment, never to a server log. */
export const confirmPageLink = (token: string, place: MailPlace) =>
  `${base()}/web/mail/#confirm=${token}${placeIn(place)}`;

/** The page that ends a subscription, for the link in a mail's text. */
export const unsubscribePageLink = (token: string, place: MailPlace) =>
  `${base()}/web/mail/#unsubscribe=${token}${placeIn(place)}`;

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
