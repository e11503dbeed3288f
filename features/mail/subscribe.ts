import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { isAppError } from "../../lib/errors";
import type { Locale } from "../../lib/locale";
import { mailboxOf } from "./shared/mail";
import { db } from "../../lib/server/db/client";
import { limits, type LimitSlot } from "../../lib/server/limits";
import { hashToken, randomId } from "../../lib/server/tokens";
import { queueConfirmation, type MailTransaction, type Recipient } from "./outbox";
import type { ConfirmPurpose, MailPayload } from "./payload";
import { mailEnabled } from "./settings";

// An address given for one purpose (docs/decisions/081-mail.md): a giver's `email` on a reservation
// or pledge, an owner's `notify_email`. It is confirmed for that list (decision 097): the first
// time it is given for a list, it gets one confirmation mail and nothing about the list until its
// link is used; that the address confirmed another list opens nothing. The answer is the same
// whether the address was known, confirmed, or over its limit, so nobody learns anything from it.

/**
 * What the change's transaction needs to subscribe an address, decided before it starts.
 * `confirmation`: "sent" when one is to go, "held" when the limits let none go now, "not_needed"
 * when the address is confirmed for this purpose already.
 */
export type AddressRequest = { address: string; key: string; locale: Locale; confirmation: Confirmation };
export type Confirmation = "sent" | "held" | "not_needed";

/** How an address is found again: its SHA-256, so no limit or index holds the text. */
export const addressKey = (address: string) => createHash("sha256").update(address, "utf8").digest("hex");

/** How limits count an address: its mailbox's SHA-256, so `anna+1@` and `anna+2@` are one (decision 098). */
export const mailboxKey = (address: string) => addressKey(mailboxOf(address));

/** A link's token: 32 random bytes, base64url. */
export const newMailToken = () => randomBytes(32).toString("base64url");

/** Who asks for a confirmation: the client, and the list or draw it is for (`list:<id>`, `draw:<id>`). */
export type ConfirmationAsker = { clientAddress: string; sender: string };

/**
 * True when the limits let one more confirmation mail go to `address` (decision 098): per client,
 * per list or draw, per mailbox for that list or draw, per mailbox from all of them, and per day on
 * the whole server. A refusal gives back what it took (a stranger's refused tries spend nobody's
 * budget) and is silent.
 */
export async function confirmationAllowed(address: string, asker: ConfirmationAsker): Promise<boolean> {
  const mailbox = mailboxKey(address);
  const steps: [{ take: (key: string) => Promise<LimitSlot> }, string][] = [
    [limits.mailConfirmationsPerSender, asker.clientAddress],
    [limits.mailConfirmationsPerList, asker.sender],
    [limits.mailConfirmationsPerListAddress, `${asker.sender}:${mailbox}`],
    [limits.mailConfirmationsPerAddress, mailbox],
    [limits.mailConfirmationsPerDay, "server"],
  ];
  const taken: LimitSlot[] = [];
  try {
    for (const [limit, key] of steps) taken.push(await limit.take(key));
    return true;
  } catch (error) {
    for (const slot of taken) await slot.giveBack();
    if (isAppError(error) && error.code === "too_many_attempts") return false;
    throw error;
  }
}

/**
 * Outside the change's transaction (the limits write rows of their own): null without mail or
 * address; otherwise whether a confirmation may be sent, should the subscription still need one.
 */
export async function prepareAddress(
  email: string | undefined,
  locale: Locale,
  clientAddress: string,
  target: { listId: string; kind: Recipient["kind"] },
): Promise<AddressRequest | null> {
  if (!mailEnabled || !email) return null;
  const key = addressKey(email);
  const confirmed = await db.mailSubscription.findFirst({
    where: {
      address: { addressKey: key },
      listId: target.listId,
      kind: target.kind,
      confirmedAt: { not: null },
      endedAt: null,
    },
    select: { id: true },
  });
  if (confirmed) return { address: email, key, locale, confirmation: "not_needed" };
  const allowed = await confirmationAllowed(email, { clientAddress, sender: `list:${target.listId}` });
  return { address: email, key, locale, confirmation: allowed ? "sent" : "held" };
}

