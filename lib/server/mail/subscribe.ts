import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { isAppError } from "../../errors";
import type { Locale } from "../../locale";
import { db } from "../db/client";
import { limits } from "../limits";
import { hashToken, randomId } from "../tokens";
import { queueConfirmation, type MailTransaction, type Recipient } from "./outbox";
import type { MailPayload } from "./payload";
import { mailEnabled } from "./settings";

// An address given for one purpose (docs/decisions/081-mail.md): a giver's `email` on a reservation
// or pledge, an owner's `notify_email`. The first time, it gets one confirmation mail and nothing
// else until its link is used; the answer is the same whether the address was known, confirmed,
// or over its limit, so nobody learns anything about an address from it.

/** What the change's transaction needs to subscribe an address, decided before it starts. */
export type AddressRequest = { address: string; key: string; locale: Locale; mayConfirm: boolean };

/** How an address is found again and counted: its SHA-256, so no limit or index holds the text. */
export const addressKey = (address: string) => createHash("sha256").update(address, "utf8").digest("hex");

/** A link's token: 32 random bytes, base64url. */
export const newMailToken = () => randomBytes(32).toString("base64url");

/** True when the limits let one more confirmation mail go out; a refusal is silent. */
export async function confirmationAllowed(key: string, clientAddress: string): Promise<boolean> {
  try {
    await limits.mailConfirmationsPerSender.take(clientAddress);
    await limits.mailConfirmationsPerAddress.take(key);
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === "too_many_attempts") return false;
    throw error;
  }
}

/**
 * Outside the change's transaction (the limits write rows of their own): null without mail or
 * address; otherwise whether a confirmation may be sent, should the address still need one.
 */
export async function prepareAddress(
  email: string | undefined,
  locale: Locale,
  clientAddress: string,
): Promise<AddressRequest | null> {
  if (!mailEnabled || !email) return null;
  const key = addressKey(email);
  const known = await db.mailAddress.findUnique({ where: { addressKey: key }, select: { confirmedAt: true } });
  const mayConfirm = known?.confirmedAt ? false : await confirmationAllowed(key, clientAddress);
  return { address: email, key, locale, mayConfirm };
}

/** The address's row, made or touched (so no sweep takes it now). */
export function touchAddress(tx: MailTransaction, request: AddressRequest, now = new Date()) {
  return tx.mailAddress.upsert({
    where: { addressKey: request.key },
    create: { id: randomId(), addressKey: request.key, address: request.address, lastUsedAt: now },
    update: { lastUsedAt: now },
    select: { id: true, confirmedAt: true },
  });
}

/**
 * Inside the change's transaction: the address and its subscription for `kind` on the list (made,
 * or touched so no sweep takes them now), and a confirmation mail when the address is unconfirmed
 * and the limits allowed one. An owner has one address per list: another one's subscription ends.
 */
export async function subscribe(
  tx: MailTransaction,
  request: AddressRequest,
  target: { listId: string; kind: Recipient["kind"]; list: MailPayload["list"] },
): Promise<string> {
  const now = new Date();
  const address = await touchAddress(tx, request, now);
  if (target.kind === "owner") await endOtherOwnerSubscriptions(tx, target.listId, address.id);
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
    select: { id: true, locale: true, unsubscribeToken: true },
  });
  if (!address.confirmedAt && request.mayConfirm) {
    const token = newMailToken();
    await tx.mailAddress.update({ where: { id: address.id }, data: { confirmTokenHash: hashToken(token) } });
    const recipient: Recipient = {
      subscriptionId: subscription.id,
      addressId: address.id,
      locale: subscription.locale,
      unsubscribeToken: subscription.unsubscribeToken,
      kind: target.kind,
    };
    await queueConfirmation(tx, recipient, target.list, token);
  }
  return subscription.id;
}

/** Ends the list's owner subscriptions of other addresses, with the mails they still had waiting. */
async function endOtherOwnerSubscriptions(tx: MailTransaction, listId: string, keptAddressId: string | null) {
  const others = await tx.mailSubscription.findMany({
    where: { listId, kind: "owner", ...(keptAddressId ? { addressId: { not: keptAddressId } } : {}) },
    select: { id: true },
  });
  if (others.length === 0) return;
  const ids = others.map((other) => other.id);
  await tx.mailOutbox.deleteMany({ where: { subscriptionId: { in: ids } } });
  await tx.mailSubscription.deleteMany({ where: { id: { in: ids } } });
}

/** `notify_email: null`: the owner's mails end (the address goes with the next sweep if unused). */
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
