import "server-only";
import { isAppError } from "../../lib/errors";
import { DEFAULT_LOCALE } from "../../lib/locale";
import { shared } from "../../server/shared.mjs";
import { databaseProvider, db } from "../../lib/server/db/client";
import { databaseErrorLine } from "../../lib/server/db/fault-kind";
import { acceptLanguage } from "../link-preview/item-preview";
import { previewLink, type LinkPreview } from "../link-preview/link-preview";
import { limits } from "../../lib/server/limits";
import { changeList } from "../lists/list-change";
import { keepPictureFromAddress } from "../pictures/pictures";
import { logger } from "../../server/log.mjs";

// The background filling of wishes brought along as a shop link alone (issue 55,
// docs/decisions/125-bring-wishes-along.md): one at a time, each read by the shop-link reader
// within its budgets (the list's previews; the pictures were counted at the import). A wish is
// claimed for LEASE_MS before it is read, as the mail outbox does (features/mail/claim.ts), so
// of several instances exactly one fills it, and one killed meanwhile leaves it to the next run.
// A deleted list's wishes are gone with it (the schema's cascade): nothing is left to claim, and
// a wish deleted while its page was read is not written. Each fill bumps the list's version, so
// the owner's page shows the wish and the progress ("filling 7 of 12") as it goes.

const LEASE_MS = 2 * 60_000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const pgTime = (date: Date) => date.toISOString();

type Claimed = { id: string; listId: string; url: string | null };

async function claimNext(now: Date): Promise<Claimed | null> {
  const lease = new Date(now.getTime() + LEASE_MS);
  if (databaseProvider === "postgresql") {
    const rows = await db.$queryRaw<Claimed[]>`
      UPDATE "Item" SET "fillClaimedUntil" = ${pgTime(lease)}::timestamp(3)
      WHERE "id" = (SELECT "id" FROM "Item"
        WHERE "fillState" = 'pending'
          AND ("fillClaimedUntil" IS NULL OR "fillClaimedUntil" < ${pgTime(now)}::timestamp(3))
        ORDER BY "createdAt", "position" LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING "id", "listId", "url"`;
    return rows[0] ?? null;
  }
  // SQLite: this process is the file's one server, so a read and a claim in a row race nobody
  const due = { fillState: "pending", OR: [{ fillClaimedUntil: null }, { fillClaimedUntil: { lt: now } }] };
  const next = await db.item.findFirst({
    where: due,
    orderBy: [{ createdAt: "asc" }, { position: "asc" }],
    select: { id: true, listId: true, url: true },
  });
  if (!next) return null;
  const { count } = await db.item.updateMany({ where: { id: next.id, ...due }, data: { fillClaimedUntil: lease } });
  return count === 1 ? next : null;
}

/** The shop page behind the wish's link, within the list's preview budget (waiting for it when used up). */
async function readLink(item: Claimed): Promise<LinkPreview | null> {
  for (;;) {
    try {
      await limits.previewsPerList.take(item.listId);
      break;
    } catch (error) {
      if (!isAppError(error) || error.retryAfterSeconds === undefined) throw error;
      await db.item.updateMany({
        where: { id: item.id },
        data: { fillClaimedUntil: new Date(Date.now() + LEASE_MS + error.retryAfterSeconds * 1000) },
      });
      await pause(error.retryAfterSeconds * 1000);
    }
  }
  try {
    const { preview, notice } = await previewLink(new URL(item.url!), acceptLanguage(DEFAULT_LOCALE));
    return notice === null ? preview : null;
  } catch {
    // unreachable, not allowed, not a page: the wish keeps its link and the words of its address
    return null;
  }
}

/** Writes what the page said; the list's last filled wish ends its progress. */
async function fillOne(item: Claimed): Promise<void> {
  const preview = item.url ? await readLink(item) : null;
  const list = await db.list.findUnique({ where: { id: item.listId }, select: { currency: true } });
  if (!list) return;
  const samePrice = preview?.price != null && (preview.currency === null || preview.currency === list.currency);
  const price =
    preview?.price == null
      ? {}
      : samePrice
        ? { priceCents: Math.round(preview.price * 100), priceText: null }
        : { priceCents: null, priceText: `${preview.price.toFixed(2)} ${preview.currency}` };
  const written = await changeList(item.listId, async (tx) => {
    const { count } = await tx.item.updateMany({
      where: { id: item.id, fillState: "pending" },
      data: {
        fillState: "filled",
        fillClaimedUntil: null,
        ...(preview?.title ? { title: preview.title } : {}),
        ...(preview?.image_url ? { imageUrl: preview.image_url } : {}),
        ...(preview?.note ? { note: preview.note } : {}),
        ...price,
      },
    });
    return count === 1;
  }).catch((error: unknown) => {
    // the list was deleted while its page was read
    if (isAppError(error) && error.code === "list_not_found") return false;
    throw error;
  });
  if (written && preview?.image_url)
    await keepPictureFromAddress(item.listId, item.id, preview.image_url).catch(() => {});
}

/** Fills until no wish waits; one log line per run says how many. */
async function fillAll(): Promise<void> {
  let filled = 0;
  for (let item = await claimNext(new Date()); item; item = await claimNext(new Date())) {
    await fillOne(item);
    filled += 1;
  }
  if (filled > 0) logger().info("import", `filled ${filled} wish(es) brought along as a link`);
}

type Filling = { running: boolean; again: boolean };

/**
 * Starts filling in this instance unless it runs already (then it looks again when done): after
 * an import, and at the server's start for what a stopped instance left. A failure (the database
 * restarting) is one log line; the wishes stay pending for the next run.
 */
export function fillInBackground(): void {
  const state = shared("wishFilling", (): Filling => ({ running: false, again: false }));
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  void (async () => {
    try {
      do {
        state.again = false;
        await fillAll();
      } while (state.again);
    } catch (error) {
      logger().warn("import", `filling wishes brought along paused: ${databaseErrorLine(error)}`);
    } finally {
      state.running = false;
    }
  })();
}