/** The address's row, made or touched (so no sweep takes it now). */
export function touchAddress(tx: MailTransaction, request: AddressRequest, now = new Date()) {
  return tx.mailAddress.upsert({
    where: { addressKey: request.key },
    create: { id: randomId(), addressKey: request.key, address: request.address, lastUsedAt: now },
    // a 0.2.0 link for every list dies once the address is given again (decision 097)
    update: { lastUsedAt: now, confirmTokenHash: null },
    select: { id: true },
  });
}

/**
 * Inside the change's transaction: the address and its subscription for `kind` on the list (made,
 * or touched so no sweep takes them now), and a confirmation mail for this list when the
 * subscription is unconfirmed and the limits allowed one. An owner has one address per list:
 * another one's subscription ends. `purpose` words the confirmation when it differs from `kind` (an
 * asker's address is a giver's subscription, decision 139).
 */
export async function subscribe(
  tx: MailTransaction,
  request: AddressRequest,
  target: { listId: string; kind: Recipient["kind"]; list: MailPayload["list"]; purpose?: ConfirmPurpose },
): Promise<string> {
  const now = new Date();
  const address = await touchAddress(tx, request, now);
  if (target.kind === "owner") await endOtherOwnerSubscriptions(tx, target.listId, address.id);
  // Mails its link ended start afresh, unconfirmed, as before there was an undo: the address given
  // again may be a stranger's typing, and only the new confirmation mail's link confirms (097).
  await tx.mailSubscription.deleteMany({
    where: { addressId: address.id, listId: target.listId, kind: target.kind, endedAt: { not: null } },
  });
  const subscription = await tx.mailSubscription.upsert({
    where: { addressId_listId_kind: { addressId: address.id, listId: target.listId, kind: target.kind } },
    create: {
      id: randomId(),
      addressId: address.id,
      listId: target.listId,
      kind: target.kind,
      locale: request.locale,
      unsubscribeToken: newMailToken(),
      lastUsedAt: now,
    },
    update: { lastUsedAt: now },
    select: { id: true, locale: true, unsubscribeToken: true, confirmedAt: true },
  });
  if (!subscription.confirmedAt && request.confirmation === "sent") {
    const token = newMailToken();
    await tx.mailSubscription.update({ where: { id: subscription.id }, data: { confirmTokenHash: hashToken(token) } });
    const recipient: Recipient = {
      subscriptionId: subscription.id,
      addressId: address.id,
      locale: subscription.locale,
      unsubscribeToken: subscription.unsubscribeToken,
      kind: target.kind,
    };
    await queueConfirmation(tx, recipient, target.list, token, target.purpose);
  }
  return subscription.id;
}

/**
 * Ends the list's owner subscriptions of other addresses, with the mails they still had waiting;
 * an address nothing else uses is forgotten at once (decision 215), not an hour later by the sweep.
 */
async function endOtherOwnerSubscriptions(tx: MailTransaction, listId: string, keptAddressId: string | null) {
  const others = await tx.mailSubscription.findMany({
    where: { listId, kind: "owner", ...(keptAddressId ? { addressId: { not: keptAddressId } } : {}) },
    select: { id: true, addressId: true },
  });
  if (others.length === 0) return;
  const ids = others.map((other) => other.id);
  await tx.mailOutbox.deleteMany({ where: { subscriptionId: { in: ids } } });
  await tx.mailSubscription.deleteMany({ where: { id: { in: ids } } });
  for (const addressId of new Set(others.map((other) => other.addressId))) await forgetAddressIfUnused(tx, addressId);
}

/** `notify_email: null`, or a new owner password: the owner's mails end (decision 215). */
export async function unsubscribeOwner(tx: MailTransaction, listId: string): Promise<void> {
  await endOtherOwnerSubscriptions(tx, listId, null);
}

/** Deletes the address when no subscription (a list's or a draw's) and no waiting mail uses it. */
export async function forgetAddressIfUnused(tx: MailTransaction, addressId: string): Promise<void> {
  const used =
    (await tx.mailSubscription.count({ where: { addressId } })) > 0 ||
    (await tx.drawMailSubscription.count({ where: { addressId } })) > 0 ||
    (await tx.mailOutbox.count({ where: { addressId } })) > 0;
  if (!used) await tx.mailAddress.deleteMany({ where: { id: addressId } });
}
