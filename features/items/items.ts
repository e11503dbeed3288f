import "server-only";
import { AppError } from "../../lib/errors";
import type {
  CreateItemInput,
  DeleteItemInput,
  ItemChanges,
  RenameSectionInput,
  ReorderItemsInput,
  UpdateItemInput,
} from "./shared/item";
import type { WireItem } from "../../lib/wire";
import { db } from "../../lib/server/db/client";
import type { List, Prisma } from "@/lib/server/db/generated/client";
import { serverConfig } from "../../lib/server/config";
import { answerItem, ownerItems, type OwnedWish } from "./item-access";
import { countedUnlessFailed, limits } from "../../lib/server/limits";
import { changeList, type ListTransaction } from "../lists/list-change";
import { ITEM_ORDER, WITH_RESERVATIONS, toWireItems } from "../lists/mappers";
import { requireAllowedAddress } from "../../lib/server/outbound/address";
import { forgetPicture, keepPictureFromAddress, type PictureRequester } from "../pictures/pictures";
import { randomId } from "../../lib/server/tokens";
import { tellItemChanged, tellItemWatchers } from "../mail/events";
import type { ChangedField, ChangedValues } from "../mail/payload";

function itemData(fields: ItemChanges) {
  return {
    title: fields.title,
    url: fields.url,
    imageUrl: fields.imageUrl,
    note: fields.note,
    quantity: fields.quantity,
    section: fields.section,
    mostWanted: fields.mostWanted,
    groupGift: fields.groupGift,
    // a group gift is one thing, bought together: its quantity is 1, and it has an upper count
    ...(fields.groupGift ? { quantity: 1, unlimited: false } : {}),
    received: fields.received,
    oneOf: fields.oneOf,
    unlimited: fields.unlimited,
    ...(fields.price !== undefined ? { priceCents: fields.price.priceCents, priceText: fields.price.priceText } : {}),
  } satisfies Prisma.ItemUpdateManyMutationInput;
}

/**
 * Adds an item at the end. Limited per list (rate) and capped (MAX_ITEMS_PER_LIST): count and
 * insert run behind the list's lock, so racing creates get consecutive positions and cannot push a
 * list past the cap.
 */
/** `list`: the owner's, as the request frame checked it (lib/server/http/access.ts), as for every change below. */
export async function createItem(list: List, input: CreateItemInput, requester?: PictureRequester): Promise<WireItem> {
  if (input.groupGift && input.price?.priceCents == null) {
    throw new AppError("group_gift_needs_price", { field: "group_gift" });
  }
  requireAllowedAddress(input.url, "url");
  requireAllowedAddress(input.imageUrl, "image_url");
  const max = serverConfig.maxItemsPerList;
  const created = await countedUnlessFailed(limits.itemCreates, list.id, async () => {
    // behind the list's lock (changeList), so racing creates get consecutive positions
    const item = await changeList(list.id, async (tx) => {
      // the givers' suggestions are not counted: the owner would learn of them (decision 115)
      const owned = await tx.item.count({ where: { listId: list.id, ...ownerItems(list) } });
      if (owned >= max) throw new AppError("too_many_items", { limit: max });
      const last = await tx.item.aggregate({ where: { listId: list.id }, _max: { position: true } });
      return tx.item.create({
        data: {
          ...itemData(input),
          title: input.title,
          id: randomId(),
          listId: list.id,
          position: (last._max.position ?? -1) + 1,
        },
        select: { id: true },
      });
    });
    return item.id;
  });
  // the wish stands; its picture is fetched now, so the answer says whether it could be kept
  if (input.imageUrl) await keepPictureFromAddress(list.id, created, input.imageUrl, requester);
  return answerItem(created, list);
}

type StoredFacts = {
  title: string;
  url: string | null;
  priceCents: number | null;
  priceText: string | null;
  quantity: number;
  imageUrl: string | null;
};

/**
 * What a giver's mail says changed: title, price, link, picture, quantity (docs/decisions/081-mail.md),
 * and for price, link and quantity what they were and are now (issue 51, item 4).
 */
