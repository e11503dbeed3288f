import { z } from "zod";
import { AppError } from "@/lib/errors";
import { defineEndpoints } from "@/lib/server/http/endpoint";
import { PREVIEW_BODY_BYTES, previewItem } from "@/lib/server/item-preview";
import { createItem, deleteItem, renameSection, reorderItems, updateItem } from "@/lib/server/items";
import { ITEM_FIELDS, OWNER } from "@/lib/server/openapi/operation";
import { readPicture, removeItemImage } from "@/lib/server/pictures/pictures";
import { MAX_UPLOAD_BODY, receiveItemImage } from "@/lib/server/pictures/upload";
import {
  createItemSchema,
  deleteItemSchema,
  previewItemSchema,
  renameSectionSchema,
  reorderItemsSchema,
  updateItemSchema,
} from "@/lib/validations/item";
import { itemImageSchema, pictureAddressSchema, removeItemImageSchema } from "@/lib/validations/item-image";
import { parseInput } from "@/lib/validations/parse";

// The owner's wish endpoints (docs/api.md): adding (and reading a shop link), changing, deleting,
// ordering, renaming a section, and the wishes' pictures. Each entry: what the OpenAPI document
// says, how the body is read, and the handler (docs/decisions/090).

export const ITEM_ENDPOINTS = defineEndpoints({
  item_create: {
    summary: "Add a wish",
    input: createItemSchema,
    errors: [...OWNER, ...ITEM_FIELDS, "too_many_items", "too_many_attempts"],
    handle: async ({ parse, request, clientAddress }) => ({
      item: await createItem(parse(), { clientAddress, signal: request.signal }),
    }),
  },
  item_preview: {
    summary: "Read a shop link into the fields of a new wish",
    input: previewItemSchema,
    errors: [
      ...OWNER,
      "invalid_url",
      "preview_not_allowed",
      "preview_unreachable",
      "preview_unsupported",
      "too_many_attempts",
      "preview_busy",
    ],
    // a page the bookmarklet sends: up to LIMITS.previewPage characters, as UTF-8 in JSON
    maxBodyBytes: PREVIEW_BODY_BYTES,
    handle: async ({ parse, clientAddress, locale }) => previewItem(parse(), { clientAddress, locale }),
  },
  section_rename: {
    summary: "Rename a section for all its wishes at once (`to` blank: the wishes leave the section)",
    input: renameSectionSchema,
    errors: [...OWNER, "section_required", "section_too_long", "section_not_found", "control_characters"],
    handle: async ({ parse }) => ({ renamed: await renameSection(parse()) }),
  },
  item_image: {
    summary: "Set a wish's picture from an uploaded file (multipart, part `image`)",
    description:
      "The bytes decide the format (JPEG, PNG, WebP, GIF, AVIF); the picture is turned upright, stripped " +
      "of its metadata and kept in two sizes. Answers the item with its new `image_url`. Send the text " +
      "fields before the file: they are checked before the picture is read. Each upload counts against " +
      "the address's picture budget (429 `too_many_pictures`); past PICTURES_MAX_TOTAL_MB the picture is not kept (507 `storage_quota`).",
    input: itemImageSchema,
    inputFields: { image: z.string().describe("The picture file, a multipart part (at most 10 MB)") },
    errors: [
      ...OWNER,
      "item_not_found",
      "picture_missing",
      "picture_too_large",
      "picture_not_an_image",
      "picture_too_many_pixels",
      "too_many_pictures",
      "storage_quota",
    ],
    // The picture is read as it arrives, after its fields were checked (by `input`; docs/decisions/073).
    maxBodyBytes: MAX_UPLOAD_BODY,
    streamed: true,
    tooLarge: "picture_too_large",
    handle: async ({ request, clientAddress }) => ({ item: await receiveItemImage({ request, clientAddress }) }),
  },
  item_image_delete: {
    summary: "Remove a wish's picture",
    input: removeItemImageSchema,
    errors: [...OWNER, "item_not_found"],
    handle: async ({ parse }) => ({ item: await removeItemImage(parse()) }),
  },
  // A kept picture, large or `/card` (docs/api.md "image"). The id is new for every picture, so
  // what one address shows never changes: cached for a year, and the ETag (the id and size)
  // answers a revalidation with a 304 without reading the picture.
  image: {
    summary: "A kept picture (WebP); `/api/image/{id}/card` is its small card size",
    pathParameters: [{ name: "id", description: "The picture's id, as in an item's `image_url`" }],
    answer: { contentType: "image/webp", description: "The picture, cached for a year (the id changes with it)" },
    revalidates: true,
    errors: ["picture_not_found"],
    handle: async ({ request }) => {
      const segments = new URL(request.url).pathname.split("/").slice(3);
      const { id, size } = parseInput(pictureAddressSchema, { segments });
      const etag = `"${id}-${size}"`;
      const headers = { etag, "cache-control": "public, max-age=31536000, immutable" };
      if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
      const bytes = await readPicture(id, size);
      if (!bytes) throw new AppError("picture_not_found");
      return new Response(new Uint8Array(bytes), {
        headers: { ...headers, "content-type": "image/webp", "content-length": String(bytes.length) },
      });
    },
  },
  item_update: {
    summary: "Change a wish",
    description: "Partial: an absent field keeps its value.",
    input: updateItemSchema,
    errors: [
      ...OWNER,
      "item_id_required",
      "item_not_found",
      ...ITEM_FIELDS,
      "quantity_below_reserved",
      "group_gift_reserved",
      "group_gift_pledged",
      "price_below_pledged",
    ],
    handle: async ({ parse, request, clientAddress }) => ({
      item: await updateItem(parse(), { clientAddress, signal: request.signal }),
    }),
  },
  item_delete: {
    summary: "Delete a wish",
    input: deleteItemSchema,
    errors: [...OWNER, "item_id_required", "item_not_found"],
    handle: async ({ parse }) => {
      await deleteItem(parse());
      return {};
    },
  },
  item_reorder: {
    summary: "Put the wishes in a new order",
    description: "`item_ids`: every id of the list, in the new order (a JSON array, repeated keys, or commas).",
    input: reorderItemsSchema,
    errors: [...OWNER, "item_ids_invalid"],
    handle: async ({ parse }) => ({ items: await reorderItems(parse()) }),
  },
});
