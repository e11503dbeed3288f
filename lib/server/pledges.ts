import "server-only";
import { AppError } from "../errors";
import type { Pledge } from "./db/generated/client";
import type { PledgeInput, UnpledgeInput } from "../validations/pledge";
import { isEditTokenOf } from "./auth";
import { hashPassword, verifyPassword } from "./passwords";
import { limits } from "./limits";
import { changeList } from "./list-change";
import { oneAtATime } from "./one-at-a-time";
import { requireOpenList, requireOpenListIn } from "./open-list";
import { rowIdFor, StoredBefore, unlessStoredBefore } from "./request-rows";
import { requireItem, reserverIdentity, type GiverMail } from "./reservations";
import { DEFAULT_LOCALE } from "../locale";
import { tellOwner, tellWatcher } from "./mail/events";
import { prepareAddress, subscribe } from "./mail/subscribe";

// Pledges towards a group gift: a reservation of money (docs/decisions/063-group-gifts.md). Shaped
// like reserveItem/unreserveItem, with the same attempt and failure limits, hashing, identity rules
// and check order; the amounts are whole hundredths of the list's currency.

const pledgedCents = (pledges: Pick<Pledge, "amountCents">[]) =>
  pledges.reduce((sum, pledge) => sum + pledge.amountCents, 0);

/** 409 unless the item is a group gift with `amountCents` still missing; the refusal names what is left. */
function requireRoom(item: { groupGift: boolean; priceCents: number | null }, pledged: number, amountCents: number) {
  if (!item.groupGift || item.priceCents === null) throw new AppError("not_group_gift");
  const remaining = Math.max(0, item.priceCents - pledged);
  if (amountCents > remaining) {
    throw new AppError("pledge_exceeds_remaining", { field: "amount", remaining: remaining / 100 });
  }
}

type FromClient = { clientAddress: string };

/**
 * Pledges `amountCents` towards a group gift. As with reserveItem: the password is hashed outside
 * any lock, then one transaction behind the list's lock sums the pledges and inserts, so racing
 * pledges never add up to more than the price, on SQLite and PostgreSQL alike. A retry with the
 * same request id finds what its first try stored and answers the same (./request-rows.ts).
 */
export async function pledgeItem(input: PledgeInput & FromClient & Partial<GiverMail>): Promise<{ pledgeId: string }> {
  await limits.reservationAttempts.take(input.clientAddress);
  const item = await requireItem(input.itemId);
  const id = rowIdFor("pledge", item.id, input.requestId);
  const done = { pledgeId: id };
  if (input.requestId !== undefined && item.pledges.some((pledge) => pledge.id === id)) return done;
  requireOpenList(item.list);
  const pledgedBy = reserverIdentity(item.list, input.name);
  // An early answer for the common case, before a hash is spent; the transaction decides.
  requireRoom(item, pledgedCents(item.pledges), input.amountCents);
  const mail = await prepareAddress(input.email, input.locale ?? DEFAULT_LOCALE, input.clientAddress);
  const passwordHash = await hashPassword(input.password);
  const { amountCents } = input;
  const store = () =>
    changeList(item.listId, async (tx) => {
      if (input.requestId !== undefined && (await tx.pledge.count({ where: { id } })) > 0) throw new StoredBefore();
      // under the list's lock: a pledge racing the owner's "close" is in before it or refused
      await requireOpenListIn(tx, item.listId);
      const current = await tx.item.findUnique({
        where: { id: item.id },
        select: { groupGift: true, priceCents: true, title: true },
      });
      if (!current) throw new AppError("item_not_found");
      const pledged = await tx.pledge.aggregate({ where: { itemId: item.id }, _sum: { amountCents: true } });
      requireRoom(current, pledged._sum.amountCents ?? 0, amountCents);
      const list = { title: item.list.title, slug: item.list.slug };
      const watcherId = mail ? await subscribe(tx, mail, { listId: item.listId, kind: "giver", list }) : null;
      await tx.pledge.create({ data: { id, itemId: item.id, amountCents, pledgedBy, passwordHash, watcherId } });
      const told = { item: current.title, by: pledgedBy, amountCents, currency: item.list.currency };
      await tellOwner(tx, item.listId, { type: "pledged", ...told });
      return done;
    });
  return unlessStoredBefore(store, () => done);
}

/** The pledge the caller may withdraw: as unreserveItem's `releasable`, for pledges. */
async function withdrawable(
  input: UnpledgeInput,
  candidates: Pledge[],
  listId: string,
): Promise<{ pledge: Pledge; byOwner: boolean } | "ambiguous" | null> {
  if (input.editToken !== undefined && (await isEditTokenOf(listId, input.editToken))) {
    return candidates.length > 1 ? "ambiguous" : { pledge: candidates[0]!, byOwner: true };
  }
  if (input.password === undefined) return null;
  for (const pledge of candidates) {
    if ((await verifyPassword(pledge.passwordHash, input.password)).ok) return { pledge, byOwner: false };
  }
  return null;
}

/**
 * Withdraws one pledge with its password (the oldest made with it), or as the owner with an edit
 * token and `pledgeId`. Failures count toward the releases' per-list, per-address limit.
 */
export async function unpledgeItem(input: UnpledgeInput & FromClient) {
  await limits.reservationAttempts.take(input.clientAddress);
  await oneAtATime(`unpledge|${input.itemId}`, async () => {
    const item = await requireItem(input.itemId, input.slug);
    requireOpenList(item.list);
    const candidates = input.pledgeId ? item.pledges.filter((pledge) => pledge.id === input.pledgeId) : item.pledges;
    if (input.pledgeId && candidates.length === 0) throw new AppError("pledge_not_found", { field: "pledge_id" });
    if (candidates.length === 0) throw new AppError("not_pledged");
    // Counted before the password is checked, given back when it was right.
    const failureSlot = await limits.unreserveFailures.take(`${item.listId}|${input.clientAddress}`);
    const withdrawal = await withdrawable(input, candidates, item.listId);
    if (!withdrawal) {
      throw new AppError(input.password !== undefined ? "reservation_password_wrong" : "edit_token_invalid");
    }
    await failureSlot.giveBack();
    if (withdrawal === "ambiguous") throw new AppError("pledge_id_required", { field: "pledge_id" });
    const { pledge, byOwner } = withdrawal;
    await changeList(item.listId, async (tx) => {
      await requireOpenListIn(tx, item.listId);
      const { count } = await tx.pledge.deleteMany({ where: { id: pledge.id } });
      if (count === 0) throw new AppError("not_pledged");
      // the one who did not withdraw it hears of it (docs/decisions/081-mail.md)
      if (byOwner) await tellWatcher(tx, pledge.watcherId, { type: "released", item: item.title, pledge: true });
      else await tellOwner(tx, item.listId, { type: "unpledged", item: item.title, by: pledge.pledgedBy });
    });
  });
}
