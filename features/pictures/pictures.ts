import "server-only";
import { AppError, isAppError, type ErrorCode } from "../../lib/errors";
import type { RemoveItemImageInput } from "./shared/item-image";
import type { WireItem } from "../../lib/wire";
import { db } from "../../lib/server/db/client";
import { answerItem, type OwnedWish } from "../items/item-access";
import { changeList, type ListTransaction } from "../lists/list-change";
import { tellItemChanged } from "../mail/events";
import { OutboundError, type OutboundFailure } from "../../lib/server/outbound/outbound-error";
import { outboundFetch } from "../../lib/server/outbound/fetch";
import { randomId } from "../../lib/server/tokens";
import { limits } from "../../lib/server/limits";
import { countQuotaRefusal } from "../../lib/server/metrics";
import { fitsQuota, requireQuota } from "./quota";
import { PICTURE_LIMITS, processPicture, requireClientStill, type ProcessedPicture } from "./process";

// The pictures the list keeps (docs/decisions/050-pictures-the-list-keeps.md): fetched once from
// an item's picture address through the one outbound fetcher, or uploaded by the owner; kept in
// the database; served same-origin by the `image` endpoint. Nothing falls back to the address itself.

/** Why a picture address could not be kept, as the owner is told (`image_problem`). */
const FETCH_PROBLEMS: Record<OutboundFailure, ErrorCode> = {
  invalid_url: "invalid_url",
  not_allowed: "picture_not_allowed",
  unreachable: "picture_unreachable",
  too_many_redirects: "picture_unreachable",
  too_large: "picture_too_large",
  unsupported_type: "picture_not_an_image",
};

/**
 * Who asked for a picture (docs/decisions/073): their address counts against the picture budget
 * (RATE_LIMIT_PICTURES), and their request's signal stops work they no longer wait for.
 */
export type PictureRequester = { clientAddress: string; signal?: AbortSignal };

/**
 * The picture at `address`, fetched through the one outbound fetcher and handed to `process`
 * (processPicture, or the review's processThumbnail); a refusal is thrown as the code the owner is shown.
 */
export async function fetchPictureAs<T>(
  address: string,
  process: (bytes: Buffer, signal?: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    const answer = await outboundFetch(address, {
      accept: ["image"],
      overflow: "refuse",
      maxBytes: PICTURE_LIMITS.maxBytes,
    });
    return await process(answer.body, signal);
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError(FETCH_PROBLEMS[error.reason]);
    throw error;
  }
}

/**
 * The picture at `address`, processed; refusals as the error code the owner is shown
 * (`too_many_pictures` once the requester's budget is used up: nothing is fetched then). Without
 * a requester (the background fetches after an upgrade or a version-1 import, counted when the
 * file came in) nothing is counted.
 */
export async function fetchPicture(
  address: string,
  requester?: PictureRequester,
): Promise<ProcessedPicture | ErrorCode> {
  try {
    if (requester) {
      requireClientStill(requester.signal);
      await limits.pictures.take(requester.clientAddress);
    }
    return await fetchPictureAs(address, processPicture, requester?.signal);
  } catch (error) {
    // a client that hung up is answered nothing: the address stays to be fetched another time
    if (isAppError(error) && error.code !== "body_incomplete") return error.code;
    throw error;
  }
}

/** Replaces the item's picture (a new id, so a new address) inside the list's transaction. */
async function storePicture(tx: ListTransaction, itemId: string, picture: ProcessedPicture): Promise<void> {
  await tx.picture.deleteMany({ where: { itemId } });
  await tx.picture.create({ data: { id: randomId(), itemId, ...picture } });
}

/**
 * Fetches the item's picture address and keeps the picture, or notes why not. Nothing happens when
 * the address changed meanwhile (a later save fetches the new one) or the item is gone.
 */
export async function keepPictureFromAddress(
  listId: string,
  itemId: string,
  address: string,
  requester?: PictureRequester,
): Promise<void> {
  const result = await fetchPicture(address, requester);
  const problem = await changeList(listId, async (tx) => {
    const current = await tx.item.findFirst({ where: { id: itemId, listId }, select: { imageUrl: true } });
    if (current?.imageUrl !== address) return null;
    // over the quota: noted as the picture's problem, the owner sees why (decision 130)
    const problem =
      typeof result === "string" ? result : (await fitsQuota(tx, result, itemId)) ? null : "storage_quota";
    if (typeof result === "string" || problem) {
      await tx.picture.deleteMany({ where: { itemId } });
      await tx.item.update({ where: { id: itemId }, data: { pictureProblem: problem } });
    } else {
      await storePicture(tx, itemId, result);
      await tx.item.update({ where: { id: itemId }, data: { pictureProblem: null } });
    }
    return problem;
  });
  // counted once the wish is saved with it, beside the uploads' and list files' 507s (decision 240)
  if (problem === "storage_quota") countQuotaRefusal("address");
}

/** The item's picture and address gone, inside the caller's transaction (a changed address). */
export async function forgetPicture(tx: ListTransaction, itemId: string): Promise<void> {
  await tx.picture.deleteMany({ where: { itemId } });
}

/** The owner's own picture replaces whatever the item had (`item_image`, ./upload.ts). */
export async function keepUploadedPicture(
  list: { id: string },
  itemId: string,
  picture: ProcessedPicture,
): Promise<void> {
  await changeList(list.id, async (tx) => {
    const { count } = await tx.item.updateMany({
      where: { id: itemId, listId: list.id },
      // an uploaded picture has no address to fetch again
      data: { imageUrl: null, pictureProblem: null },
    });
    if (count === 0) throw new AppError("item_not_found");
    await requireQuota(tx, picture, itemId);
    await storePicture(tx, itemId, picture);
    await tellItemChanged(tx, itemId, ["picture"]);
  });
}

/** `item_image_delete`: the item has no picture and no picture address any more. */
export async function removeItemImage({ list }: OwnedWish, input: RemoveItemImageInput): Promise<WireItem> {
  await changeList(list.id, async (tx) => {
    await tx.item.updateMany({
      where: { id: input.itemId, listId: list.id },
      data: { imageUrl: null, pictureProblem: null },
    });
    await forgetPicture(tx, input.itemId);
    await tellItemChanged(tx, input.itemId, ["picture"]);
  });
  return answerItem(input.itemId, list);
}

export type PictureSize = "large" | "card";

/**
 * The bytes the `image` endpoint serves (large, or `/card`), or null for an unknown id and for a
 * picture of a list the admin hid: hidden with its list, not only its page (decision 195).
 */
export async function readPicture(id: string, size: PictureSize): Promise<Buffer | null> {
  const shown = { id, item: { list: { hiddenAt: null } } };
  const row =
    size === "card"
      ? await db.picture.findFirst({ where: shown, select: { card: true } })
      : await db.picture.findFirst({ where: shown, select: { large: true } });
  if (!row) return null;
  return Buffer.from("card" in row ? row.card : row.large);
}
