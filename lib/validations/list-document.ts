import { z } from "zod";
import { optionalPrice, optionalText, optionalUrl, optionalWholeNumber, password, requiredText } from "./fields";
import { camelKeys } from "./case";
import { LIMITS, QUANTITY } from "./limits";
import { listSettingFields, listTitle } from "./list";

// A list as a file: what `list_export.php` answers and `list_import.php` takes (docs/list-format.md).
// Every field passes the same rules as the API's own inputs. Never holds hashes, tokens or
// reservations.

export const LIST_DOCUMENT_FORMAT = "wunschliste.list";
export const LIST_DOCUMENT_VERSION = 1;
/** An import may carry more than the API's usual 32 KiB: up to 500 items of the longest kind. */
export const LIST_IMPORT_MAX_BYTES = 3 * 1024 * 1024;

const documentItem = z
  .object(
    {
      title: requiredText(LIMITS.itemTitle, "item_title_required", "item_title_too_long"),
      url: optionalUrl,
      image_url: optionalUrl,
      price: optionalPrice,
      price_text: optionalPrice,
      note: optionalText(LIMITS.note, "note_too_long", { multiline: true }),
      /** Absent in documents from before quantities: 1. */
      quantity: optionalWholeNumber(QUANTITY, "invalid_quantity"),
    },
    { error: "document_invalid" },
  )
  .transform(camelKeys);

const documentList = z
  .object({ title: listTitle, ...listSettingFields }, { error: "document_invalid" })
  .transform(camelKeys);

export const listDocumentSchema = z.object(
  {
    format: z.literal(LIST_DOCUMENT_FORMAT, { error: "document_invalid" }),
    version: z.literal(LIST_DOCUMENT_VERSION, { error: "document_version_unsupported" }),
    list: documentList,
    items: z.array(documentItem, { error: "document_invalid" }),
  },
  { error: "document_invalid" },
);

export type ParsedListDocument = z.output<typeof listDocumentSchema>;

/** The document arrives as a JSON object (JSON bodies) or as JSON text (form bodies, file uploads). */
const documentField = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}, listDocumentSchema);

export const importListSchema = z
  .object({
    document: documentField,
    /** The new list's title; the document's title when absent. */
    title: listTitle.optional(),
    owner_password: password("owner_password_required"),
  })
  .transform(camelKeys);

export type ImportListInput = z.output<typeof importListSchema>;
