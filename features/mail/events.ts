import "server-only";
import { hidesReservers } from "../../lib/surprise";
import { appendEvent, type MailTransaction, type Recipient } from "./outbox";
import type { ChangedField, ChangedValues, MailEvent } from "./payload";
import { mailEnabled } from "./settings";

// Who hears of a change (docs/decisions/081-mail.md), called inside the change's transaction by
// the domain (items, reservations, pledges, lists). Only subscriptions confirmed for their list hear
// anything (decision 097).
// Without mail each call returns at once, without a query.

type OwnerEvent = Extract<MailEvent, { type: "reserved" | "unreserved" | "pledged" | "unpledged" | "asked" }>;

// confirmed for the list (decision 097) and not ended by its link (decision 113)
export const CONFIRMED = { confirmedAt: { not: null }, endedAt: null } as const;
const RECIPIENT = { id: true, addressId: true, locale: true, unsubscribeToken: true, kind: true } as const;

type RecipientRow = { id: string; addressId: string; locale: string; unsubscribeToken: string; kind: string };

const recipientOf = (row: RecipientRow): Recipient => ({
  subscriptionId: row.id,
  addressId: row.addressId,
  locale: row.locale,
  unsubscribeToken: row.unsubscribeToken,
  kind: row.kind === "owner" ? "owner" : "giver",
});

/** The givers whose reservation or pledge is on `itemId`: a change or the wish's deletion. */
export async function tellItemWatchers(tx: MailTransaction, itemId: string, event: MailEvent): Promise<void> {
  if (!mailEnabled) return;
  const watchers = await tx.mailSubscription.findMany({
    where: {
      kind: "giver",
      ...CONFIRMED,
      OR: [{ reservations: { some: { itemId } } }, { pledges: { some: { itemId } } }],
    },
    select: { ...RECIPIENT, list: { select: { title: true, slug: true } } },
  });
  for (const watcher of watchers) await appendEvent(tx, recipientOf(watcher), watcher.list, event);
}

/** The giver of one reservation or pledge the owner released (`watcherId`: its subscription). */
export async function tellWatcher(tx: MailTransaction, watcherId: string | null, event: MailEvent): Promise<void> {
  if (!mailEnabled || !watcherId) return;
  const watcher = await tx.mailSubscription.findFirst({
    where: { id: watcherId, ...CONFIRMED },
    select: { ...RECIPIENT, list: { select: { title: true, slug: true } } },
  });
  if (watcher) await appendEvent(tx, recipientOf(watcher), watcher.list, event);
}

/** Every giver with a reservation or pledge on the list, before it is deleted: no link any more. */
export async function tellGiversListDeleted(tx: MailTransaction, listId: string): Promise<void> {
  if (!mailEnabled) return;
  const watchers = await tx.mailSubscription.findMany({
    where: { listId, kind: "giver", ...CONFIRMED, OR: [{ reservations: { some: {} } }, { pledges: { some: {} } }] },
    select: { ...RECIPIENT, list: { select: { title: true } } },
  });
  for (const watcher of watchers) {
    await appendEvent(tx, recipientOf(watcher), { title: watcher.list.title, slug: null }, { type: "list_deleted" });
  }
}

/** In surprise mode the owner learns only that something happened: no wish, no name, no amount. */
function countedOnly(event: OwnerEvent): OwnerEvent {
  switch (event.type) {
    case "reserved":
    case "unreserved":
      return { type: event.type, count: event.count };
    // a question names no giver and nothing given: the owner sees it in owner mode anyway (140)
    case "asked":
      return event;
    default:
      return { type: event.type };
  }
}

/**
 * The list's owner, of something a giver did. Surprise mode (while the list is open, as in
 * docs/decisions/065-surprise.md) keeps only the count, in the same digest window as any mail
 * (docs/decisions/109-surprise-mail-timing.md).
 */
export async function tellOwner(tx: MailTransaction, listId: string, event: OwnerEvent): Promise<void> {
  if (!mailEnabled) return;
  const owner = await tx.mailSubscription.findFirst({
    where: { listId, kind: "owner", ...CONFIRMED },
    select: { ...RECIPIENT, list: { select: { title: true, slug: true, surprise: true, closed: true } } },
  });
  if (!owner) return;
  const hidden = hidesReservers(owner.list);
  const list = { title: owner.list.title, slug: owner.list.slug };
  await appendEvent(tx, recipientOf(owner), list, hidden ? countedOnly(event) : event);
}

/**
 * The givers of a wish whose facts changed: `was` is its title before, when that changed; `values`
 * what the other facts were and are now, in the list's currency (issue 51, item 4).
 */
export async function tellItemChanged(
  tx: MailTransaction,
  itemId: string,
  fields: ChangedField[],
  { was, values }: { was?: string; values?: ChangedValues } = {},
): Promise<void> {
  if (!mailEnabled || fields.length === 0) return;
  const item = await tx.item.findUnique({
    where: { id: itemId },
    select: { title: true, list: { select: { currency: true } } },
  });
  if (!item) return;
  await tellItemWatchers(tx, itemId, {
    type: "changed",
    item: item.title,
    ...(was ? { was } : {}),
    fields,
    ...(values && Object.keys(values).length > 0 ? { values, currency: item.list.currency } : {}),
  });
}

/**
 * The owner of a list RETENTION_DAYS will delete on `day`, once (docs/decisions/131-retention.md):
 * false when nobody confirmed an address for the list's news, and then nothing is remembered.
 */
export async function tellOwnerOfDeletion(tx: MailTransaction, listId: string, day: string): Promise<boolean> {
  if (!mailEnabled) return false;
  const owner = await tx.mailSubscription.findFirst({
    where: { listId, kind: "owner", ...CONFIRMED },
    select: { ...RECIPIENT, list: { select: { title: true, slug: true } } },
  });
  if (!owner) return false;
  await appendEvent(tx, recipientOf(owner), owner.list, { type: "deletion_planned", day });
  return true;
}
