import "server-only";
import { isAppError } from "../../lib/errors";
import type { Locale } from "../../lib/locale";
import { db } from "../../lib/server/db/client";
import { limits } from "../../lib/server/limits";
import { hashToken, randomId } from "../../lib/server/tokens";
import { claimReminder, DRAW_RECIPIENT, dueReminders, queueDrawMail, queueDueReminders } from "./draw-outbox";
import type { DrawRecipient } from "./draw-outbox";
import type { MailTransaction } from "./outbox";
import { mailEnabled } from "./settings";
import {
  addressKey,
  confirmationAllowed,
  forgetAddressIfUnused,
  mailboxKey,
  newMailToken,
  touchAddress,
  type AddressRequest,
} from "./subscribe";

// A person's address in a draw (docs/decisions/089-draw-mail.md): given by the person when they
// join, or typed by the organizer for them. It is confirmed for this purpose itself — whatever
// else the address is confirmed for — because someone else may have typed it: until its link is
// used it gets one confirmation mail and nothing else, within the limits every confirmation has
// (decision 081). Answers are the same whatever the address's state, and the organizer's screen
// shows only that the person has an address, which only the organizer and the person change.

/** Before the draw's transaction: null without mail or address; else whether a confirmation may go. */
export async function prepareDrawAddress(
  email: string | undefined | null,
  locale: Locale,
  asker: { clientAddress: string; drawId: string; participantId?: string },
): Promise<AddressRequest | null> {
  if (!mailEnabled || !email) return null;
  const key = addressKey(email);
  const current = asker.participantId
    ? await db.drawMailSubscription.findUnique({
        where: { participantId: asker.participantId },
        select: { confirmedAt: true, address: { select: { addressKey: true } } },
      })
    : null;
  if (current?.confirmedAt && current.address?.addressKey === key) {
    return { address: email, key, locale, confirmation: "not_needed" };
  }
  const allowed = await confirmationAllowed(email, {
    clientAddress: asker.clientAddress,
    sender: `draw:${asker.drawId}`,
  });
  return { address: email, key, locale, confirmation: allowed ? "sent" : "held" };
}

/**
 * Inside the draw's transaction: `request`'s address becomes the person's; null removes it. The
 * same address, confirmed, stays as it is. Any other is unconfirmed until the link of a new
 * confirmation mail is used (when the limits let none go, an earlier mail's link to the same
 * address keeps working). What the organizer asked for (the link by mail) and a reminder already
 * sent stay with the person; mails still waiting for an address given before are dropped.
 */
export async function setPersonAddress(
  tx: MailTransaction,
  participantId: string,
  request: AddressRequest | null,
): Promise<void> {
  const current = await tx.drawMailSubscription.findUnique({
    where: { participantId },
    select: { id: true, addressId: true, confirmedAt: true },
  });
  if (!request) {
    if (current) await dropWaitingMails(tx, current.id);
    if (current) await tx.drawMailSubscription.delete({ where: { id: current.id } });
    return;
  }
  const now = new Date();
  const address = await touchAddress(tx, request, now);
  const same = current?.addressId === address.id;
  if (same && current?.confirmedAt) {
    await tx.drawMailSubscription.update({ where: { id: current.id }, data: { lastUsedAt: now } });
    return;
  }
  if (current) await dropWaitingMails(tx, current.id);
  const token = request.confirmation === "sent" ? newMailToken() : null;
  const data = {
    addressId: address.id,
    locale: request.locale,
    confirmedAt: null,
    lastUsedAt: now,
    ...(token ? { confirmTokenHash: hashToken(token) } : same ? {} : { confirmTokenHash: null }),
  };
  const subscription = current
    ? await tx.drawMailSubscription.update({ where: { id: current.id }, data, select: DRAW_RECIPIENT })
    : await tx.drawMailSubscription.create({
        data: { id: randomId(), participantId, unsubscribeToken: newMailToken(), ...data },
        select: DRAW_RECIPIENT,
      });
  if (token) await queueDrawMail(tx, "draw_confirm", { ...subscription, addressId: address.id }, token);
}

/** The mails still waiting for an address given before (one being sent now goes on). */
async function dropWaitingMails(tx: MailTransaction, subscriptionId: string): Promise<void> {
  await tx.mailOutbox.deleteMany({ where: { subscriptionId, claimedUntil: null } });
}

/** True when one more link mail may go to the address's mailbox today; a refusal is silent (decision 089). */
export async function linkMailAllowed(address: string): Promise<boolean> {
  try {
    await limits.mailLinksPerAddress.take(mailboxKey(address));
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === "too_many_attempts") return false;
    throw error;
  }
}

/**
 * The person's link by mail, inside a transaction. When their reminder is due and not yet sent,
 * this mail is it (it carries the link and the day), so nobody gets both at once.
 */
export async function queueLinkMail(tx: MailTransaction, recipient: DrawRecipient): Promise<void> {
  const now = new Date();
  const [due] = (await dueReminders(tx, { subscriptionId: recipient.id }, now)).due;
  if (due && (await claimReminder(tx, due, now))) return;
  await queueDrawMail(tx, "draw_link", recipient);
}

/**
 * `mail_confirm` with a draw confirmation's token: confirms that person's address and sends
 * what waited for it — the link the organizer asked to mail, or the reminder when it is due. False
 * when no person's address waits for the token (the caller answers as for any unknown link).
 */
export async function confirmDrawAddress(token: string): Promise<boolean> {
  const subscription = await db.drawMailSubscription.findUnique({
    where: { confirmTokenHash: hashToken(token) },
    select: { ...DRAW_RECIPIENT, confirmedAt: true, linkRound: true, address: { select: { address: true } } },
  });
  if (!subscription?.addressId || !subscription.address) return false;
  if (subscription.confirmedAt) return true;
  const recipient: DrawRecipient = { ...subscription, addressId: subscription.addressId };
  const sendLink = subscription.linkRound !== null && (await linkMailAllowed(subscription.address.address));
  await db.$transaction(async (tx) => {
    // two clicks at once: one confirms, and only that one sends what waited
    const { count } = await tx.drawMailSubscription.updateMany({
      where: { id: recipient.id, confirmedAt: null, addressId: recipient.addressId },
      data: { confirmedAt: new Date() },
    });
    if (count === 0) return;
    if (sendLink) await queueLinkMail(tx, recipient);
    else await queueDueReminders(tx, { subscriptionId: recipient.id });
  });
  return true;
}

/**
 * `mail_unsubscribe` with a draw mail's token: no more mail for that person at that address.
 * The person keeps their row (the organizer's screen does not change with what the address's owner
 * does); the address goes when nothing else uses it. False when the token is no draw mail's.
 */
export async function unsubscribeDrawMail(tx: MailTransaction, token: string): Promise<boolean> {
  const subscription = await tx.drawMailSubscription.findUnique({
    where: { unsubscribeToken: token },
    select: { id: true, addressId: true },
  });
  if (!subscription) return false;
  await tx.mailOutbox.deleteMany({ where: { subscriptionId: subscription.id } });
  await tx.drawMailSubscription.update({
    where: { id: subscription.id },
    data: { addressId: null, confirmedAt: null, confirmTokenHash: null },
  });
  if (subscription.addressId) await forgetAddressIfUnused(tx, subscription.addressId);
  return true;
}
