import "server-only";
import { AppError, type ErrorCode } from "../../lib/errors";
import type { Pledge, Reservation } from "@/lib/server/db/generated/client";
import type { ListTransaction } from "../lists/list-change";
import type { MailEvent } from "../mail/payload";
import type { RowKind } from "./request-rows";

// The two kinds of a friend's claim on a wish (./claims.ts): what sets a reservation and a pledge
// apart, as data. A reservation takes some of an item's units; a pledge takes part of a group
// gift's price, in hundredths of the list's currency (docs/decisions/063-group-gifts.md).

/** What every claim row has. */
export type ClaimRow = { id: string; passwordHash: string; watcherId: string | null };

type OwnerEvent = Extract<MailEvent, { type: "reserved" | "unreserved" | "pledged" | "unpledged" }>;
/** The item as a claim needs it: read with its rows outside the lock, or inside it (`claimed` summed there). */
type ItemShape = { groupGift: boolean; quantity: number; unlimited: boolean; priceCents: number | null };

export type ClaimKind<Row extends ClaimRow, Size> = {
  /** What a request id is derived under (./request-rows.ts). */
  rowKind: RowKind;
  /** The key its withdrawals of one item wait in line under (oneAtATime, lib/server/work-queue.ts). */
  lockName: string;
  codes: { none: ErrorCode; notFound: ErrorCode; idRequired: ErrorCode; idField: string };
  /** The item's rows of this kind, oldest first. */
  rowsOf(item: { reservations: Reservation[]; pledges: Pledge[] }): Row[];
  /** How much `rows` claim together. */
  claimedOf(rows: Row[]): number;
  /** Refuses an item this kind cannot claim (a group gift is pledged to, never reserved). */
  refuseKind(item: Pick<ItemShape, "groupGift" | "priceCents">): void;
  /** 409 unless `size` still fits beside what is `claimed`. */
  requireRoom(item: ItemShape, claimed: number, size: Size): void;
  /** Inside the list's lock: the item as it is now, with what is claimed of it. */
  readRoom(tx: ListTransaction, itemId: string): Promise<(ItemShape & { title: string; claimed: number }) | null>;
  count(tx: ListTransaction, id: string): Promise<number>;
  create(
    tx: ListTransaction,
    row: { id: string; itemId: string; by: string | null; passwordHash: string; watcherId: string | null },
    size: Size,
  ): Promise<unknown>;
  remove(tx: ListTransaction, id: string): Promise<number>;
  /** What the owner hears of a new claim, and of one its giver withdrew. */
  claimedEvent(told: { item: string; by: string | null; currency: string }, size: Size): OwnerEvent;
  withdrawnEvent(item: string, row: Row): OwnerEvent;
};

/** The item as it is now, with `claimed()` summed after it, in the same transaction; null when it is gone. */
async function itemWithClaimed(tx: ListTransaction, itemId: string, claimed: () => Promise<number | null>) {
  const current = await tx.item.findUnique({
    where: { id: itemId },
    select: { groupGift: true, quantity: true, unlimited: true, priceCents: true, title: true },
  });
  return current && { ...current, claimed: (await claimed()) ?? 0 };
}

const reservation: ClaimKind<Reservation, number> = {
  rowKind: "reservation",
  lockName: "release",
  codes: {
    none: "not_reserved",
    notFound: "reservation_not_found",
    idRequired: "reservation_id_required",
    idField: "reservation_id",
  },
  rowsOf: (item) => item.reservations,
  claimedOf: (rows) => rows.reduce((sum, row) => sum + row.count, 0),
  refuseKind(item) {
    // friends chip in for a group gift with pledges, never reserve it
    if (item.groupGift) throw new AppError("group_gift");
  },
  /** `already_reserved` when no unit is free, else `too_few_left` when fewer than `count` are. */
  requireRoom(item, reserved, count) {
    // as many as you like: never all taken (docs/decisions/120-as-many-as-you-like.md)
    if (item.unlimited) return;
    const remaining = item.quantity - reserved;
    if (remaining <= 0) throw new AppError("already_reserved");
    if (remaining < count) throw new AppError("too_few_left", { field: "count" });
  },
  readRoom: (tx, itemId) =>
    itemWithClaimed(
      tx,
      itemId,
      async () => (await tx.reservation.aggregate({ where: { itemId }, _sum: { count: true } }))._sum.count,
    ),
  count: (tx, id) => tx.reservation.count({ where: { id } }),
  create: (tx, { by, ...row }, count) => tx.reservation.create({ data: { ...row, count, reservedBy: by } }),
  remove: async (tx, id) => (await tx.reservation.deleteMany({ where: { id } })).count,
  claimedEvent: ({ item, by }, count) => ({ type: "reserved", item, by, count }),
  withdrawnEvent: (item, row) => ({ type: "unreserved", item, by: row.reservedBy, count: row.count }),
};

const pledge: ClaimKind<Pledge, number> = {
  rowKind: "pledge",
  lockName: "unpledge",
  codes: { none: "not_pledged", notFound: "pledge_not_found", idRequired: "pledge_id_required", idField: "pledge_id" },
  rowsOf: (item) => item.pledges,
  claimedOf: (rows) => rows.reduce((sum, row) => sum + row.amountCents, 0),
  refuseKind(item) {
    if (!item.groupGift || item.priceCents === null) throw new AppError("not_group_gift");
  },
  /** The refusal names what is left to pledge. */
  requireRoom(item, pledged, amountCents) {
    const remaining = Math.max(0, (item.priceCents ?? 0) - pledged);
    if (amountCents > remaining) {
      throw new AppError("pledge_exceeds_remaining", { field: "amount", remaining: remaining / 100 });
    }
  },
  readRoom: (tx, itemId) =>
    itemWithClaimed(
      tx,
      itemId,
      async () => (await tx.pledge.aggregate({ where: { itemId }, _sum: { amountCents: true } }))._sum.amountCents,
    ),
  count: (tx, id) => tx.pledge.count({ where: { id } }),
  create: (tx, { by, ...row }, amountCents) => tx.pledge.create({ data: { ...row, amountCents, pledgedBy: by } }),
  remove: async (tx, id) => (await tx.pledge.deleteMany({ where: { id } })).count,
  claimedEvent: ({ item, by, currency }, amountCents) => ({ type: "pledged", item, by, amountCents, currency }),
  withdrawnEvent: (item, row) => ({ type: "unpledged", item, by: row.pledgedBy }),
};

export const CLAIM_KINDS = { reservation, pledge };
