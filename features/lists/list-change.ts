import "server-only";
import { AppError } from "../../lib/errors";
import { databaseProvider, db } from "../../lib/server/db/client";
import { limitCountsOf } from "../../lib/server/limits";
import type { Prisma } from "@/lib/server/db/generated/client";
import { listHub } from "../../lib/server/live/hub";
import { noteOwnVersion } from "../../lib/server/live/own-versions";
import { LIST_CHANGE_CHANNEL, listChangeNote, listGoneNote } from "../../lib/server/live/postgres-listener";
import { tellGiversListDeleted } from "../mail/events";

// Every change a visitor can see goes through changeList: the one place that bumps a list's version
// and tells the open pages (docs/decisions/029-live-list.md).

export type ListTransaction = Prisma.TransactionClient;

// Generous: on a busy 2-core machine a burst of changes to one list queues behind its lock.
export const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/**
 * Runs `work` in one transaction whose first statement bumps the list's version. That write also
 * takes the list row's lock (PostgreSQL) or the write lock (SQLite), so changes to one list run
 * one after another on every instance, and what `work` reads is current. When `work` throws,
 * nothing changes, the version included. Open pages hear of the new version once it is committed:
 * on PostgreSQL by a NOTIFY sent inside the transaction (delivered at commit, to every instance),
 * on SQLite (one process) straight from this process's hub after the commit. The request's answer
 * names the version it made (lib/server/live/own-versions.ts), so its page knows the change as its own.
 */
export async function changeList<T>(
  listId: string,
  work: (tx: ListTransaction) => Promise<T>,
  { lastChange = true }: { lastChange?: boolean } = {},
): Promise<T> {
  let changed: { slug: string; version: number } | null = null;
  const result = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ slug: string; version: number | bigint }[]>`
      UPDATE "List" SET "version" = "version" + 1 WHERE "id" = ${listId} RETURNING "slug", "version"`;
    if (!row) throw new AppError("list_not_found");
    // the last change, which RETENTION_DAYS counts from (docs/decisions/131-retention.md); the count
    // starts again, so the next approach of the deletion day is mailed again (decision 241). Not for
    // `lastChange: false`: the admin's hiding, which is no change of the owner's.
    if (lastChange) {
      await tx.list.update({
        where: { id: listId },
        data: { updatedAt: new Date(), retentionNoticeAt: null },
        select: { id: true },
      });
    }
    const value = await work(tx);
    changed = { slug: row.slug, version: Number(row.version) };
    if (databaseProvider === "postgresql") {
      await tx.$executeRaw`SELECT pg_notify(${LIST_CHANGE_CHANNEL}, ${listChangeNote(changed.slug, changed.version)})`;
    }
    return value;
  }, TRANSACTION_OPTIONS);
  const committed = changed as { slug: string; version: number } | null;
  if (committed) noteOwnVersion(committed.version);
  if (committed && databaseProvider === "sqlite") listHub.publish(committed.slug, committed.version);
  return result;
}

/**
 * Removes a list and everything kept for it in one transaction: its items, their reservations and
 * its edit tokens (by the schema's cascades), and the limit counts keyed to it. Then every open
 * stream of the list ends, on every instance (PostgreSQL: a note sent at commit). Cached copies
 * need nothing: they are only served while the database holds their list at their version.
 */
export async function removeList(
  list: { id: string; slug: string },
  /** Deletes only while the row still matches this (the retention sweep: not kept meanwhile). */
  onlyIf: Prisma.ListWhereInput = {},
): Promise<void> {
  await db.$transaction(async (tx) => {
    // the givers hear of it: their mails are written before the list and its subscriptions go
    await tellGiversListDeleted(tx, list.id);
    await tx.rateLimit.deleteMany({ where: limitCountsOf(list.id) });
    const { count } = await tx.list.deleteMany({ where: { ...onlyIf, id: list.id } });
    if (count === 0) throw new AppError("list_not_found");
    if (databaseProvider === "postgresql") {
      await tx.$executeRaw`SELECT pg_notify(${LIST_CHANGE_CHANNEL}, ${listGoneNote(list.slug)})`;
    }
  }, TRANSACTION_OPTIONS);
  if (databaseProvider === "sqlite") listHub.endList(list.slug);
}
