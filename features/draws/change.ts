import "server-only";
import { AppError } from "../../lib/errors";
import { db } from "../../lib/server/db/client";
import { limitCountsOf } from "../../lib/server/limits";
import type { Prisma } from "@/lib/server/db/generated/client";

export type DrawTransaction = Prisma.TransactionClient;

// Generous: on a busy 2-core machine a burst of joins to one draw queues behind its lock.
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/**
 * Runs `work` in one transaction whose first statement bumps the draw's version. That write takes
 * the draw row's lock (PostgreSQL) or the write lock (SQLite), so every change of one draw — a join,
 * an exclusion, the draw itself — runs after the one before it on every instance, and what `work`
 * reads is current: two taps on "draw" at once draw once, and nobody joins a draw already drawn
 * (docs/decisions/077-draws.md). When `work` throws, nothing changes.
 */
export async function changeDraw<T>(
  drawId: string,
  work: (tx: DrawTransaction, state: { drawn: boolean; version: number }) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ round: number | bigint; version: number | bigint }[]>`
      UPDATE "Draw" SET "version" = "version" + 1 WHERE "id" = ${drawId} RETURNING "round", "version"`;
    if (!row) throw new AppError("draw_not_found");
    // the last change, which RETENTION_DAYS counts from (docs/decisions/131-retention.md)
    await tx.draw.update({ where: { id: drawId }, data: { updatedAt: new Date() }, select: { id: true } });
    // `version`: the one this change made (one more than any read before it saw)
    return work(tx, { drawn: Number(row.round) > 0, version: Number(row.version) });
  }, TRANSACTION_OPTIONS);
}

/**
 * Deletes a draw for good (the admin's delete, docs/decisions/196-the-admin-deletes-a-draw.md): its
 * people, exclusions, tokens, mail subscriptions and reports go by the schema's cascades, as in the
 * retention sweep; its limit counts (keyed by its id) with it, as a deleted list's do.
 */
export async function removeDraw(slug: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const draw = await tx.draw.findUnique({ where: { slug }, select: { id: true } });
    if (!draw) throw new AppError("draw_not_found");
    await tx.rateLimit.deleteMany({ where: limitCountsOf(draw.id) });
    const { count } = await tx.draw.deleteMany({ where: { id: draw.id } });
    if (count === 0) throw new AppError("draw_not_found");
  }, TRANSACTION_OPTIONS);
}

/** 409 `draw_closed` once the names are drawn: nobody joins, leaves or is excluded any more. */
export function requireOpenDraw(state: { drawn: boolean }): void {
  if (state.drawn) throw new AppError("draw_closed");
}
