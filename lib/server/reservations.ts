import "server-only";
import { AppError } from "../errors";
import { effectivePack, findIconInPack } from "../icon-packs";
import { isEditTokenOf } from "./auth";
import { db } from "./db/client";
import type { List } from "./db/generated/client";
import type { ReserveInput, UnreserveInput } from "../validations/reservation";
import { hashPassword, verifyPassword } from "./passwords";
import { limits } from "./limits";
import { changeList } from "./list-change";
import { oneAtATime } from "./one-at-a-time";

async function requireItem(itemId: string, slug?: string) {
  const item = await db.item.findUnique({ where: { id: itemId }, include: { list: true } });
  if (!item || (slug && item.list.slug !== slug)) throw new AppError("item_not_found");
  return item;
}

/** What is stored as `reservedBy` for the list's identity mode, or a 400 when it is missing or wrong. */
function reserverIdentity(list: List, name: string): string | null {
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

/**
 * Reserves a free item. The final write is conditional on the item still being free, so of two
 * racing reservations exactly one wins and the other gets 409.
 */
type FromClient = { clientAddress: string };

export async function reserveItem(input: ReserveInput & FromClient) {
  await limits.reservationAttempts.take(input.clientAddress);
  const item = await requireItem(input.itemId);
  const reservedBy = reserverIdentity(item.list, input.name);
  if (item.reservedAt) throw new AppError("already_reserved");
  const reservationPasswordHash = await hashPassword(input.password);
  await changeList(item.listId, async (tx) => {
    const { count } = await tx.item.updateMany({
      where: { id: item.id, reservedAt: null },
      data: { reservedAt: new Date(), reservedBy, reservationPasswordHash },
    });
    if (count === 0) throw new AppError("already_reserved");
  });
}

/**
 * Releases a reservation with its password, or as the owner with an edit token. Failures count
 * toward a per-list, per-address limit; while limited even a right password gets 429.
 */
export async function unreserveItem(input: UnreserveInput & FromClient) {
  await limits.reservationAttempts.take(input.clientAddress);
  await oneAtATime(`release|${input.itemId}`, async () => {
    const item = await requireItem(input.itemId, input.slug);
    if (!item.reservedAt || !item.reservationPasswordHash) throw new AppError("not_reserved");
    // Counted before the password is checked, given back when it was right.
    const failureSlot = await limits.unreserveFailures.take(`${item.listId}|${input.clientAddress}`);
    const byOwner = input.editToken !== undefined && (await isEditTokenOf(item.listId, input.editToken));
    const byReserver =
      !byOwner &&
      input.password !== undefined &&
      (await verifyPassword(item.reservationPasswordHash, input.password)).ok;
    if (!byOwner && !byReserver) {
      throw new AppError(input.password !== undefined ? "reservation_password_wrong" : "edit_token_invalid");
    }
    await failureSlot.giveBack();
    await changeList(item.listId, async (tx) => {
      const { count } = await tx.item.updateMany({
        where: { id: item.id, reservationPasswordHash: item.reservationPasswordHash },
        data: { reservedAt: null, reservedBy: null, reservationPasswordHash: null },
      });
      if (count === 0) throw new AppError("not_reserved");
    });
  });
}
