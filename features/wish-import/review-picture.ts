import "server-only";
import type { List } from "@/lib/server/db/generated/client";
import { AppError, isAppError } from "../../lib/errors";
import { limits, takeEach } from "../../lib/server/limits";
import { requireAllowedAddress } from "../../lib/server/outbound/address";
import { fetchPictureAs } from "../pictures/pictures";
import { processThumbnail, requireClientStill } from "../pictures/process";

// items_import_picture (issue 55, docs/decisions/144-pictures-in-the-review.md): the picture of a
// wish found for "Bring wishes along", fetched by the server for the owner's review, so the page
// itself asks no host but the app. A small WebP, nothing kept: the wish's picture is fetched and
// kept after it is added, as every picture address is (features/pictures/backfill.ts).

/**
 * The thumbnail of the picture at `url`. Refused before anything is fetched: an address a wish may
 * not keep (400 `url_not_public`), a spent review budget of the address or the list (429
 * `too_many_pictures`); then as any picture fetch (`picture_not_allowed`, `picture_too_large`,
 * `picture_not_an_image`, `picture_too_many_pixels`, `picture_unreachable`).
 */
export async function reviewPicture(
  list: List,
  url: string,
  { clientAddress, signal }: { clientAddress: string; signal: AbortSignal },
): Promise<Uint8Array<ArrayBuffer>> {
  requireAllowedAddress(url, "url");
  requireClientStill(signal);
  await takeEach([
    [limits.reviewPictures, clientAddress],
    [limits.reviewPictures, `list:${list.id}`],
  ]);
  try {
    return await fetchPictureAs(url, processThumbnail, signal);
  } catch (error) {
    // the picture module blames the upload's `image`; here the address sent is to blame
    if (isAppError(error) && error.field === "image") throw new AppError(error.code, { field: "url" });
    throw error;
  }
}
