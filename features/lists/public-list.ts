import "server-only";
import { db } from "../../lib/server/db/client";
import type { List } from "@/lib/server/db/generated/client";
import type { ItemRow, ListRow } from "./mappers";

// The hot read behind list_get and the page (issue 11): the list, then its items with their
// reservations in one statement, instead of Prisma's three queries. A profile of list_get put ~27 %
// of its CPU in the database layer, most of it per statement (compiling the query, preparing it)
// and per value read: the driver builds every row with each of its columns, so the list's 14
// columns repeated on every item row cost more than a second statement (3.4 → 1.7 ms for 200
// items, 0.46 → 0.30 ms for 20; docs/performance.md, "Cost per card").
// The list (with its version) is read first: a change commits its items and a higher version
// together (features/lists/list-change.ts), so the items read after it are never older than that
// version — at worst newer, which the next version check catches (caches, ETags, live updates).
// Plain SQL that reads the same on SQLite and PostgreSQL; the rows go through the one mapper.

export type PublicListRow = ListRow & Pick<List, "id" | "version" | "hiddenAt">;

type ListColumns = Omit<PublicListRow, "requireName" | "surprise" | "closed" | "version" | "hiddenAt"> & {
  hiddenAt: Date | string | null;
  requireName: boolean | number | bigint;
  surprise: boolean | number | bigint;
  closed: boolean | number | bigint;
  version: number | bigint;
};

type ItemColumns = {
  itemId: string;
  itemTitle: string;
  url: string | null;
  imageUrl: string | null;
  pictureProblem: string | null;
  pictureId: string | null;
  pictureWidth: number | bigint | null;
  pictureHeight: number | bigint | null;
  pictureCardWidth: number | bigint | null;
  priceCents: number | bigint | null;
  priceText: string | null;
  note: string | null;
  position: number | bigint;
  quantity: number | bigint;
  section: string | null;
  mostWanted: boolean | number | bigint;
  groupGift: boolean | number | bigint;
  received: boolean | number | bigint;
  oneOf: string | null;
  unlimited: boolean | number | bigint;
  suggested: boolean | number | bigint;
  suggestedBy: string | null;
  reservationId: string | null;
  reservationCount: number | bigint | null;
  reservedBy: string | null;
};

const whole = (value: number | bigint) => Number(value);

/** The list and its items in order (reservations oldest first), or null for an unknown slug. */
export async function readPublicList(slug: string): Promise<{ list: PublicListRow; items: ItemRow[] } | null> {
  const [found] = await db.$queryRaw<ListColumns[]>`
    SELECT "id", "slug", "title", "themeColor", "fontKey", "bgTheme", "eventDate", "eventLocation", "eventNote",
           "requireName", "identityMode", "occasion", "iconPackKey", "currency", "surprise", "closed", "version",
           "hiddenAt"
    FROM "List" WHERE "slug" = ${slug}`;
  if (!found) return null;
  // SQLite answers 0/1
  const list: PublicListRow = {
    ...found,
    requireName: Boolean(found.requireName),
    surprise: Boolean(found.surprise),
    closed: Boolean(found.closed),
    version: whole(found.version),
    hiddenAt: found.hiddenAt === null ? null : new Date(found.hiddenAt),
  };
  // Same order as Prisma's reads elsewhere: items by position, creation, id (ITEM_ORDER);
  // reservations by creation, id (WITH_RESERVATIONS).
  const rows = await db.$queryRaw<ItemColumns[]>`
    SELECT i."id" AS "itemId", i."title" AS "itemTitle", i."url", i."imageUrl", i."pictureProblem",
           p."id" AS "pictureId", p."width" AS "pictureWidth", p."height" AS "pictureHeight",
           p."cardWidth" AS "pictureCardWidth", i."priceCents", i."priceText", i."note", i."position", i."quantity",
           i."section", i."mostWanted", i."groupGift", i."received",
           i."oneOf", i."unlimited", i."suggested", i."suggestedBy",
           r."id" AS "reservationId", r."count" AS "reservationCount", r."reservedBy"
    FROM "Item" i
    LEFT JOIN "Picture" p ON p."itemId" = i."id"
    LEFT JOIN "Reservation" r ON r."itemId" = i."id"
    WHERE i."listId" = ${list.id}
    ORDER BY i."position", i."createdAt", i."id", r."createdAt", r."id"`;
  const items: ItemRow[] = [];
  for (const row of rows) {
    let item = items.at(-1);
    if (item?.id !== row.itemId) {
      item = {
        id: row.itemId,
        title: row.itemTitle,
        url: row.url,
        imageUrl: row.imageUrl,
        pictureProblem: row.pictureProblem,
        picture:
          row.pictureId === null
            ? null
            : {
                id: row.pictureId,
                width: whole(row.pictureWidth ?? 1),
                height: whole(row.pictureHeight ?? 1),
                cardWidth: whole(row.pictureCardWidth ?? 1),
              },
        priceCents: row.priceCents === null ? null : whole(row.priceCents),
        priceText: row.priceText,
        note: row.note,
        position: whole(row.position),
        quantity: whole(row.quantity),
        section: row.section,
        // SQLite answers 0/1
        mostWanted: Boolean(row.mostWanted),
        groupGift: Boolean(row.groupGift),
        received: Boolean(row.received),
        oneOf: row.oneOf,
        unlimited: Boolean(row.unlimited),
        suggested: Boolean(row.suggested),
        suggestedBy: row.suggestedBy,
        reservations: [],
        pledges: [],
        questions: [],
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
  if (items.some((item) => item.groupGift)) await addPledges(list.id, items);
  await addAnswers(list.id, items);
  return { list, items };
}

type AnswerColumns = { itemId: string; question: string; answer: string };

/**
 * The answered questions on the list's wishes (docs/decisions/116-questions-on-a-wish.md), oldest
 * answer first: one indexed statement beside the items', which the kept copies spare most reads.
 */
async function addAnswers(listId: string, items: ItemRow[]) {
  const rows = await db.$queryRaw<AnswerColumns[]>`
    SELECT q."itemId", q."question", q."answer"
    FROM "Question" q JOIN "Item" i ON i."id" = q."itemId"
    WHERE i."listId" = ${listId} AND q."answer" IS NOT NULL
    ORDER BY q."answeredAt", q."id"`;
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const row of rows) byId.get(row.itemId)?.questions.push({ question: row.question, answer: row.answer });
}

type PledgeColumns = { itemId: string; id: string; amountCents: number | bigint; pledgedBy: string | null };

/**
 * A group gift's pledges (docs/decisions/063-group-gifts.md), read apart from the reservations so
 * the one join above never multiplies rows; lists without a group gift skip this statement.
 */
async function addPledges(listId: string, items: ItemRow[]) {
  const rows = await db.$queryRaw<PledgeColumns[]>`
    SELECT pl."itemId", pl."id", pl."amountCents", pl."pledgedBy"
    FROM "Pledge" pl JOIN "Item" i ON i."id" = pl."itemId"
    WHERE i."listId" = ${listId}
    ORDER BY pl."createdAt", pl."id"`;
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const row of rows) {
    byId.get(row.itemId)?.pledges.push({ id: row.id, amountCents: whole(row.amountCents), pledgedBy: row.pledgedBy });
  }
}
