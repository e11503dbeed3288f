import { z } from "zod";
import { parseBoundedJson } from "../../../lib/validations/body-shape";
import { itemOneOf, itemSection } from "../../items/shared/item";
import {
  optionalBooleanOf,
  optionalFlag,
  optionalGroupGift,
  optionalPrice,
  optionalText,
  optionalUrl,
  optionalWholeNumber,
  password,
  requiredText,
} from "../../../lib/validations/fields";
import { camelKeys } from "../../../lib/validations/case";
import { LIMITS, PICTURE, QUANTITY } from "../../../lib/validations/limits";
import { listSettingFields, listTitle } from "./list";
import { pledgeAmount } from "../../giving/shared/pledge";
import { visitorName } from "../../giving/shared/claim";

// A list as a file: what `list_export` answers and `list_import` takes (docs/list-format.md).
// Every field passes the same rules as the API's own inputs. Never holds hashes, tokens or
// reservations.

export const LIST_DOCUMENT_FORMAT = "wunschliste.list";
/** 2: items carry their kept picture (`picture`); files of version 1 still import. */
export const LIST_DOCUMENT_VERSION = 2;
const READABLE_VERSIONS = [1, 2] as const;
export { LIST_IMPORT_MAX_BYTES } from "../../../lib/body-limits.mjs";

/** A kept picture in a file: WebP (or any accepted format) as base64; processed again on import. */
const documentPicture = z
  .union([z.string(), z.null()], { error: "document_invalid" })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value === "") return undefined;
    if (value.length > Math.ceil(PICTURE.maxBytes / 3) * 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
      context.addIssue({ code: "custom", message: "picture_not_an_image", input: value });
      return z.NEVER;
    }
    return Buffer.from(value, "base64");
  });

/** The most answered questions one wish may bring in a file (docs/decisions/116-questions-on-a-wish.md). */
export const MAX_DOCUMENT_ANSWERS = 100;

/** An answered question on a wish: the question and the owner's answer, never who asked. */
const documentAnswer = z
  .object(
    {
      question: requiredText(LIMITS.question, "question_required", "question_too_long", { multiline: true }),
      answer: requiredText(LIMITS.answer, "answer_required", "answer_too_long", { multiline: true }),
    },
    { error: "document_invalid" },
  )
  .transform(({ question, answer }) => ({ question, answer }));

/** The most pledges one group gift may bring in a file (a price of 1,000 in shares of 2). */
export const MAX_DOCUMENT_PLEDGES = 500;

/** A pledge's public part (docs/decisions/063-group-gifts.md): amount and name or icon, never a password. */
const documentPledge = z
  .object(
    { amount: pledgeAmount, pledged_by: z.union([visitorName, z.null()]).optional() },
    { error: "document_invalid" },
  )
  .transform(({ amount, pledged_by }) => ({ amountCents: amount, pledgedBy: pledged_by || null }));

