import "server-only";
import { db } from "./db/client";
import type { List } from "./db/generated/client";
import type { ItemRow, ListRow } from "./mappers";

// The hot read behind list_get and the page (issue 11): the list, its items and their
// reservations in ONE statement instead of Prisma's three queries. A profile of list_get put ~27 %
// of its CPU in the database layer, most of it per statement (compiling the query, preparing it,
// reading its columns), so one statement is most of the saving; it is also one consistent snapshot.
// Plain SQL that reads the same on SQLite and PostgreSQL; the rows go through the one mapper.

export type PublicListRow = ListRow & Pick<List, "id" | "version">;

type JoinedRow = Omit<PublicListRow, "requireName" | "version"> & {
  requireName: boolean | number | bigint;
  version: number | bigint;
  itemId: string | null;
  itemTitle: string | null;
  url: string | null;
  imageUrl: string | null;
  priceCents: number | bigint | null;
  priceText: string | null;
  note: string | null;
  position: number | bigint | null;
  quantity: number | bigint | null;
  reservationId: string | null;
  reservationCount: number | bigint | null;
  reservedBy: string | null;
};

const whole = (value: number | bigint) => Number(value);

/** The list and its items in order (reservations oldest first), or null for an unknown slug. */
export async function readPublicList(slug: string): Promise<{ list: PublicListRow; items: ItemRow[] } | null> {
  // Same order as Prisma's reads elsewhere: items by position, creation, id (ITEM_ORDER);
  // reservations by creation, id (WITH_RESERVATIONS).
  const rows = await db.$queryRaw<JoinedRow[]>`
    SELECT l."id", l."slug", l."title", l."themeColor", l."fontKey", l."bgTheme", l."eventDate", l."eventLocation",
           l."eventNote", l."requireName", l."identityMode", l."occasion", l."iconPackKey", l."version",
           i."id" AS "itemId", i."title" AS "itemTitle", i."url", i."imageUrl", i."priceCents", i."priceText",
           i."note", i."position", i."quantity",
           r."id" AS "reservationId", r."count" AS "reservationCount", r."reservedBy"
    FROM "List" l
    LEFT JOIN "Item" i ON i."listId" = l."id"
    LEFT JOIN "Reservation" r ON r."itemId" = i."id"
    WHERE l."slug" = ${slug}
    ORDER BY i."position", i."createdAt", i."id", r."createdAt", r."id"`;
  const first = rows[0];
  if (!first) return null;
  const list: PublicListRow = {
    id: first.id,
    slug: first.slug,
    title: first.title,
    themeColor: first.themeColor,
    fontKey: first.fontKey,
    bgTheme: first.bgTheme,
    eventDate: first.eventDate,
    eventLocation: first.eventLocation,
    eventNote: first.eventNote,
    requireName: Boolean(first.requireName),
    identityMode: first.identityMode,
    occasion: first.occasion,
    iconPackKey: first.iconPackKey,
    version: whole(first.version),
  };
  const items: ItemRow[] = [];
  for (const row of rows) {
    if (row.itemId === null) continue;
    let item = items.at(-1);
    if (item?.id !== row.itemId) {
      item = {
        id: row.itemId,
        title: row.itemTitle ?? "",
        url: row.url,
        imageUrl: row.imageUrl,
        priceCents: row.priceCents === null ? null : whole(row.priceCents),
        priceText: row.priceText,
        note: row.note,
        position: whole(row.position ?? 0),
        quantity: whole(row.quantity ?? 1),
        reservations: [],
      };
      items.push(item);
    }
    if (row.reservationId !== null) {
      item.reservations.push({
        id: row.reservationId,
        count: whole(row.reservationCount ?? 1),
        reservedBy: row.reservedBy,
      });
    }
  }
  return { list, items };
}