export function changedFacts(
  stored: StoredFacts,
  data: Partial<ReturnType<typeof itemData>>,
  newPicture: boolean,
): { fields: ChangedField[]; values: ChangedValues } {
  const price =
    data.priceCents !== undefined && (data.priceCents !== stored.priceCents || data.priceText !== stored.priceText);
  const changed: Record<ChangedField, boolean> = {
    title: data.title !== undefined && data.title !== stored.title,
    price,
    link: data.url !== undefined && data.url !== stored.url,
    picture: newPicture || (data.imageUrl === null && stored.imageUrl !== null),
    quantity: data.quantity !== undefined && data.quantity !== stored.quantity,
  };
  const fields = (Object.keys(changed) as ChangedField[]).filter((field) => changed[field]);
  const priceNow = { cents: data.priceCents ?? null, text: data.priceText ?? null };
  return {
    fields,
    values: {
      ...(changed.price ? { price: { from: { cents: stored.priceCents, text: stored.priceText }, to: priceNow } } : {}),
      ...(changed.link ? { link: { from: stored.url, to: data.url ?? null } } : {}),
      ...(changed.quantity ? { quantity: { from: stored.quantity, to: data.quantity! } } : {}),
    },
  };
}

export async function updateItem(
  { list, item: stored }: OwnedWish,
  input: UpdateItemInput,
  requester?: PictureRequester,
): Promise<WireItem> {
  const { itemId } = input;
  // the owner's form sends the addresses a wish has; ones stored by an older version stay (083)
  if (input.url !== stored.url) requireAllowedAddress(input.url, "url");
  if (input.imageUrl !== stored.imageUrl) requireAllowedAddress(input.imageUrl, "image_url");
  // A new picture address (or the same one whose picture is missing: a retry) drops the picture
  // and fetches again; a cleared address drops it. Null after null keeps an uploaded picture.
  const { imageUrl } = input;
  const newPicture =
    imageUrl !== undefined && (imageUrl !== stored.imageUrl || (imageUrl !== null && stored.picture === null));
  const data = { ...itemData(input), ...(newPicture ? { pictureProblem: null } : {}) };
  // An update naming no field is a no-op (an empty updateMany would match no row at all).
  if (Object.values(data).some((value) => value !== undefined)) {
    await changeList(list.id, async (tx) => {
      if (data.quantity !== undefined || data.unlimited === false) await requireRoomForReserved(tx, itemId, data);
      const groupGift =
        data.groupGift !== undefined ||
        data.priceCents !== undefined ||
        data.quantity !== undefined ||
        data.unlimited !== undefined
          ? await requireGroupGiftChange(tx, itemId, data)
          : {};
      await tx.item.updateMany({ where: { id: itemId, listId: list.id }, data: { ...data, ...groupGift } });
      if (newPicture) await forgetPicture(tx, itemId);
      const { fields, values } = changedFacts(stored, { ...data, ...groupGift }, newPicture);
      await tellItemChanged(tx, itemId, fields, { was: fields.includes("title") ? stored.title : undefined, values });
    });
  }
  if (newPicture && imageUrl) await keepPictureFromAddress(list.id, itemId, imageUrl, requester);
  return answerItem(itemId, list);
}

/**
 * Behind the list's lock, as reservations are: a reservation racing a lower quantity either counts
 * here, or finds the lower quantity (docs/decisions/028-quantities.md). A wish without an upper
 * count ignores its quantity; given one again, it must hold what is reserved (decision 120).
 */
async function requireRoomForReserved(
  tx: ListTransaction,
  itemId: string,
  data: { quantity?: number; unlimited?: boolean },
): Promise<void> {
  const current = await tx.item.findUnique({ where: { id: itemId }, select: { quantity: true, unlimited: true } });
  if (!current || (data.unlimited ?? current.unlimited)) return;
  const reserved = await tx.reservation.aggregate({ where: { itemId }, _sum: { count: true } });
  if ((reserved._sum.count ?? 0) > (data.quantity ?? current.quantity)) {
    throw new AppError("quantity_below_reserved", { field: "quantity" });
  }
}

/**
 * The group-gift rules of an update, behind the list's lock so a racing pledge or reservation
 * counts (docs/decisions/063-group-gifts.md): a group gift needs a numeric price, is not switched
 * on over reservations nor off over pledges, and its price never drops below what is pledged.
 */
