import "server-only";
import { ENDPOINTS } from "../../lib/api-paths.mjs";
import { AppError } from "../../lib/errors";
import { db } from "../../lib/server/db/client";
import { serverConfig } from "../../lib/server/config";
import { hashToken } from "../../lib/server/tokens";
import { confirmDrawAddress, unsubscribeDrawMail } from "./draw-subscribe";
import { mailEnabled } from "./settings";
import { forgetAddressIfUnused } from "./subscribe";

// The two links every mail may carry (docs/api.md "Mail"): confirming an address, and leaving. The
// links in a mail's text open a page (/web/mail/) whose script acts (decision 113): a scanner that
// fetches the page without running it changes nothing, as the token is in the fragment; the page,
// and a mail program's one-click unsubscribe (RFC 8058), POST to the API.

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
 * Confirms the address the token was sent to, for the list (or the draw's person) that mail named:
 * from now on it hears of that, and of nothing else (decision 097). A second use of the newest link
 * is fine; an older link, or one nothing waits for, is a 404.
 */
export async function confirmAddress(token: string): Promise<void> {
  requireMail();
  const tokenHash = hashToken(token);
  const subscription = await db.mailSubscription.findUnique({
    where: { confirmTokenHash: tokenHash },
    select: { id: true },
  });
  if (subscription) {
    await db.mailSubscription.updateMany({
      where: { id: subscription.id, confirmedAt: null },
      data: { confirmedAt: new Date() },
    });
    return;
  }
  if (await confirmDrawAddress(token)) return;
  if (await confirmAddressOfOlderRelease(tokenHash)) return;
  throw new AppError("mail_link_invalid");
}

/**
 * A link 0.2.0 mailed (or an older instance beside mails during an update) confirmed the address
 * for every list. It still confirms the lists the address had unconfirmed then — and only while the
 * address was not given again since, as that forgets the link (./subscribe.ts, touchAddress).
 */
async function confirmAddressOfOlderRelease(tokenHash: string): Promise<boolean> {
  const address = await db.mailAddress.findUnique({ where: { confirmTokenHash: tokenHash }, select: { id: true } });
  if (!address) return false;
  const now = new Date();
  await db.$transaction([
    db.mailAddress.updateMany({ where: { id: address.id, confirmedAt: null }, data: { confirmedAt: now } }),
    db.mailSubscription.updateMany({ where: { addressId: address.id, confirmedAt: null }, data: { confirmedAt: now } }),
  ]);
  return true;
}

/**
 * Ends the subscription the token belongs to, with the mails it still had waiting. The page's call
 * (`undoable`) keeps a list's subscription, ended, for a week so the page can undo it (decision
 * 113); a mail program's one-click unsubscribe offers no undo, so it deletes it at once, and the
 * address when nothing else uses it (081). A draw's forgets its address at once (089). A token that
 * names nothing (already used) answers the same: whoever clicks twice sees "done", and nobody
 * learns which tokens exist.
 */
export async function unsubscribe(token: string, { undoable }: { undoable: boolean }): Promise<void> {
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
    if (undoable) {
      await tx.mailSubscription.updateMany({
        where: { id: subscription.id, endedAt: null },
        data: { endedAt: new Date() },
      });
      return;
    }
    await tx.mailSubscription.delete({ where: { id: subscription.id } });
    await forgetAddressIfUnused(tx, subscription.addressId);
  });
}

/**
 * Undoes `unsubscribe` for a list's mails while the ended subscription is kept: the same list,
 * purpose, language and confirmation as before. Mails still coming are a success too; a token that
 * names no list's subscription (a draw's, or swept) is `mail_link_invalid`.
 */
export async function resubscribe(token: string): Promise<void> {
  requireMail();
  const subscription = await db.mailSubscription.findUnique({
    where: { unsubscribeToken: token },
    select: { id: true },
  });
  if (!subscription) throw new AppError("mail_link_invalid");
  await db.mailSubscription.updateMany({ where: { id: subscription.id }, data: { endedAt: null } });
}
