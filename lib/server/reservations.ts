import "server-only";
import { AppError } from "../errors";
import { effectivePack, findIconInPack } from "../icon-packs";
import { isEditTokenOf } from "./auth";
import { db } from "./db/client";
import type { List, Reservation } from "./db/generated/client";
import type { ReserveInput, UnreserveInput } from "../validations/reservation";
import { hashPassword, verifyPassword } from "./passwords";
import { limits } from "./limits";
import { WITH_RESERVATIONS } from "./mappers";
import { changeList } from "./list-change";
import { oneAtATime } from "./one-at-a-time";
import { requireOpenList, requireOpenListIn } from "./open-list";
import { tellOwner, tellWatcher } from "./mail/events";
import { prepareAddress, subscribe } from "./mail/subscribe";
import { DEFAULT_LOCALE, type Locale } from "../locale";
import { rowIdFor, StoredBefore, unlessStoredBefore } from "./request-rows";

// Reservations of some of an item's units, each with its own name/icon and password
// (docs/decisions/028-quantities.md). A one-unit item behaves as before quantities.

export async function requireItem(itemId: string, slug?: string) {
  const item = await db.item.findUnique({
    where: { id: itemId },
    include: { list: true, ...WITH_RESERVATIONS },
  });
  if (!item || (slug && item.list.slug !== slug)) throw new AppError("item_not_found");
  return item;
}

/** What is stored as `reservedBy` for the list's identity mode, or a 400 when it is missing or wrong. */
export function reserverIdentity(list: List, name: string): string | null {
  switch (list.identityMode) {
    case "password_only":
      return null;
    case "icon": {
      if (name === "") {
        if (list.requireName) throw new AppError("icon_required", { field: "name" });
        return null;
      }
      const pack = effectivePack(list.iconPackKey, list.occasion);
      const icon = findIconInPack(pack, name);
      if (!icon) throw new AppError("icon_invalid", { field: "name" });
      return icon;
    }
    default:
      if (name === "" && list.requireName) throw new AppError("name_required", { field: "name" });
      return name || null;
  }
}

const reservedCount = (reservations: Pick<Reservation, "count">[]) =>
  reservations.reduce((sum, reservation) => sum + reservation.count, 0);

/** 409 unless `count` units are still free: `already_reserved` when none is, else `too_few_left`. */
function requireRemaining(quantity: number, reserved: number, count: number) {
  const remaining = quantity - reserved;
  if (remaining <= 0) throw new AppError("already_reserved");
  if (remaining < count) throw new AppError("too_few_left", { field: "count" });
}

type FromClient = { clientAddress: string };
/** A giver's address for news of their wish, and the language to write in (docs/decisions/081-mail.md). */
export type GiverMail = { email?: string; locale: Locale };
/** `count` may be left out by callers inside the server (tests): one unit, as the API's default. */
type ReserveRequest = Omit<ReserveInput, "count"> & { count?: number } & FromClient & Partial<GiverMail>;

/**
 * Reserves `count` of the item's free units. The password is hashed first, outside any lock; then
 * one transaction takes the list's lock, counts what is reserved and inserts, so racing
 * reservations (and a racing lower quantity or delete) queue and can never over-reserve, on
 * SQLite and on PostgreSQL alike. A retry with the same request id finds what its first try
 * stored and answers the same (./request-rows.ts).
 */
