import "server-only";
import { AppError } from "../../lib/errors";
import type { OwnerAccess } from "../lists/shared/list";
import type { WireItem } from "../../lib/wire";
import { requireEditToken, requireList } from "../../lib/server/auth";
import { db } from "../../lib/server/db/client";
import type { List } from "@/lib/server/db/generated/client";
import { ITEM_ORDER, WITH_RESERVATIONS, toWireItems, type ItemShowing } from "../lists/mappers";

// The owner's way to one item, shared by the item changes (items.ts) and its picture
// (pictures/pictures.ts).

/** The items an owner's change may name: not the givers' suggestions while the list is open (decision 115). */
export const ownerItems = (list: Pick<List, "closed">) => (list.closed ? {} : { suggested: false });

/** Existence before authorization (docs/api.md "Check order"): the list, then its item, then the token. */
export async function requireOwnedItem({ itemId, ...access }: OwnerAccess & { itemId: string }) {
  const list = await requireList(access.slug);
  const item = await db.item.findFirst({
    // a giver's secret suggestion is no wish of the owner's while the list is open (decision 115)
    where: { id: itemId, listId: list.id, ...ownerItems(list) },
    select: {
      position: true,
      imageUrl: true,
      picture: { select: { id: true } },
      // what a giver's mail says changed (docs/decisions/081-mail.md)
      title: true,
      url: true,
      priceCents: true,
      priceText: true,
      quantity: true,
    },
  });
  if (!item) throw new AppError("item_not_found");
  await requireEditToken(list, access.editToken);
  return { list, item };
}

/** A wish as its owner's change reads it first (what a giver's mail compares, its picture). */
export type OwnedItem = Awaited<ReturnType<typeof requireOwnedItem>>["item"];

/** A wish and its list, once the owner was checked. */
export type OwnedWish = { list: List; item: OwnedItem };

/**
 * Each of the owner's wishes' place as the owner's list_get numbers it (from 0, in ITEM_ORDER):
 * the stored position counts the givers' suggestions before it too, which the owner must not learn
 * of while the list is open (decision 115), so the answers to the owner's changes name this one.
 */
export async function ownerPlaces(list: Pick<List, "id" | "closed">): Promise<Map<string, number>> {
  const wishes = await db.item.findMany({
    where: { listId: list.id, ...ownerItems(list) },
    orderBy: ITEM_ORDER,
    select: { id: true },
  });
  return new Map(wishes.map((wish, place) => [wish.id, place]));
}

/** The item as answered to its owner after a change (surprise mode hides its reservers). */
export async function answerItem(itemId: string, list: ItemShowing): Promise<WireItem> {
  const item = await db.item.findUnique({ where: { id: itemId }, include: WITH_RESERVATIONS });
  if (!item) throw new AppError("item_not_found");
  // its alternatives decide whether another of its group is taken (docs/decisions/119-any-one-of-these.md)
  const group =
    item.oneOf === null
      ? [item]
      : await db.item.findMany({ where: { listId: item.listId, oneOf: item.oneOf }, include: WITH_RESERVATIONS });
  const wire = toWireItems(group, list, "owner").find((one) => one.id === itemId)!;
  const places = await ownerPlaces({ id: item.listId, closed: list.closed });
  return { ...wire, position: places.get(itemId) ?? wire.position };
}