const documentItem = z
  .object(
    {
      title: requiredText(LIMITS.itemTitle, "item_title_required", "item_title_too_long"),
      url: optionalUrl,
      /** Where the picture came from; fetched after the import when no `picture` comes with it. */
      image_url: optionalUrl,
      price: optionalPrice,
      price_text: optionalPrice,
      note: optionalText(LIMITS.note, "note_too_long", { multiline: true }),
      /** Absent in documents from before quantities: 1. */
      quantity: optionalWholeNumber(QUANTITY, "invalid_quantity"),
      /** Version 2: the picture the list kept; absent, an `image_url` is fetched after the import. */
      picture: documentPicture,
      /** Absent in documents from before sections: none, not most wanted. */
      section: itemSection,
      most_wanted: optionalFlag,
      /** Absent in documents from before group gifts: none. */
      group_gift: optionalGroupGift,
      pledges: z
        .array(documentPledge, { error: "document_invalid" })
        .max(MAX_DOCUMENT_PLEDGES, "document_invalid")
        .optional(),
      /** Absent in documents from before closing (issue 28): not received. */
      received: optionalBooleanOf("invalid_received"),
      /** Absent in documents from before issue 53: in no group, with an upper count. */
      one_of: itemOneOf,
      unlimited: optionalBooleanOf("invalid_unlimited"),
      /** A giver's suggestion, in a `reveal` export of a closed list only: who suggested it (decision 115). */
      suggested_by: z.union([visitorName, z.null()]).optional(),
      /** Absent in documents from before questions (decision 116): none. */
      answers: z
        .array(documentAnswer, { error: "document_invalid" })
        .max(MAX_DOCUMENT_ANSWERS, "document_invalid")
        .optional(),
    },
    { error: "document_invalid" },
  )
  .superRefine((item, context) => {
    // the API's rules: a group gift needs a numeric price, and its pledges never exceed it
    const priceCents = item.price?.priceCents ?? null;
    const pledged = (item.pledges ?? []).reduce((sum, pledge) => sum + pledge.amountCents, 0);
    if (item.group_gift && priceCents === null) {
      context.addIssue({ code: "custom", message: "group_gift_needs_price", path: ["group_gift"], input: item });
    } else if (pledged > 0 && (!item.group_gift || priceCents === null || pledged > priceCents)) {
      context.addIssue({ code: "custom", message: "document_invalid", path: ["pledges"], input: item });
    }
  })
  .transform(camelKeys);

const documentList = z
  .object({ title: listTitle, ...listSettingFields }, { error: "document_invalid" })
  .transform(camelKeys);

/**
 * The items, checked so that no document costs more than a list can hold: more than `maxItems` is
 * a 409 at once, before any item is looked at; then item by item, stopping at the first bad one
 * (its field named, e.g. `document.items.3.title`) — a document of a million bad items costs one
 * check, not a million (docs/decisions/039-bounded-imports.md).
 */
const documentItems = (maxItems: number) =>
  z.unknown().transform((value, context) => {
    if (!Array.isArray(value)) {
      context.addIssue({ code: "custom", message: "document_invalid", input: value });
      return z.NEVER;
    }
    if (value.length > maxItems) {
      context.addIssue({ code: "custom", message: "too_many_items", input: value });
      return z.NEVER;
    }
    const items: z.output<typeof documentItem>[] = [];
    for (const [index, item] of value.entries()) {
      const result = documentItem.safeParse(item);
      if (!result.success) {
        const issue = result.error.issues[0]!;
        context.addIssue({ code: "custom", message: issue.message, path: [index, ...issue.path], input: item });
        return z.NEVER;
      }
      items.push(result.data);
    }
    return items;
  });

const listDocumentSchema = (maxItems: number) =>
  z.object(
    {
      format: z.literal(LIST_DOCUMENT_FORMAT, { error: "document_invalid" }),
      version: z.literal(READABLE_VERSIONS, { error: "document_version_unsupported" }),
      list: documentList,
      items: documentItems(maxItems),
    },
    { error: "document_invalid" },
  );

/**
 * The document arrives as a JSON object (JSON bodies) or as JSON text (form bodies, file uploads);
 * text is parsed within the same bounds as a JSON body (lib/validations/body-shape.ts).
 */
const documentField = (maxItems: number) =>
  z.preprocess((value) => (typeof value === "string" ? parseBoundedJson(value) : value), listDocumentSchema(maxItems));

/** `list_import`'s input; `maxItems` is the server's MAX_ITEMS_PER_LIST. */
export const importListSchema = (maxItems: number) =>
  z
    .object({
      // the small fields first: their problems are named before the document's
      owner_password: password("owner_password_required"),
      /** The new list's title; the document's title when absent. */
      title: listTitle.optional(),
      document: documentField(maxItems),
    })
    .transform(camelKeys);

export type ImportListInput = z.output<ReturnType<typeof importListSchema>>;