async function requireGroupGiftChange(
  tx: ListTransaction,
  itemId: string,
  data: { groupGift?: boolean; priceCents?: number | null },
): Promise<{ quantity?: number; unlimited?: boolean }> {
  const current = await tx.item.findUnique({ where: { id: itemId }, select: { groupGift: true, priceCents: true } });
  if (!current) throw new AppError("item_not_found");
  const groupGift = data.groupGift ?? current.groupGift;
  const priceCents = data.priceCents !== undefined ? data.priceCents : current.priceCents;
  if (!groupGift) {
    if (current.groupGift && (await tx.pledge.count({ where: { itemId } })) > 0) {
      throw new AppError("group_gift_pledged", { field: "group_gift" });
    }
    return {};
  }
  if (priceCents === null) throw new AppError("group_gift_needs_price", { field: "price" });
  if (!current.groupGift && (await tx.reservation.count({ where: { itemId } })) > 0) {
    throw new AppError("group_gift_reserved", { field: "group_gift" });
  }
  const pledged = await tx.pledge.aggregate({ where: { itemId }, _sum: { amountCents: true } });
  if ((pledged._sum.amountCents ?? 0) > priceCents) throw new AppError("price_below_pledged", { field: "price" });
  // switched on, or kept on: one thing, bought together
  return { quantity: 1, unlimited: false };
}

/** Deletes an item and closes the gap in the order; a second delete of the same item is a 404. */
export async function deleteItem({ list }: OwnedWish, input: DeleteItemInput): Promise<void> {
  const { itemId } = input;
  // The position is read after the list's lock: a delete racing on this list has finished by then,
  // so the shift closes exactly this gap; a racing delete of the same item finds nothing and
  // throws, which also leaves the version alone.
  await changeList(list.id, (tx) => removeItemIn(tx, list.id, itemId));
}

/**
 * Inside a change of the list: removes a wish (the owner's, or a suggestion its giver withdrew),
 * tells its givers and closes the gap in the order.
 */
export async function removeItemIn(tx: ListTransaction, listId: string, itemId: string): Promise<void> {
  const current = await tx.item.findFirst({ where: { id: itemId, listId }, select: { position: true, title: true } });
  if (!current) throw new AppError("item_not_found");
  await tellItemWatchers(tx, itemId, { type: "deleted", item: current.title });
  await tx.item.deleteMany({ where: { id: itemId, listId } });
  await tx.item.updateMany({
    where: { listId, position: { gt: current.position } },
    data: { position: { decrement: 1 } },
  });
}

/** `itemIds` must name every item of the list exactly once, in the new order. */
export async function reorderItems(list: List, { itemIds }: ReorderItemsInput): Promise<WireItem[]> {
  // the givers' suggestions keep their places: the owner does not know them (decision 115)
  const existing = await db.item.findMany({ where: { listId: list.id, ...ownerItems(list) }, select: { id: true } });
  const known = new Set(existing.map((item) => item.id));
  if (itemIds.length !== known.size || !itemIds.every((id) => known.has(id))) {
    throw new AppError("item_ids_invalid", { field: "item_ids" });
  }
  // Behind the list's lock: racing reorders (and deletes) of one list queue instead of deadlocking.
  await changeList(list.id, async (tx) => {
    for (const [position, id] of itemIds.entries()) {
      await tx.item.updateMany({ where: { id, listId: list.id }, data: { position } });
    }
  });
  const items = await db.item.findMany({
    where: { listId: list.id, ...ownerItems(list) },
    orderBy: ITEM_ORDER,
    include: WITH_RESERVATIONS,
  });
  return toWireItems(items, list, "owner");
}

/**
 * Files every wish under `from` under `to` instead (null: no section), in one change of the list,
 * so a friend's page never shows the section half renamed. Unknown `from` is a 404.
 */
export async function renameSection(list: List, { from, to }: RenameSectionInput): Promise<number> {
  return changeList(list.id, async (tx) => {
    const { count } = await tx.item.updateMany({
      where: { listId: list.id, section: from },
      data: { section: to ?? null },
    });
    if (count === 0) throw new AppError("section_not_found", { field: "from" });
    return count;
  });
}
