import { z } from "zod";
import { AppError } from "@/lib/errors";
import { defineEndpoints } from "@/lib/server/http/endpoint";
import { PREVIEW_BODY_BYTES, previewItem } from "@/features/link-preview/item-preview";
import { createItem, deleteItem, renameSection, reorderItems, updateItem } from "@/features/items/items";
import { ITEM_FIELDS, OWNER } from "@/lib/server/openapi/operation";
import { readPicture, removeItemImage } from "@/features/pictures/pictures";
import { MAX_UPLOAD_BODY, receiveItemImage } from "@/features/pictures/upload";
import {
  createItemSchema,
  deleteItemSchema,
  previewItemSchema,
  renameSectionSchema,
  reorderItemsSchema,
  updateItemSchema,
} from "@/features/items/shared/item";
import { itemImageSchema, pictureAddressSchema, removeItemImageSchema } from "@/features/pictures/shared/item-image";
import {
  importItemsSchema,
  importPictureSchema,
  importPreviewSchema,
} from "@/features/wish-import/shared/items-import";
import { parseInput } from "@/lib/validations/parse";
import { previewImport } from "@/features/wish-import/preview";
import { importItems } from "@/features/wish-import/save";
import { reviewPicture } from "@/features/wish-import/review-picture";

// The owner's wish endpoints (docs/api.md): adding (and reading a shop link), changing, deleting,
// ordering, renaming a section, and the wishes' pictures. Each entry: what the OpenAPI document
// says, how the body is read, and the handler (docs/decisions/090).

/** What reading a shop page for the owner may answer (item_preview, and items_import_preview of a page). */
const PREVIEW_ERRORS = [
  "invalid_url",
  "preview_not_allowed",
  "preview_unreachable",
  "preview_unsupported",
  "too_many_attempts",
  "preview_busy",
  "uploads_busy",
] as const;

