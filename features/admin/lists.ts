import "server-only";
import { ADMIN_PAGE_SIZE } from "./shared/admin";
import { requireList } from "../../lib/server/auth";
import { databaseProvider, db } from "../../lib/server/db/client";
import { Prisma } from "@/lib/server/db/generated/client";
import { titleGlob, titleRegex } from "./title-search";
import { changeList, removeList } from "../lists/list-change";

// The admin's table of lists and what the admin may do to one (decision 128): hide, show again,
// delete. The table has what tells lists apart and how much they hold — never a password, a
// token, a giver's name or a mail address.

type Row = {
  slug: string;
  title: string;
  createdAt: Date | string | number;
  updatedAt: Date | string | number;
  eventDate: string | null;
  hiddenAt: Date | string | number | null;
  items: number | bigint;
  pictureBytes: number | bigint | null;
  reports: number | bigint;
};

/** A time as the database handed it (a Date, SQLite's text or milliseconds), as ISO 8601. */
export const isoTime = (value: Date | string | number) => new Date(value).toISOString();

/** Lists whose title holds `search` in any case (./title-search.ts), or whose slug is `search`. */
function matching(search: string): Prisma.Sql {
  const holds =
    databaseProvider === "postgresql"
      ? Prisma.sql`l."title" ~ ${titleRegex(search)}`
      : Prisma.sql`l."title" GLOB ${titleGlob(search)}`;
  return Prisma.sql`(${holds} OR l."slug" = ${search})`;
}

/** One page of lists, newest first: those whose title holds `q` (any case) or whose slug is `q`. */
export async function adminLists({ q, page = 1 }: { q?: string | null; page?: number }) {
  const search = q ?? "";
  const [counted] = await db.$queryRaw<{ total: number | bigint }[]>`
    SELECT COUNT(*) AS "total" FROM "List" l WHERE ${matching(search)}`;
  const rows = await db.$queryRaw<Row[]>`
    SELECT l."slug", l."title", l."createdAt", l."updatedAt", l."eventDate", l."hiddenAt",
           (SELECT COUNT(*) FROM "Item" i WHERE i."listId" = l."id") AS "items",
           (SELECT COALESCE(SUM(length(p."large") + length(p."card")), 0)
              FROM "Picture" p JOIN "Item" i ON i."id" = p."itemId" WHERE i."listId" = l."id") AS "pictureBytes",
           (SELECT COUNT(*) FROM "Report" r WHERE r."listId" = l."id") AS "reports"
    FROM "List" l
    WHERE ${matching(search)}
    ORDER BY l."createdAt" DESC, l."id"
    LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PAGE_SIZE}`;
  return {
    total: Number(counted?.total ?? 0),
    page,
    page_size: ADMIN_PAGE_SIZE,
    lists: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      created_at: isoTime(row.createdAt),
      updated_at: isoTime(row.updatedAt),
      event_date: row.eventDate,
      hidden: row.hiddenAt !== null,
      items: Number(row.items),
      picture_bytes: Number(row.pictureBytes ?? 0),
      reports: Number(row.reports),
    })),
  };
}

/**
 * Hides a list or shows it again. Through changeList: the version goes up, so every kept page and
 * answer of the list is stale at once and open pages hear of it (docs/decisions/029, 031, 033).
 */
export async function setListHidden(slug: string, hidden: boolean): Promise<{ hidden: boolean }> {
  const list = await requireList(slug);
  const hiddenAt = hidden ? (list.hiddenAt ?? new Date()) : null;
  // raw and without a last change: hiding is no change of the owner's, so the list's `updatedAt`,
  // which RETENTION_DAYS counts from, stays (decision 241)
  await changeList(
    list.id,
    (tx) => tx.$executeRaw`UPDATE "List" SET "hiddenAt" = ${hiddenAt} WHERE "id" = ${list.id}`,
    { lastChange: false },
  );
  return { hidden };
}

/** Deletes a list as its owner's delete does: items, pictures, tokens, reports, open streams. */
export async function adminDeleteList(slug: string): Promise<void> {
  await removeList(await requireList(slug));
}
