import { z } from "zod";
import { camelKeys } from "../../../lib/validations/case";
import {
  editToken,
  optionalBooleanOf,
  optionalFlag,
  optionalGroupGift,
  itemId,
  optionalPrice,
  optionalText,
  optionalUrl,
  optionalWholeNumber,
  requiredText,
  slug,
} from "../../../lib/validations/fields";
import { LIMITS, QUANTITY } from "../../../lib/validations/limits";
import { httpUrl } from "../../../lib/validations/http-url";
import { firstPrice, type StoredPrice } from "../../../lib/price";

const itemTitle = requiredText(LIMITS.itemTitle, "item_title_required", "item_title_too_long");
export const itemSection = optionalText(LIMITS.section, "section_too_long");
const sectionName = requiredText(LIMITS.section, "section_required", "section_too_long");
/** A group of alternatives is named as a section is (same length, same text rules). */
export const itemOneOf = optionalText(LIMITS.section, "one_of_too_long");

export const itemFields = {
  url: optionalUrl,
  /** A picture to fetch and keep; the server decides whether it may fetch from its host. */
  image_url: optionalUrl,
  price: optionalPrice,
  /** The spec's other names of `price` (lib/price.ts `firstPrice` picks one of the three). */
  price_text: optionalPrice,
  price_eur: optionalPrice,
  note: optionalText(LIMITS.note, "note_too_long", { multiline: true }),
  /** Absent: 1 for a new item, unchanged on an update. */
  quantity: optionalWholeNumber(QUANTITY, "invalid_quantity"),
  /** The heading the wish is filed under; null or blank: none. */
  section: itemSection,
  /** Absent: false for a new item, unchanged on an update. */
  most_wanted: optionalFlag,
  /** Friends chip in with pledges instead of reserving; needs a numeric price. Absent: false / unchanged. */
  group_gift: optionalGroupGift,
  /** Arrived (docs/decisions/066-closing-a-list.md); absent: false for a new item, unchanged on an update. */
  received: optionalBooleanOf("invalid_received"),
  /** The group of alternatives ("any one of these", decision 119); null or blank: none. */
  one_of: itemOneOf,
  /** No upper count (decision 120): `quantity` is then ignored. Absent: false / unchanged. */
  unlimited: optionalBooleanOf("invalid_unlimited"),
};

/** `price`, `price_text` and `price_eur` as the one `price` the domain stores. */
export function onePrice<T extends { price?: StoredPrice; price_text?: StoredPrice; price_eur?: StoredPrice }>({
  price_text,
  price_eur,
  ...fields
}: T): Omit<T, "price_text" | "price_eur"> {
  return { ...fields, price: firstPrice(fields.price, price_text, price_eur) };
}

export const createItemSchema = z
  .object({ slug, edit_token: editToken, title: itemTitle, ...itemFields })
  .transform((input) => camelKeys(onePrice(input)));

export const updateItemSchema = z
  .object({ slug, edit_token: editToken, item_id: itemId, title: itemTitle.optional(), ...itemFields })
  .transform((input) => camelKeys(onePrice(input)));

export const deleteItemSchema = z.object({ slug, edit_token: editToken, item_id: itemId }).transform(camelKeys);

/** A JSON array, repeated form keys, or one comma-separated value (docs/api.md "item_ids"). */
const itemIdList = z
  .union([z.array(z.string()), z.string()], { error: "item_ids_invalid" })
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(","))
      .flatMap((id) => id.split(","))
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.length > 0 && new Set(ids).size === ids.length, "item_ids_invalid");

export const reorderItemsSchema = z.object({ slug, edit_token: editToken, item_ids: itemIdList }).transform(camelKeys);

/**
 * A shop link to read (docs/api.md "item_preview"): an absolute http(s) address without a user
 * name or password. Whether the server may fetch it (public host, OUTBOUND_ALLOW_HOSTS) is the
 * outbound fetcher's call, not the schema's.
 */
export const previewUrl = requiredText(LIMITS.url, "invalid_url", "invalid_url").refine((value) => {
  const url = httpUrl(value);
  return url !== null && url.username === "" && url.password === "";
}, "invalid_url");

/**
 * Renames a section for every wish filed under it (docs/api.md "section_rename"); `to` blank
 * (or absent) removes the heading: those wishes move to the top, without a section.
 */
export const renameSectionSchema = z
  .object({ slug, edit_token: editToken, from: sectionName, to: itemSection })
  .transform(camelKeys);

/**
 * The page itself, as the bookmarklet read it in the owner's browser (docs/api.md "item_preview"):
 * read instead of fetching `url`. Longer than LIMITS.previewPage is a 413.
 */
export const previewPage = z.string({ error: "invalid_field" }).max(LIMITS.previewPage, "body_too_large").optional();

export const previewItemSchema = z
  .object({ slug, edit_token: editToken, url: previewUrl, page: previewPage })
  .transform(camelKeys);

export type CreateItemInput = z.output<typeof createItemSchema>;
export type UpdateItemInput = z.output<typeof updateItemSchema>;
export type DeleteItemInput = z.output<typeof deleteItemSchema>;
export type ReorderItemsInput = z.output<typeof reorderItemsSchema>;
export type RenameSectionInput = z.output<typeof renameSectionSchema>;
export type PreviewItemInput = z.output<typeof previewItemSchema>;
/** The item fields an update may change; each absent one keeps its value. */
export type ItemChanges = Omit<UpdateItemInput, "slug" | "editToken" | "itemId">;