export const ITEM_ENDPOINTS = defineEndpoints({
  item_create: {
    access: "owner",
    summary: "Add a wish",
    input: createItemSchema,
    errors: [...OWNER, ...ITEM_FIELDS, "too_many_items", "too_many_attempts"],
    handle: async ({ list, parse, request, clientAddress }) => ({
      item: await createItem(list, parse(), { clientAddress, signal: request.signal }),
    }),
  },
  item_preview: {
    access: "owner",
    summary: "Read a shop link into the fields of a new wish",
    input: previewItemSchema,
    errors: [...OWNER, ...PREVIEW_ERRORS],
    // a page the bookmarklet sends: up to LIMITS.previewPage characters, as UTF-8 in JSON
    maxBodyBytes: PREVIEW_BODY_BYTES,
    handle: async ({ list, parse, clientAddress, locale }) => previewItem(list, parse(), { clientAddress, locale }),
  },
  // "Bring wishes along" (docs/decisions/125-bring-wishes-along.md)
  items_import_preview: {
    access: "owner",
    summary: "Read wishes from an Amazon list page, a shop page, pasted text or a CSV file, for review",
    description:
      "Exactly one of `page` (the page's HTML as the owner's browser shows it, with its `url`), `url` " +
      "(fetched by the shop-link rules), `text` (one wish a line) or `csv` (the file's text). Nothing is stored. " +
      "A page or address counts as a shop-link preview. More wishes than a list may hold is a 413 naming the " +
      "limit; at most as many lines left out are listed.",
    input: importPreviewSchema,
    errors: [...OWNER, "import_source_required", "too_many_items_import", ...PREVIEW_ERRORS],
    // a page, a pasted text or a file: up to LIMITS.previewPage characters each, as for item_preview
    maxBodyBytes: PREVIEW_BODY_BYTES,
    handle: async ({ list, parse, clientAddress, locale }) => previewImport(list, parse(), { clientAddress, locale }),
  },
  items_import: {
    access: "owner",
    summary: "Add the reviewed wishes in one go (all or none)",
    description:
      "`items`: the wishes as items_import_preview found them (or as item_create takes them; `title` may be " +
      "left out beside a `url`: such a wish is filled from its shop page in the background, the owner's " +
      "list_get says how far in `filling`). `section`: the heading they go under. More than the list has " +
      "room for is a 413 naming the limit, and nothing is saved.",
    input: importItemsSchema,
    errors: [
      ...OWNER,
      ...ITEM_FIELDS,
      "import_items_required",
      "too_many_items_import",
      "too_many_attempts",
      "too_many_pictures",
      "uploads_busy",
    ],
    maxBodyBytes: PREVIEW_BODY_BYTES,
    handle: async ({ list, parse, clientAddress }) => ({ items: await importItems(list, parse(), { clientAddress }) }),
  },
  // a found wish's picture, for the review only (docs/decisions/144-pictures-in-the-review.md)
  items_import_picture: {
    access: "owner",
    summary: "A small picture of a wish found for bringing along, for the review (WebP)",
    description:
      "`url`: a found wish's `image_url`. The server fetches it by the rules of every picture link (public " +
      "hosts only, 10 MB, the pixels per format) and answers a WebP of at most 144 px, kept nowhere; the " +
      "owner's page asks no other host. Counted per address and per list against a review budget as large " +
      "as the picture budget (429 `too_many_pictures` with Retry-After).",
    input: importPictureSchema,
    answer: { contentType: "image/webp", description: "The picture, at most 144 px on its long side; never cached" },
    errors: [
      ...OWNER,
      "invalid_url",
      "url_not_public",
      "picture_not_allowed",
      "picture_unreachable",
      "picture_too_large",
      "picture_not_an_image",
      "picture_too_many_pixels",
      "too_many_pictures",
    ],
    handle: async ({ list, parse, request, clientAddress }) => {
      const { url } = parse();
      const bytes = await reviewPicture(list, url, { clientAddress, signal: request.signal });
      return new Response(bytes, {
        // an owner's answer: no cache on the way may keep it (rule 1 of the shared caches)
        headers: { "content-type": "image/webp", "content-length": String(bytes.length), "cache-control": "no-store" },
      });
    },
  },
  section_rename: {
    access: "owner",
    summary: "Rename a section for all its wishes at once (`to` blank: the wishes leave the section)",
    input: renameSectionSchema,
    errors: [...OWNER, "section_required", "section_too_long", "section_not_found", "control_characters"],
    handle: async ({ list, parse }) => ({ renamed: await renameSection(list, parse()) }),
  },
  item_image: {
    access: "item owner, as uploaded",
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
      "uploads_busy",
    ],
    // The picture is read as it arrives, after its fields were checked (by `input`; docs/decisions/073).
    maxBodyBytes: MAX_UPLOAD_BODY,
    streamed: true,
    tooLarge: "picture_too_large",
    handle: async ({ request, clientAddress }) => ({ item: await receiveItemImage({ request, clientAddress }) }),
  },
  item_image_delete: {
    access: "item owner",
    summary: "Remove a wish's picture",
    input: removeItemImageSchema,
    errors: [...OWNER, "item_not_found"],
    handle: async ({ list, item, parse }) => ({ item: await removeItemImage({ list, item }, parse()) }),
  },
  // A kept picture, large or `/card` (docs/api.md "image"). The id is new for every picture, so
  // what one address shows never changes: cached for a year, and the ETag (the id and size)
  // answers a revalidation with a 304 without reading the picture.
  image: {
    access: "anyone",
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
    access: "item owner",
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
    handle: async ({ list, item, parse, request, clientAddress }) => ({
      item: await updateItem({ list, item }, parse(), { clientAddress, signal: request.signal }),
    }),
  },
  item_delete: {
    access: "item owner",
    summary: "Delete a wish",
    input: deleteItemSchema,
    errors: [...OWNER, "item_id_required", "item_not_found"],
    handle: async ({ list, item, parse }) => {
      await deleteItem({ list, item }, parse());
      return {};
    },
  },
  item_reorder: {
    access: "owner",
    summary: "Put the wishes in a new order",
    description: "`item_ids`: every id of the list, in the new order (a JSON array, repeated keys, or commas).",
    input: reorderItemsSchema,
    errors: [...OWNER, "item_ids_invalid"],
    handle: async ({ list, parse }) => ({ items: await reorderItems(list, parse()) }),
  },
});
