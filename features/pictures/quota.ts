import "server-only";
import { AppError } from "../../lib/errors";
import { serverConfig } from "../../lib/server/config";
import { databaseProvider, db } from "../../lib/server/db/client";
import type { ListTransaction } from "../lists/list-change";
import { countQuotaRefusal, registerGauge } from "../../lib/server/metrics";
import type { ProcessedPicture } from "./process";

// The storage quota of the pictures (PICTURES_MAX_TOTAL_MB, docs/decisions/130-picture-quota.md):
// the bytes of every kept picture, both sizes, counted by the database, so every instance counts
// the same. A new picture that would pass the quota is not kept; the wish itself is.
//
// The count and the picture's write are one step on every instance: on PostgreSQL two transactions
// (two instances, or two lists on one) would each count before the other's picture is written and
// both keep theirs, so a transaction that counts for a new picture first takes an advisory lock
// held until it ends. SQLite writes one transaction at a time already.

/** The advisory lock of the quota's count (any number no other lock of the app uses). */
const QUOTA_LOCK = 72707370;

type Reader = Pick<ListTransaction, "$queryRaw">;

/** The bytes all kept pictures take now (both sizes), as the database counts them. */
export async function pictureBytes(reader: Reader = db): Promise<number> {
  const [row] = await reader.$queryRaw<{ bytes: number | bigint | null }[]>`
    SELECT COALESCE(SUM(length("large") + length("card")), 0) AS "bytes" FROM "Picture"`;
  return Number(row?.bytes ?? 0);
}

// Counted at each scrape (the lengths are in the rows' headers: no picture is read), so the first
// scrape after a start answers the bytes there are, not 0.
registerGauge({
  name: "wunschliste_picture_bytes",
  help: "Bytes all kept pictures take (both sizes)",
  read: () => pictureBytes(),
});
registerGauge({
  name: "wunschliste_picture_quota_bytes",
  help: "PICTURES_MAX_TOTAL_MB in bytes; 0: no quota",
  read: () => serverConfig.picturesMaxTotalBytes ?? 0,
});

/** Waits for the quota's turn inside the caller's transaction (PostgreSQL); released at its end. */
async function takeQuotaTurn(tx: Reader): Promise<void> {
  if (databaseProvider === "postgresql")
    await tx.$queryRaw`SELECT 1 AS "held" FROM pg_advisory_xact_lock(${QUOTA_LOCK})`;
}

export const sizeOf = (picture: Pick<ProcessedPicture, "large" | "card">) => picture.large.length + picture.card.length;

/**
 * Whether `picture` may be kept besides every other (always, without a quota), counted inside the
 * caller's transaction; `replacing`: the bytes of the item's picture it replaces are freed.
 */
export async function fitsQuota(tx: Reader, picture: ProcessedPicture, itemId: string): Promise<boolean> {
  const max = serverConfig.picturesMaxTotalBytes;
  if (max === null) return true;
  await takeQuotaTurn(tx);
  const [replaced] = await tx.$queryRaw<{ bytes: number | bigint | null }[]>`
    SELECT COALESCE(SUM(length("large") + length("card")), 0) AS "bytes" FROM "Picture" WHERE "itemId" = ${itemId}`;
  const total = await pictureBytes(tx);
  return total - Number(replaced?.bytes ?? 0) + sizeOf(picture) <= max;
}

/** Throws 507 `storage_quota` unless `picture` fits (an upload: the owner is told at once). */
export async function requireQuota(tx: Reader, picture: ProcessedPicture, itemId: string): Promise<void> {
  if (await fitsQuota(tx, picture, itemId)) return;
  countQuotaRefusal("upload");
  throw new AppError("storage_quota");
}

/**
 * Throws 507 `storage_quota` unless `bytes` more of pictures fit beside every kept one: a list
 * file's pictures, kept all or none with the list (docs/decisions/143-list-import-held-to-the-quota.md).
 */
export async function requireQuotaFor(tx: Reader, bytes: number): Promise<void> {
  const max = serverConfig.picturesMaxTotalBytes;
  if (max === null || bytes <= 0) return;
  await takeQuotaTurn(tx);
  if ((await pictureBytes(tx)) + bytes <= max) return;
  countQuotaRefusal("list_import");
  throw new AppError("storage_quota");
}

/** The quota in bytes and what is used, for the admin's overview. */
export async function pictureUse(): Promise<{ bytes: number; quotaBytes: number | null }> {
  return { bytes: await pictureBytes(), quotaBytes: serverConfig.picturesMaxTotalBytes };
}
