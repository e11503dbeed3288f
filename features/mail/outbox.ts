import "server-only";
import type { Prisma } from "@/lib/server/db/generated/client";
import { randomId } from "../../lib/server/tokens";
import { mailSettings } from "./settings";
import { readPayload, withEvent, type ConfirmPurpose, type MailEvent, type MailPayload } from "./payload";

// Writing to the outbox, always inside the transaction of the change the mail tells of
// (docs/decisions/081-mail.md): the change and its mail are committed together or not at all.
// One row is one mail: the events of a digest window gather in the open row of their
// subscription, which the worker (./worker.ts) sends once it is due.
//
// Wichteln (issue 42) is to queue its mails here too: the organizer's "send each person their link"
// and the reminder a week before the date are rows of a kind of their own, written inside the
// draw's transaction like queueConfirmation below and rendered by ./content.ts (decision 081).

/** The change's transaction (features/lists/list-change.ts), whose commit is the mail's. */
export type MailTransaction = Prisma.TransactionClient;

/** A confirmed subscription, as an event needs it. */
export type Recipient = {
  subscriptionId: string;
  addressId: string;
  locale: string;
  unsubscribeToken: string;
  kind: "giver" | "owner";
};

const secondsFrom = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

/**
 * Adds `event` to the recipient's open digest, or opens one due in MAIL_DIGEST_SECONDS; an owner's
 * counted event (surprise mode) waits no longer than any other (docs/decisions/109-surprise-mail-timing.md).
 * The row is only changed while no worker has claimed it: a claim made meanwhile (another
 * instance) leaves it alone, and the event opens the next digest.
 */
export async function appendEvent(
  tx: MailTransaction,
  recipient: Recipient,
  list: MailPayload["list"],
  event: MailEvent,
): Promise<void> {
  const now = new Date();
  const open = await tx.mailOutbox.findFirst({
    where: { subscriptionId: recipient.subscriptionId, kind: recipient.kind, claimedUntil: null, attempts: 0 },
    select: { id: true, payload: true },
    orderBy: { createdAt: "desc" },
  });
  if (open) {
    const payload = { ...withEvent(readPayload(open.payload), event), list };
    const { count } = await tx.mailOutbox.updateMany({
      where: { id: open.id, claimedUntil: null, attempts: 0 },
      data: { payload: JSON.stringify(payload) },
    });
    if (count === 1) return;
  }
  const window = mailSettings?.digestSeconds ?? 0;
  const payload = withEvent({ list, unsubscribe: recipient.unsubscribeToken, events: [], more: 0 }, event);
  await tx.mailOutbox.create({
    data: {
      id: randomId(),
      kind: recipient.kind,
      addressId: recipient.addressId,
      subscriptionId: recipient.subscriptionId,
      locale: recipient.locale,
      payload: JSON.stringify(payload),
      dueAt: secondsFrom(now, window),
    },
  });
}

/** A confirmation mail, due at once. */
export async function queueConfirmation(
  tx: MailTransaction,
  recipient: Recipient,
  list: MailPayload["list"],
  token: string,
  purpose: ConfirmPurpose = recipient.kind,
): Promise<void> {
  const payload: MailPayload = {
    list,
    unsubscribe: recipient.unsubscribeToken,
    confirm: { token, purpose },
    events: [],
    more: 0,
  };
  await tx.mailOutbox.create({
    data: {
      id: randomId(),
      kind: "confirm",
      addressId: recipient.addressId,
      subscriptionId: recipient.subscriptionId,
      locale: recipient.locale,
      payload: JSON.stringify(payload),
      dueAt: new Date(),
    },
  });
}
