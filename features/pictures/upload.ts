import "server-only";
import { decodeBody, readBody, type Input } from "../../lib/server/http/body";
import { mediaTypeOf } from "../../lib/server/http/decode-body";
import { readUpload } from "../../lib/server/http/upload-body";
import { largeBodyPlace } from "../../lib/server/http/large-bodies";
import { answerItem, requireOwnedItem } from "../items/item-access";
import { limits } from "../../lib/server/limits";
import { itemImageAccessSchema, itemImageSchema } from "./shared/item-image";
import { parseInput } from "../../lib/validations/parse";
import type { WireItem } from "../../lib/wire";
import { keepUploadedPicture } from "./pictures";
import { PICTURE_LIMITS, processPicture } from "./process";

// `item_image` (docs/api.md "Pictures", docs/decisions/073-picture-budgets.md): the
// owner's own picture. Its fields are checked as soon as they are in — the list, the item, the
// token, then one picture of the address's hourly budget — and only then is the picture read:
// sixty 9 MB uploads to a list that does not exist cost sixty 404s, not 560 MB.

/** The body may hold the picture (≤ 10 MB) and the form's few small fields around it. */
export const MAX_UPLOAD_BODY = PICTURE_LIMITS.maxBytes + 64 * 1024;

const ACCESS_FIELDS = ["slug", "edit_token", "item_id"] as const;

/** The upload's request, and the address its picture counts against. */
type UploadRequest = { request: Request; clientAddress: string };

/** Whose item it is (404 list or item, 403 token), then one picture of the budget (429). */
async function grantUpload(fields: Input, clientAddress: string) {
  const owned = await requireOwnedItem(parseInput(itemImageAccessSchema, fields));
  await limits.pictures.take(clientAddress);
  return owned;
}

/**
 * The fields and the picture: streamed from a multipart form, else a form without a file (its few
 * fields, at most the default 32 KiB: ten megabytes of them were read before any check, decision
 * 231). The picture waits for a place among the large bodies in flight (`place`).
 */
async function readFields(
  request: Request,
  grant: (fields: Input) => ReturnType<typeof grantUpload>,
  place: () => Promise<unknown>,
) {
  const contentType = request.headers.get("content-type") ?? "";
  if (mediaTypeOf(contentType) !== "multipart/form-data")
    return { fields: await decodeBody(await readBody(request)), file: undefined };
  return readUpload(request, contentType, {
    fileField: "image",
    maxFileBytes: PICTURE_LIMITS.maxBytes,
    // the app's form sends the fields first; sent after the picture, they are checked after it
    beforeFile: (fields) =>
      ACCESS_FIELDS.every((name) => Object.hasOwn(fields, name)) ? grant(fields).then(place) : place(),
  });
}

/** The uploaded picture replaces whatever the item had; the item as its owner sees it now. */
export async function receiveItemImage(from: UploadRequest): Promise<WireItem> {
  let release = () => {};
  const place = async () => (release = await largeBodyPlace(from.request, from.clientAddress));
  try {
    return await receiveHeld(from, place);
  } finally {
    release();
  }
}

async function receiveHeld(from: UploadRequest, place: () => Promise<unknown>): Promise<WireItem> {
  let granted: ReturnType<typeof grantUpload> | undefined;
  const grant = (fields: Input) => (granted ??= grantUpload(fields, from.clientAddress));
  const { fields, file } = await readFields(from.request, grant, place);
  // every field's rules (picture_missing among them) before the list is looked up, as always
  const input = parseInput(itemImageSchema, { ...fields, image: file });
  const { list } = await grant(fields);
  const picture = await processPicture(input.image, from.request.signal);
  await keepUploadedPicture(list, input.itemId, picture);
  return answerItem(input.itemId, list);
}
