// A wish on the wire (docs/api.md "item in answers") and what the wish endpoints answer, shop
// previews and wishes brought along included; gathered into lib/validations/responses.ts `apiAnswers`.
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "../../../lib/errors";
import { nullableText, success } from "../../../lib/validations/answer-envelope";
import { SKIP_REASONS } from "../../../lib/validations/skip-reasons";
import { wirePledgeSchema, wireReservationSchema } from "../../giving/shared/claim-responses";

export const wireItemSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  url: nullableText,
  /** The picture the list keeps, same-origin (the `image` endpoint, ≤ 1280 px); null: no picture (yet). */
  image_url: nullableText,
  /** The card's and the large picture's addresses with their widths, for `<img srcset>`. */
  image_srcset: nullableText,
  image_width: z.number().int().min(1).nullable(),
  image_height: z.number().int().min(1).nullable(),
  /** The address the picture is fetched from, as the owner gave it; null for an uploaded picture. */
  image_source: nullableText,
  /** Why the picture at image_source could not be kept (an error code); null otherwise. */
  image_problem: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).nullable(),
  /** In the list's `currency`; null when the price is a free text or absent. */
  price: z.number().nullable(),
  price_text: nullableText,
  note: nullableText,
  /** True when every unit is reserved (reserved_quantity >= quantity); for a group gift, when pledged_amount reaches the price. */
  busy: z.boolean(),
  /** The one reserver of a one-unit item; null for more units, and in password_only mode. */
  reserved_by: nullableText,
  position: z.number().int(),
  quantity: z.number().int().min(1),
  /** The heading the owner filed it under; null: none (shown before every section). */
  section: nullableText,
  /** Marked by the owner as wished for most. */
  most_wanted: z.boolean(),
  /** Units reserved; null in an owner's answer in surprise mode once any is (docs/api.md "Surprise"). */
  reserved_quantity: z.number().int().min(0).nullable(),
  /** Marked by the owner as arrived; visitors see it only once the list is closed. */
  received: z.boolean(),
  /** Oldest first. */
  reservations: z.array(wireReservationSchema),
  /** Friends chip in with pledges towards the price instead of reserving it. */
  group_gift: z.boolean(),
  /** The pledges' sum, in the list's currency (0 for other wishes). */
  /** Null in the owner's answer in surprise mode once anything is pledged (docs/api.md "Surprise and closing"). */
  pledged_amount: z.number().min(0).nullable(),
  /** Oldest first; empty unless a group gift. */
  pledges: z.array(wirePledgeSchema),
  /** The group of alternatives it belongs to ("any one of these"); null: none. */
  one_of: nullableText,
  /** Another wish of its group is taken: this one refuses reservations (409 one_of_taken). */
  one_of_taken: z.boolean(),
  /** No upper count: never busy, `quantity` ignored; reserved_quantity says how many are given so far. */
  unlimited: z.boolean(),
  /** A giver's secret suggestion, never in the owner's answers while the list is open (docs/api.md "Suggestions"). */
  suggested: z.boolean(),
  /** Who suggested it (name or icon); null for the owner's wishes, in password_only mode, or when none was given. */
  suggested_by: nullableText,
  /** The owner's answers to givers' questions on it, oldest first; never who asked (docs/api.md "Questions"). */
  answers: z.array(z.strictObject({ question: z.string(), answer: z.string() })),
});

/** A wish as read from a shop page (item_preview) or brought along (items_import_preview); absent values null. */
const previewFields = {
  title: nullableText,
  url: nullableText,
  image_url: nullableText,
  price: z.number().min(0).nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  note: nullableText,
};

export const itemAnswers = {
  item_create: success({ item: wireItemSchema }),
  item_update: success({ item: wireItemSchema }),
  item_delete: success({}),
  item_reorder: success({ items: z.array(wireItemSchema) }),
  item_image: success({ item: wireItemSchema }),
  item_image_delete: success({ item: wireItemSchema }),
  /** How many wishes now carry the new name (docs/api.md "section_rename"). */
  section_rename: success({ renamed: z.number().int().min(1) }),
  /** What a shop link says about its product; absent values null (docs/api.md "item_preview"). */
  item_preview: success({
    preview: z.strictObject(previewFields),
    /** `preview_blocked`: the shop showed a robot check or an error page, not the product. */
    notice: z.enum(["preview_blocked"]).nullable(),
  }),
  /** What one source holds, for the owner's review; nothing stored (docs/api.md "items_import_preview"). */
  items_import_preview: success({
    source: z.enum(["amazon_list", "page", "text", "csv"]),
    complete: z.boolean(),
    /** `price_text`: a spreadsheet's price that names no amount ("ca. 10 €"), as written; else null. */
    items: z.array(z.strictObject({ ...previewFields, price_text: nullableText, quantity: z.number().int().min(1) })),
    skipped: z.array(
      z.strictObject({
        line: z.number().int().min(1).optional(),
        title: z.string().optional(),
        reason: z.enum(SKIP_REASONS),
      }),
    ),
    notice: z.enum(["preview_blocked"]).nullable(),
  }),
  items_import: success({ items: z.array(wireItemSchema) }),
} as const;

export type WireItem = z.output<typeof wireItemSchema>;
