import { z } from "zod";
import { camelKeys } from "../../../lib/validations/case";
import { editToken, optionalText, slug } from "../../../lib/validations/fields";
import { itemFields, itemSection, onePrice, previewPage, previewUrl } from "../../items/shared/item";
import { LIMITS } from "../../../lib/validations/limits";

// "Bring wishes along" (issue 55, docs/api.md "items_import_preview", "items_import"). The preview
// reads one source and stores nothing; the import saves the wishes the owner kept, all or none.

/** Pasted text or a CSV file's text: as long as a page the bookmarklet may send. */
const sourceText = z.string({ error: "invalid_field" }).max(LIMITS.previewPage, "body_too_large").optional();

export const importPreviewSchema = z
  .object({
    slug,
    edit_token: editToken,
    url: previewUrl.optional(),
    page: previewPage,
    text: sourceText,
    csv: sourceText,
  })
  .refine(
    // exactly one source: a page (with the address it was read at), an address to fetch, text, or CSV
    (input) => [input.text, input.csv, input.page ?? input.url].filter((value) => value !== undefined).length === 1,
    "import_source_required",
  )
  // a page is read as the page at `url`: its links resolve against it, its shop is that address's
  .refine((input) => input.page === undefined || input.url !== undefined, { message: "invalid_url", path: ["url"] })
  .transform(camelKeys);

/** One wish the owner kept in the review: as item_create's fields, the title optional beside a link. */
const importedItem = z
  .object({
    ...itemFields,
    title: optionalText(LIMITS.itemTitle, "item_title_too_long"),
    /** The currency the source named for `price`; another than the list's keeps the price as text. */
    currency: z.union([z.string().regex(/^[A-Z]{3}$/), z.null()], { error: "invalid_currency" }).optional(),
  })
  .refine((item) => Boolean(item.title) || Boolean(item.url), { message: "item_title_required", path: ["title"] })
  .transform((item) => camelKeys(onePrice(item)));

/**
 * The wishes to save (docs/api.md "items_import"). The array's length is checked against the
 * list's room by the domain (413 `too_many_items_import`), not here: the answer names the limit.
 */
export const importItemsSchema = z
  .object({
    slug,
    edit_token: editToken,
    items: z.array(importedItem, { error: "import_items_required" }).min(1, "import_items_required"),
    section: itemSection,
  })
  .transform(camelKeys);

/** A found wish's picture for the review (docs/api.md "items_import_picture"): its address, in the body. */
export const importPictureSchema = z.object({ slug, edit_token: editToken, url: previewUrl }).transform(camelKeys);

export type ImportPreviewInput = z.output<typeof importPreviewSchema>;
export type ImportItemsInput = z.output<typeof importItemsSchema>;
export type ImportedItem = ImportItemsInput["items"][number];
