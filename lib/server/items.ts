import "server-only";
import { AppError } from "../errors";
import type {
  CreateItemInput,
  DeleteItemInput,
  ItemChanges,
  ReorderItemsInput,
  UpdateItemInput,
} from "../validations/item";
import type { OwnerAccess } from "../validations/list";
import type { WireItem } from "../wire";
import { requireEditToken, requireList, requireOwnedList } from "./auth";
import { db } from "./db/client";
import type { Prisma } from "./db/generated/client";
import { serverConfig } from "./config";
import { countedUnlessFailed, limits } from "./limits";
import { ITEM_ORDER } from "./lists";
import { toWireItem } from "./mappers";
import { randomId } from "./tokens";

function itemData(fields: ItemChanges) {
  return {
    title: fields.title,
    url: fields.url,
    imageUrl: fields.imageUrl,
    note: fields.note,
    ...(fields.price !== undefined ? { priceCents: fields.price.priceCents, priceText: fields.price.priceText } : {}),
  } satisfies Prisma.ItemUpdateManyMutationInput;
}

/**
 * Adds an item at the end. Limited per list (rate) and capped (MAX_ITEMS_PER_LIST): the cap is
 * checked again after the insert, so racing creates cannot push a list past it.
 */
export async function createItem(input: CreateItemInput): Promise<WireItem> {
  const list = await requireOwnedList(input);
  const max = serverConfig.maxItemsPerList;
  return countedUnlessFailed(limits.itemCreates, list.id, async () => {
    if ((await db.item.count({ where: { listId: list.id } })) >= max) throw new AppError("too_many_items");
    const last = await db.item.aggregate({ where: { listId: list.id }, _max: { position: true } });
    const item = await db.item.create({
      data: {
        ...itemData(input),
        title: input.title,
        id: randomId(),
        listId: list.id,
        position: (last._max.position ?? -1) + 1,
      },
    });
    if ((await db.item.count({ where: { listId: list.id } })) > max) {
      await db.item.deleteMany({ where: { id: item.id } });
      throw new AppError("too_many_items");
    }
    return toWireItem(item, list.identityMode);
  });
}

/** Existence before authorization (docs/api.md "Check order"): the list, then its item, then the token. */
async function requireOwnedItem({ itemId, ...access }: OwnerAccess & { itemId: string }) {
  const list = await requireList(access.slug);
  const item = await db.item.findFirst({ where: { id: itemId, listId: list.id }, select: { position: true } });
  if (!item) throw new AppError("item_not_found");
  await requireEditToken(list, access.editToken);
  return { list, item };
}

export async function updateItem(input: UpdateItemInput): Promise<WireItem> {
  const { itemId } = input;
  const { list } = await requireOwnedItem(input);
  const data = itemData(input);
  // An update naming no field is a no-op (an empty updateMany would match no row at all).
  if (Object.values(data).some((value) => value !== undefined)) {
    await db.item.updateMany({ where: { id: itemId, listId: list.id }, data });
  }
  const item = await db.item.findUnique({ where: { id: itemId } });
  if (!item) throw new AppError("item_not_found");
  return toWireItem(item, list.identityMode);
}

/** Deletes an item and closes the gap in the order; a second delete of the same item is a 404. */
export async function deleteItem(input: DeleteItemInput): Promise<void> {
  const { itemId } = input;
  const { list, item } = await requireOwnedItem(input);
  // The write comes first, so the transaction takes SQLite's write lock at once; a racing delete
  // of the same item waits, then finds nothing to delete and shifts nothing.
  const deleted = await db.$transaction(async (tx) => {
    const { count } = await tx.item.deleteMany({ where: { id: itemId, listId: list.id } });
    if (count === 1) {
      await tx.item.updateMany({
        where: { listId: list.id, position: { gt: item.position } },
        data: { position: { decrement: 1 } },
      });
    }
    return count;
  });
  if (deleted === 0) throw new AppError("item_not_found");
}

/** `itemIds` must name every item of the list exactly once, in the new order. */
export async function reorderItems({ itemIds, ...access }: ReorderItemsInput): Promise<WireItem[]> {
  const list = await requireOwnedList(access);
  const existing = await db.item.findMany({ where: { listId: list.id }, select: { id: true } });
  const known = new Set(existing.map((item) => item.id));
  if (itemIds.length !== known.size || !itemIds.every((id) => known.has(id))) {
    throw new AppError("item_ids_invalid", { field: "item_ids" });
  }
  // Rows are written in id order, whatever the new order: two reorders racing on PostgreSQL then
  // lock rows in the same sequence and queue instead of deadlocking.
  const moves = itemIds.map((id, position) => ({ id, position })).sort((a, b) => (a.id < b.id ? -1 : 1));
  await db.$transaction(
    moves.map(({ id, position }) => db.item.updateMany({ where: { id, listId: list.id }, data: { position } })),
  );
  const items = await db.item.findMany({ where: { listId: list.id }, orderBy: ITEM_ORDER });
  return items.map((item) => toWireItem(item, list.identityMode));
}
