import "server-only";
import { isAppError } from "../../lib/errors";
import { databaseProvider, db } from "../../lib/server/db/client";
import { databaseErrorLine } from "../../lib/server/db/fault-kind";
import { claimTask } from "../../lib/server/limits";
import { keepPictureFromAddress } from "./pictures";
import { logger } from "../../server/log.mjs";

// After the upgrade that made the list keep its pictures, items still name a picture by its
// address only. They are fetched once, in the background, one at a time with a pause between, a
// log line per list; the database remembers what is done (a Picture row, or the item's
// pictureProblem), so a restart goes on where it stopped. Until then a card shows "no picture":
// nothing falls back to the address (docs/decisions/050-pictures-the-list-keeps.md).

const BATCH = 50;
const PAUSE_MS = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

type Pending = { id: string; listId: string; imageUrl: string | null };

/** Fetches the pictures of one list's pending items; one log line says how it went. */
async function backfillList(listId: string, items: Pending[]): Promise<void> {
  let kept = 0;
  const problems = new Map<string, number>();
  for (const item of items) {
    if (!item.imageUrl) continue;
    try {
      await keepPictureFromAddress(listId, item.id, item.imageUrl);
    } catch (error) {
      // the list or item was deleted meanwhile: nothing left to do for it
      if (isAppError(error)) continue;
      throw error;
    }
    const after = await db.item.findUnique({
      where: { id: item.id },
      select: { pictureProblem: true, picture: { select: { id: true } } },
    });
    if (after?.picture) kept += 1;
    else if (after?.pictureProblem) problems.set(after.pictureProblem, (problems.get(after.pictureProblem) ?? 0) + 1);
    await pause(PAUSE_MS);
  }
  const notKept = [...problems].map(([code, count]) => `${count} ${code}`).join(", ");
  // the list's id, never its slug (the slug opens the list) nor an address (may carry a query)
  logger().info(
    "pictures",
    `list ${listId}: kept ${kept} of ${items.length} picture(s)${notKept ? `; not kept: ${notKept}` : ""}`,
  );
}

type Scope = {
  /** Only this list's items (a list just imported from a file of version 1). */
  listId?: string;
  /** Only items made before this time: a wish saved since fetched its own picture. */
  createdBefore?: Date;
};

/** Runs until no item in `scope` waits for its picture; items tried in this run are not tried again. */
export async function backfillPictures(scope: Scope = {}): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const pending = await db.item.findMany({
      where: {
        imageUrl: { not: null },
        pictureProblem: null,
        picture: null,
        id: { notIn: [...tried] },
        ...(scope.listId ? { listId: scope.listId } : {}),
        ...(scope.createdBefore ? { createdAt: { lt: scope.createdBefore } } : {}),
      },
      select: { id: true, listId: true, imageUrl: true },
      orderBy: [{ listId: "asc" }, { position: "asc" }],
      take: BATCH,
    });
    if (pending.length === 0) return;
    const byList = new Map<string, Pending[]>();
    for (const item of pending) {
      tried.add(item.id);
      byList.set(item.listId, [...(byList.get(item.listId) ?? []), item]);
    }
    for (const [listId, items] of byList) await backfillList(listId, items);
  }
}

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;
const retryDelay = (failures: number) => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);

/**
 * Runs `backfillPictures(scope)` in the background: callers need not wait for the promise, which
 * settles when the run is done. A failure (the database restarting) is one log line; the run starts
 * again by itself after a growing pause (5 s to 10 min), and one line says when it goes on. What was
 * done is in the database, so nothing is fetched twice.
 */
export function backfillInBackground(scope: Scope = {}): Promise<void> {
  return (async () => {
    for (let failures = 0; ; failures += 1) {
      try {
        await backfillPictures(scope);
        if (failures > 0)
          logger().info("pictures", "fetching the pictures that lists name by address went on and is done");
        return;
      } catch (error) {
        const delay = retryDelay(failures);
        if (failures === 0) {
          logger().warn(
            "pictures",
            `fetching the pictures that lists name by address paused; trying again in ${delay / 1000} s: ${databaseErrorLine(error)}`,
          );
        }
        await pause(delay);
      }
    }
  })();
}

/**
 * How long the start's run is claimed: instances started together on one database leave it to the
 * one that claimed it; one started after this (the first one killed meanwhile) takes up the rest.
 */
const START_CLAIM_SECONDS = 15 * 60;

/**
 * At a server's start: the pictures of wishes made before it that still wait. On PostgreSQL one of
 * the instances on the database fetches them, not each (a shop would get every fetch once per
 * instance); a SQLite file has one server, which goes on where its last run stopped. A database
 * away at the start delays the claim as it delays the run (5 s to 10 min); the claim is given back
 * when the run is done.
 */
export async function backfillOnStart(startedAt: Date): Promise<void> {
  if (databaseProvider !== "postgresql") return backfillInBackground({ createdBefore: startedAt });
  for (let failures = 0; ; failures += 1) {
    try {
      const claim = await claimTask("picture-backfill", START_CLAIM_SECONDS);
      if (!claim) return;
      await backfillInBackground({ createdBefore: startedAt });
      await claim.giveBack();
      return;
    } catch {
      await pause(retryDelay(failures));
    }
  }
}
