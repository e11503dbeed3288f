import "server-only";
import { AppError } from "../../lib/errors";
import type { ImportedItem, ImportItemsInput } from "./shared/items-import";
import type { WireItem } from "../../lib/wire";
import { serverConfig } from "../../lib/server/config";
import { db } from "../../lib/server/db/client";
import type { List } from "@/lib/server/db/generated/client";
import { titleFromAddress } from "../link-preview/address-title";
import { countedUnlessFailed, limits } from "../../lib/server/limits";
import { changeList } from "../lists/list-change";
import { ITEM_ORDER, WITH_RESERVATIONS, toWireItem } from "../lists/mappers";
import { requireAllowedAddress } from "../../lib/server/outbound/address";
import { ownerItems, ownerPlaces } from "../items/item-access";
import { backfillInBackground } from "../pictures/backfill";
import { randomId } from "../../lib/server/tokens";
import { fillInBackground } from "./filling";

// items_import (issue 55, docs/decisions/125-bring-wishes-along.md): the wishes the owner kept in
// the review, saved in one transaction behind the list's lock, all or none. Pictures are fetched
// and link-only wishes filled afterwards, in the background; both are counted against the owner's
// picture budget now, as a list file's pictures are.

/** A link-only wish's title until it is filled: the words of its address, else its host. */
function placeholderTitle(url: string): string {
  const address = new URL(url);
  return titleFromAddress(address) ?? address.hostname;
}

/** A price in another currency than the list's stays what the source said, as text ("29.99 USD"). */
function priceOf(item: ImportedItem, listCurrency: string) {
  const price = item.price;
  if (!price || price.priceCents === null || !item.currency || item.currency === listCurrency) return price ?? {};
  return { priceCents: null, priceText: `${(price.priceCents / 100).toFixed(2)} ${item.currency}` };
}

export async function importItems(
  list: List,
  input: ImportItemsInput,
  { clientAddress }: { clientAddress: string },
): Promise<WireItem[]> {
  const max = serverConfig.maxItemsPerList;
  // the owner's wishes only, as a wish added counts them: the givers' suggestions take no room the
  // owner could notice (decision 115). A first look without the lock: a list that cannot hold them
  // all costs no budget (checked again below).
  const owned = { listId: list.id, ...ownerItems(list) };
  const before = await db.item.count({ where: owned });
  if (before + input.items.length > max) throw new AppError("too_many_items_import", { limit: max });
  input.items.forEach((item, index) => {
    requireAllowedAddress(item.url, `items.${index}.url`);
    requireAllowedAddress(item.imageUrl, `items.${index}.image_url`);
  });
  const toFill = input.items.filter((item) => !item.title).length;
  const pictures = input.items.filter((item) => item.imageUrl).length + toFill;
  const ids = await countedUnlessFailed(limits.itemCreates, list.id, async () => {
    if (pictures > 0) await limits.pictures.take(clientAddress, pictures);
    return changeList(list.id, async (tx) => {
      const count = await tx.item.count({ where: owned });
      if (count + input.items.length > max) throw new AppError("too_many_items_import", { limit: max });
      const last = await tx.item.aggregate({ where: { listId: list.id }, _max: { position: true } });
      const first = (last._max.position ?? -1) + 1;
      const rows = input.items.map((item, index) => ({
        id: randomId(),
        listId: list.id,
        position: first + index,
        title: item.title ?? placeholderTitle(item.url!),
        url: item.url,
        imageUrl: item.imageUrl,
        note: item.note,
        quantity: item.quantity ?? 1,
        section: input.section ?? null,
        ...priceOf(item, list.currency),
        fillState: item.title ? null : "pending",
      }));
      // a new batch of links starts its own progress once the last one is done
      if (toFill > 0 && (await tx.item.count({ where: { listId: list.id, fillState: "pending" } })) === 0) {
        await tx.item.updateMany({ where: { listId: list.id, fillState: "filled" }, data: { fillState: null } });
      }
      await tx.item.createMany({ data: rows });
      return rows.map((row) => row.id);
    });
  });
  if (pictures > toFill) void backfillInBackground({ listId: list.id });
  if (toFill > 0) fillInBackground();
  const items = await db.item.findMany({ where: { id: { in: ids } }, include: WITH_RESERVATIONS, orderBy: ITEM_ORDER });
  const places = await ownerPlaces(list);
  return items.map((item) => ({ ...toWireItem(item, list, "owner"), position: places.get(item.id) ?? item.position }));
}
