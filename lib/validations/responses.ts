// What the API answers, declared once. The server's response helper is typed by these schemas,
// the browser client reads its answer types from them, and tests/api/recorded-answers.test.ts checks
// real answers of every endpoint against them (docs/api.md "list in answers", "item in answers").
import { z } from "zod";
import { DRAW_IMPOSSIBLE_REASONS, ERROR_STATUS, type ErrorCode } from "../errors";
import { ICON_PACK_KEYS, OCCASIONS, type IconPackKey } from "../icon-packs";
import { BG_THEMES, CURRENCIES, FONT_KEYS, IDENTITY_MODES } from "../list-settings";
import { adminAnswers } from "../../features/admin/shared/admin-responses";
import { drawAnswers } from "../../features/draws/shared/draw-responses";
import { LIST_DOCUMENT_FORMAT, LIST_DOCUMENT_VERSION } from "../../features/lists/shared/list-document";
import { SKIP_REASONS } from "./skip-reasons";

const nullableText = z.string().nullable();

export const wireListSchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/),
  font_key: z.enum(FONT_KEYS),
  bg_theme: z.enum(BG_THEMES),
  event_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    .nullable(),
  event_location: nullableText,
  event_note: nullableText,
  require_name: z.boolean(),
  identity_mode: z.enum(IDENTITY_MODES),
  occasion: z.enum(OCCASIONS),
  /** The pack in effect: the owner's choice or the one the occasion implies. */
  icon_pack_key: z.enum(ICON_PACK_KEYS as [IconPackKey, ...IconPackKey[]]),
  icons: z.array(z.string()),
  /** ISO 4217 code of every `price` of the list (docs/api.md "Price"). */
  currency: z.enum(CURRENCIES),
  /** Surprise mode: the owner's answers and devices do not show who reserved (docs/api.md "Surprise"). */
  surprise: z.boolean(),
  /** Closed after the event: no reservations or releases (409 `list_closed`). */
  closed: z.boolean(),
  /**
   * The owner's answers only, within 14 days of it: the day RETENTION_DAYS deletes the list unless
   * the owner keeps it (docs/api.md "Retention").
   */
  deletion_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** One reservation of some of an item's units (docs/decisions/028-quantities.md). */
export const wireReservationSchema = z.strictObject({
  id: z.string(),
  count: z.number().int().min(1),
  /** The name or icon; null in password_only mode or when none was given. */
  reserved_by: nullableText,
});

/** One friend's share of a group gift (docs/decisions/063-group-gifts.md). */
export const wirePledgeSchema = z.strictObject({
  id: z.string(),
  /** In the list's currency, at least 1, whole hundredths. */
  amount: z.number().min(1),
  /** The name or icon; null in password_only mode or when none was given. */
  pledged_by: nullableText,
});

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

/** An open question on one of the owner's wishes: only in the owner's list_get (docs/api.md "Questions"). */
export const wireQuestionSchema = z.strictObject({
  id: z.string(),
  item_id: z.string(),
  question: z.string(),
  created_at: z.string(),
});

/**
 * The celebrated person's view (docs/decisions/123-the-celebrated-view.md): an allow-list of what
 * the owner wrote, so a field added to lists or wishes later stays out of it unless named here.
 * Nothing of reservations, pledges, suggestions or givers; no version (it would tell when givers act).
 */
export const celebratedListSchema = wireListSchema.pick({
  slug: true,
  title: true,
  theme_color: true,
  font_key: true,
  bg_theme: true,
  event_date: true,
  event_location: true,
  event_note: true,
  occasion: true,
  icon_pack_key: true,
  icons: true,
  currency: true,
});
export const celebratedItemSchema = wireItemSchema.pick({
  id: true,
  title: true,
  url: true,
  image_url: true,
  image_srcset: true,
  image_width: true,
  image_height: true,
  price: true,
  price_text: true,
  note: true,
  position: true,
  quantity: true,
  section: true,
  answers: true,
});

/** One co-owner link in the owner's list_get (docs/decisions/122-co-owner-links.md); never its token. */
export const wireCoOwnerSchema = z.strictObject({
  invite_id: z.string(),
  label: z.string(),
  created_at: z.string(),
});

