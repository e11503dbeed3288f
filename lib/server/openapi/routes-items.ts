import { z } from "zod";
import {
  createItemSchema,
  deleteItemSchema,
  previewItemSchema,
  renameSectionSchema,
  reorderItemsSchema,
  updateItemSchema,
} from "../../validations/item";
import { itemImageSchema, removeItemImageSchema } from "../../validations/item-image";
import { ITEM_FIELDS, OWNER, type AreaRoutes } from "./operation";

// The OpenAPI descriptions of the owner's wish paths (./routes.ts): adding (and reading a shop
// link), changing, deleting, ordering, renaming a section, and the wishes' pictures.

export const ITEM_ROUTES = {
  "/api/item_create.php": {
    method: "post",
    summary: "Add a wish",
    input: createItemSchema,
    answer: "item_create",
    errors: [...OWNER, ...ITEM_FIELDS, "too_many_items", "too_many_attempts"],
  },
  "/api/item_preview.php": {
    method: "post",
    summary: "Read a shop link into the fields of a new wish",
    input: previewItemSchema,
    answer: "item_preview",
    errors: [
      ...OWNER,
      "invalid_url",
      "preview_not_allowed",
      "preview_unreachable",
      "preview_unsupported",
      "too_many_attempts",
      "preview_busy",
    ],
  },
  "/api/section_rename.php": {
    method: "post",
    summary: "Rename a section for all its wishes at once (`to` blank: the wishes leave the section)",
    input: renameSectionSchema,
    answer: "section_rename",
    errors: [...OWNER, "section_required", "section_too_long", "section_not_found", "control_characters"],
  },
  "/api/item_image.php": {
    method: "post",
    summary: "Set a wish's picture from an uploaded file (multipart, part `image`)",
    description:
      "The bytes decide the format (JPEG, PNG, WebP, GIF, AVIF); the picture is turned upright, stripped " +
      "of its metadata and kept in two sizes. Answers the item with its new `image_url`. Send the text " +
      "fields before the file: they are checked before the picture is read. Each upload counts against " +
      "the address's picture budget (429 `too_many_pictures`).",
    input: itemImageSchema,
    inputFields: { image: z.string().describe("The picture file, a multipart part (at most 10 MB)") },
    answer: "item_image",
    errors: [
      ...OWNER,
      "item_not_found",
      "picture_missing",
      "picture_too_large",
      "picture_not_an_image",
      "picture_too_many_pixels",
      "too_many_pictures",
    ],
  },
  "/api/item_image_delete.php": {
    method: "post",
    summary: "Remove a wish's picture",
    input: removeItemImageSchema,
    answer: "item_image_delete",
    errors: [...OWNER, "item_not_found"],
  },
  "/api/image/{id}": {
    method: "get",
    summary: "A kept picture (WebP); `/api/image/{id}/card` is its small card size",
    pathParameters: [{ name: "id", description: "The picture's id, as in an item's `image_url`" }],
    answer: { contentType: "image/webp", description: "The picture, cached for a year (the id changes with it)" },
    revalidates: true,
    errors: ["picture_not_found"],
  },
  "/api/item_update.php": {
    method: "post",
    summary: "Change a wish",
    description: "Partial: an absent field keeps its value.",
    input: updateItemSchema,
    answer: "item_update",
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
  },
  "/api/item_delete.php": {
    method: "post",
    summary: "Delete a wish",
    input: deleteItemSchema,
    answer: "item_delete",
    errors: [...OWNER, "item_id_required", "item_not_found"],
  },
  "/api/item_reorder.php": {
    method: "post",
    summary: "Put the wishes in a new order",
    description: "`item_ids`: every id of the list, in the new order (a JSON array, repeated keys, or commas).",
    input: reorderItemsSchema,
    answer: "item_reorder",
    errors: [...OWNER, "item_ids_invalid"],
  },
} satisfies AreaRoutes;