export async function reserveItem(input: ReserveRequest): Promise<{ reservationId: string }> {
  const count = input.count ?? 1;
  await limits.reservationAttempts.take(input.clientAddress);
  const item = await requireItem(input.itemId);
  const id = rowIdFor("reservation", item.id, input.requestId);
  const done = { reservationId: id };
  if (input.requestId !== undefined && item.reservations.some((reservation) => reservation.id === id)) return done;
  // friends chip in for a group gift with pledges (lib/server/pledges.ts), never reserve it
  if (item.groupGift) throw new AppError("group_gift");
  const reservedBy = reserverIdentity(item.list, input.name);
  requireOpenList(item.list);
  // An early answer for the common case, before a hash is spent; the transaction decides.
  requireRemaining(item.quantity, reservedCount(item.reservations), count);
  const mail = await prepareAddress(input.email, input.locale ?? DEFAULT_LOCALE, input.clientAddress);
  const passwordHash = await hashPassword(input.password);
  const store = () =>
    changeList(item.listId, async (tx) => {
      if (input.requestId !== undefined && (await tx.reservation.count({ where: { id } })) > 0)
        throw new StoredBefore();
      await requireOpenListIn(tx, item.listId);
      const current = await tx.item.findUnique({
        where: { id: item.id },
        select: { quantity: true, groupGift: true, title: true },
      });
      if (!current) throw new AppError("item_not_found");
      if (current.groupGift) throw new AppError("group_gift");
      const reserved = await tx.reservation.aggregate({ where: { itemId: item.id }, _sum: { count: true } });
      requireRemaining(current.quantity, reserved._sum.count ?? 0, count);
      const list = { title: item.list.title, slug: item.list.slug };
      const watcherId = mail ? await subscribe(tx, mail, { listId: item.listId, kind: "giver", list }) : null;
      await tx.reservation.create({ data: { id, itemId: item.id, count, reservedBy, passwordHash, watcherId } });
      await tellOwner(tx, item.listId, { type: "reserved", item: current.title, by: reservedBy, count });
      return done;
    });
  return unlessStoredBefore(store, () => done);
}

/**
 * The reservation the caller may release: with a password, the oldest one made with it; with the
 * owner's edit token, the one named by `reservationId`, or the only one ("ambiguous" when the
 * owner named none of several). Null: not allowed.
 */
async function releasable(
  input: UnreserveInput,
  candidates: Reservation[],
  listId: string,
): Promise<{ reservation: Reservation; byOwner: boolean } | "ambiguous" | null> {
  if (input.editToken !== undefined && (await isEditTokenOf(listId, input.editToken))) {
    return candidates.length > 1 ? "ambiguous" : { reservation: candidates[0]!, byOwner: true };
  }
  if (input.password === undefined) return null;
  for (const reservation of candidates) {
    if ((await verifyPassword(reservation.passwordHash, input.password)).ok) return { reservation, byOwner: false };
  }
  return null;
}

/**
 * Releases one reservation with its password, or as the owner with an edit token. Failures count
 * toward a per-list, per-address limit; while limited even a right password gets 429.
 */
export async function unreserveItem(input: UnreserveInput & FromClient) {
  await limits.reservationAttempts.take(input.clientAddress);
  await oneAtATime(`release|${input.itemId}`, async () => {
    const item = await requireItem(input.itemId, input.slug);
    requireOpenList(item.list);
    const candidates = input.reservationId
      ? item.reservations.filter((reservation) => reservation.id === input.reservationId)
      : item.reservations;
    if (input.reservationId && candidates.length === 0) {
      throw new AppError("reservation_not_found", { field: "reservation_id" });
    }
    if (candidates.length === 0) throw new AppError("not_reserved");
    // Counted before the password is checked, given back when it was right.
    const failureSlot = await limits.unreserveFailures.take(`${item.listId}|${input.clientAddress}`);
    const release = await releasable(input, candidates, item.listId);
    if (!release) {
      throw new AppError(input.password !== undefined ? "reservation_password_wrong" : "edit_token_invalid");
    }
    await failureSlot.giveBack();
    // the owner is known by now: an unnamed one of several is a question, not a failed attempt
    if (release === "ambiguous") throw new AppError("reservation_id_required", { field: "reservation_id" });
    const { reservation, byOwner } = release;
    await changeList(item.listId, async (tx) => {
      await requireOpenListIn(tx, item.listId);
      const { count } = await tx.reservation.deleteMany({ where: { id: reservation.id } });
      if (count === 0) throw new AppError("not_reserved");
      // the one who did not release it hears of it (docs/decisions/081-mail.md)
      if (byOwner) await tellWatcher(tx, reservation.watcherId, { type: "released", item: item.title, pledge: false });
      else {
        const told = { item: item.title, by: reservation.reservedBy, count: reservation.count };
        await tellOwner(tx, item.listId, { type: "unreserved", ...told });
      }
    });
  });
}