/** A list as a file (docs/list-format.md): settings and items, never ids, hashes or reservations. */
export const listDocumentAnswerSchema = z.strictObject({
  format: z.literal(LIST_DOCUMENT_FORMAT),
  version: z.literal(LIST_DOCUMENT_VERSION),
  list: z.strictObject({
    ...wireListSchema.omit({ slug: true, icons: true, icon_pack_key: true }).shape,
    /** null: the pack follows the occasion. */
    icon_pack_key: wireListSchema.shape.icon_pack_key.nullable(),
  }),
  items: z.array(
    z.strictObject({
      ...wireItemSchema.pick({ title: true, url: true, price: true, price_text: true, note: true, quantity: true })
        .shape,
      /** The address the picture came from (the item's image_source). */
      image_url: nullableText,
      /** The kept picture, WebP as base64; null when the item has none. */
      picture: nullableText,
      section: wireItemSchema.shape.section,
      most_wanted: wireItemSchema.shape.most_wanted,
      group_gift: wireItemSchema.shape.group_gift,
      /** Public parts only: no id, password or hash (docs/decisions/063-group-gifts.md). */
      pledges: z.array(wirePledgeSchema.omit({ id: true })),
      received: wireItemSchema.shape.received,
      one_of: wireItemSchema.shape.one_of,
      unlimited: wireItemSchema.shape.unlimited,
      /** Only on a giver's suggestion, in a `reveal` export of a closed list (docs/decisions/115). */
      suggested_by: nullableText.optional(),
      answers: wireItemSchema.shape.answers,
    }),
  ),
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

const success = <S extends z.ZodRawShape>(shape: S) => z.strictObject({ ok: z.literal(true), ...shape });
const ownerAccess = { slug: z.string(), edit_token: z.string() };

/** The success answer of every endpoint, by a name used on both sides. */
export const apiAnswers = {
  /** `version`: bumped by every change; the live-update stream announces it (docs/api.md list_events). */
  list_get: z.union([
    success({
      list: wireListSchema,
      items: z.array(wireItemSchema),
      version: z.number().int().min(0),
      /** The owner's answer only: the live co-owner links, and the celebrated view's link (null: off). */
      owners: z.array(wireCoOwnerSchema).optional(),
      celebrated_link: nullableText.optional(),
      /** The owner's answer only: the open questions on their wishes, oldest first. */
      questions: z.array(wireQuestionSchema).optional(),
      /** Only in the owner's answer of a list the admin hid: visitors get 410 `list_hidden` (decision 128). */
      hidden: z.literal(true).optional(),
      /** The owner's answer only, while wishes brought along as links are filled (docs/api.md "items_import"). */
      filling: z.strictObject({ done: z.number().int().min(0), total: z.number().int().min(1) }).optional(),
    }),
    /** With `X-View-Token`: the celebrated person's view. */
    success({
      view: z.literal("celebrated"),
      list: celebratedListSchema,
      items: z.array(celebratedItemSchema),
    }),
  ]),
  list_create: success(ownerAccess),
  list_import: success(ownerAccess),
  list_export: success({ document: listDocumentAnswerSchema }),
  owner_login: success({ edit_token: z.string() }),
  owner_check: success({}),
  list_update: success({ list: wireListSchema }),
  list_password: success({ edit_token: z.string() }),
  list_delete: success({}),
  owner_invite: success({ invite_id: z.string(), owner_link: z.string() }),
  owner_invite_accept: success(ownerAccess),
  owner_invite_revoke: success({}),
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
    items: z.array(z.strictObject({ ...previewFields, quantity: z.number().int().min(1) })),
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
  item_reserve: success({ reservation_id: z.string() }),
  item_unreserve: success({}),
  item_pledge: success({ pledge_id: z.string() }),
  item_unpledge: success({}),
  /** A secret suggestion as every giver sees it (docs/api.md "Suggestions"). */
  item_suggest: success({ item: wireItemSchema }),
  item_suggest_delete: success({}),
  item_ask: success({ question_id: z.string() }),
  item_answer: success({}),
  item_question_delete: success({}),
  /** Mail links (docs/api.md "Mail"); only while the server sends mail. */
  mail_confirm: success({}),
  mail_unsubscribe: success({}),
  mail_resubscribe: success({}),
  health: success({}),
  // secret-santa draws (./draw-responses.ts)
  ...drawAnswers,
  // reports and the admin view (./admin-responses.ts)
  ...adminAnswers,
} as const;

export type ApiRoute = keyof typeof apiAnswers;
/** The whole success body of `route`, `{ ok: true, … }`. */
export type ApiAnswer<R extends ApiRoute> = z.output<(typeof apiAnswers)[R]>;
/** What a route handler returns; the frame adds `ok: true`. (Each shape of a union on its own: draw_get.) */
export type ApiAnswerData<R extends ApiRoute> =
  ApiAnswer<R> extends infer A ? (A extends unknown ? Omit<A, "ok"> : never) : never;

/** Every failure: a stable code, a sentence in the caller's language, and the field when one is to blame. */
export const apiErrorSchema = z.strictObject({
  ok: z.literal(false),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  error: z.string().min(1),
  field: z.string().optional(),
  /** `pledge_exceeds_remaining` only: what is still missing of the group gift, in the list's currency. */
  remaining: z.number().min(0).optional(),
  /** `too_many_items_import` only: how many wishes a list may hold. */
  limit: z.number().int().min(1).optional(),
  /** `draw_impossible` only: why, and the people it names (docs/api.md "Draws"). */
  reason: z.enum(DRAW_IMPOSSIBLE_REASONS).optional(),
  people: z.array(z.string()).optional(),
  others: z.array(z.string()).optional(),
});
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

export type WireList = z.output<typeof wireListSchema>;
export type CelebratedList = z.output<typeof celebratedListSchema>;
export type CelebratedItem = z.output<typeof celebratedItemSchema>;
export type WireCoOwner = z.output<typeof wireCoOwnerSchema>;
export type WireItem = z.output<typeof wireItemSchema>;
export type WireReservation = z.output<typeof wireReservationSchema>;
export type WirePledge = z.output<typeof wirePledgeSchema>;
export type WireQuestion = z.output<typeof wireQuestionSchema>;
export type ListDocumentAnswer = z.output<typeof listDocumentAnswerSchema>;
