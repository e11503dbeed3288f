// The one error catalogue: stable codes (sent as `code`), their HTTP status, and the message key
// under `errors.` in every one of the nine messages/*.json (lib/i18n/messages.test.ts checks all
// have it). The API and the UI both read it.

import type { DrawImpossibility } from "./draw-impossibility";

export { DRAW_IMPOSSIBLE_REASONS, type DrawImpossibility } from "./draw-impossibility";

export const ERROR_STATUS = {
  invalid_body: 400,
  /** The body stopped arriving (the client hung up); nobody reads this answer, the log says 499. */
  body_incomplete: 400,
  invalid_field: 400,
  slug_required: 400,
  title_required: 400,
  title_too_long: 400,
  /** A new list's owner password (list_create, list_import) is missing: "set one". */
  owner_password_required: 400,
  /** The owner password to log in or to change it is missing: "enter it" (docs/product.md §8). */
  owner_password_missing: 400,
  new_password_required: 400,
  password_too_long: 400,
  item_id_required: 400,
  item_title_required: 400,
  item_title_too_long: 400,
  note_too_long: 400,
  event_note_too_long: 400,
  event_location_too_long: 400,
  invalid_url: 400,
  invalid_price: 400,
  price_too_long: 400,
  invalid_theme_color: 400,
  invalid_font: 400,
  invalid_bg_theme: 400,
  invalid_identity_mode: 400,
  invalid_occasion: 400,
  invalid_icon_pack: 400,
  invalid_currency: 400,
  invalid_event_date: 400,
  invalid_require_name: 400,
  password_required: 400,
  name_required: 400,
  name_too_long: 400,
  icon_required: 400,
  icon_invalid: 400,
  item_ids_invalid: 400,
  invalid_quantity: 400,
  section_required: 400,
  section_too_long: 400,
  invalid_most_wanted: 400,
  invalid_surprise: 400,
  invalid_closed: 400,
  invalid_received: 400,
  /** A group of alternatives is named like a section: at most 60 characters (decision 119). */
  one_of_too_long: 400,
  /** "As many as you like": yes or no (decision 120). */
  invalid_unlimited: 400,
  invalid_count: 400,
  /** A question on a wish (docs/decisions/116-questions-on-a-wish.md), and the owner's answer. */
  question_required: 400,
  question_too_long: 400,
  question_id_required: 400,
  answer_required: 400,
  answer_too_long: 400,
  /** A giver's "show my name to nobody" choice: yes or no (docs/decisions/103-anonymous-giving.md). */
  invalid_anonymous: 400,
  reservation_id_required: 400,
  /** A pledge's amount: a number of at least 1 with at most two decimals (docs/api.md "Group gifts"). */
  invalid_amount: 400,
  /** The owner removes one of several pledges without naming it. */
  pledge_id_required: 400,
  /** A group gift needs a numeric price to collect towards. */
  group_gift_needs_price: 400,
  invalid_group_gift: 400,
  qr_data_invalid: 400,
  document_invalid: 400,
  document_version_unsupported: 400,
  control_characters: 400,
  /** items_import_preview names no source, or more than one (docs/api.md "items_import_preview"). */
  import_source_required: 400,
  /** items_import without any wish. */
  import_items_required: 400,
  url_not_public: 400,
  preview_not_allowed: 400,
  /** An upload without its `image` part (docs/api.md "item_image"). */
  picture_missing: 400,
  /** A picture address on a private host: the server fetches nothing there (an item's image_problem). */
  picture_not_allowed: 400,
  /** `email` or `notify_email` that is no e-mail address (only while the server sends mail). */
  invalid_email: 400,
  // secret-santa draws (docs/api.md "Draws", docs/decisions/077-draws.md)
  organizer_password_required: 400,
  /** A draw's budget: a number of at least 1 with at most two decimals. */
  invalid_budget: 400,
  participant_id_required: 400,
  /** An exclusion naming one person twice. */
  same_person: 400,
  /** owner_invite_revoke without the link's id (docs/decisions/122-co-owner-links.md). */
  invite_id_required: 400,
  /** list_update's `celebrated_view`: yes or no (docs/decisions/123-the-celebrated-view.md). */
  invalid_celebrated_view: 400,
  /** A report's reason outside the short set of features/admin/shared/report.ts (docs/decisions/129-reports.md). */
  invalid_report_reason: 400,
  /** A report names neither a list (`slug`) nor a draw (`draw_slug`), or both. */
  report_target_required: 400,
  wrong_password: 401,
  /** A wrong or missing `X-Admin-Token` (docs/decisions/128-the-admin-view.md). */
  admin_token_invalid: 401,
  organizer_password_wrong: 401,
  edit_token_invalid: 403,
  reservation_password_wrong: 403,
  /** item_suggest with `item_id`, or item_suggest_delete, with a password that did not make the suggestion. */
  suggestion_password_wrong: 403,
  organizer_token_invalid: 403,
  participant_token_invalid: 403,
  /** A name that joined with another password. */
  participant_password_wrong: 403,
  /** A co-owner's token after the owner revoked its link (decision 122): the page falls back to the visitor's view. */
  owner_link_revoked: 403,
  /** Making or revoking co-owner links, or changing the password, with a co-owner's token. */
  owner_only: 403,
  /** list_get's X-View-Token that is not (or no longer) the list's celebrated view link (decision 123). */
  view_link_revoked: 403,
  /** A change another site's page had the browser send (`Sec-Fetch-Site: cross-site`, decision 193). */
  cross_site_request: 403,
  list_not_found: 404,
  item_not_found: 404,
  reservation_not_found: 404,
  pledge_not_found: 404,
  question_not_found: 404,
  section_not_found: 404,
  not_found: 404,
  /** A confirmation link that names no address waiting for it (docs/api.md "Mail"). */
  mail_link_invalid: 404,
  draw_not_found: 404,
  participant_not_found: 404,
  /** owner_invite_accept with a link that was never made, or whose list is gone. */
  owner_link_invalid: 404,
  /** owner_invite_revoke naming a link the list does not have (or no longer has). */
  invite_not_found: 404,
  /** admin_report_dismiss on a report already dismissed (or never made). */
  report_not_found: 404,
  method_not_allowed: 405,
  /** Headers and body did not arrive within BODY_TIMEOUT_SECONDS (answered by server/main.mjs). */
  request_timeout: 408,
  /** A list the instance's admin hid: its page and answer say nothing more (decision 128). */
  list_hidden: 410,
  already_reserved: 409,
  not_reserved: 409,
  too_few_left: 409,
  /** Reserve or pledge on a wish whose alternative is already taken (decision 119). */
  one_of_taken: 409,
  quantity_below_reserved: 409,
  /** Reserve or release on a list its owner closed after the event (docs/decisions/066). */
  list_closed: 409,
  /** item_create or a suggestion on a full list (`limit`: MAX_ITEMS_PER_LIST). */
  too_many_items: 409,
  /** item_ask on a secret suggestion: the owner, who answers, must not learn of it (decision 115). */
  question_on_suggestion: 409,
  /** item_reserve on a group gift: friends pledge towards it instead. */
  group_gift: 409,
  /** item_pledge on a wish that is no group gift. */
  not_group_gift: 409,
  /** A pledge larger than what is still missing; the answer names `remaining`. */
  pledge_exceeds_remaining: 409,
  /** item_unpledge on a group gift nobody pledged for. */
  not_pledged: 409,
  /** Switching a wish to a group gift while it has reservations. */
  group_gift_reserved: 409,
  /** Switching a group gift off, or clearing its price, while it has pledges. */
  group_gift_pledged: 409,
  /** Lowering a group gift's price below what is pledged. */
  price_below_pledged: 409,
  /** Joining, adding, removing people or exclusions after the draw. */
  draw_closed: 409,
  /** draw_email for a person who joined with a password: their address is theirs to give (decision 197). */
  person_gives_own_address: 409,
  /** draw_run on a drawn draw without `redraw`. */
  draw_done: 409,
  /** The exclusions leave no valid draw; the answer names why (`reason`, `people`, `others`). */
  draw_impossible: 409,
  /** Fewer than three people: no secret to keep. */
  draw_too_small: 409,
  /** The most people a draw may have. */
  draw_full: 409,
  /** draw_exclude beyond DRAW.maxExclusions pairs (each one is work for every draw, decision 094). */
  too_many_exclusions: 409,
  /** A name already in the draw (a person the organizer added, or the organizer adding it twice). */
  name_taken: 409,
  /** The most co-owner links a list may have at once (OWNER_INVITES.max). */
  too_many_owner_links: 409,
  preview_unreachable: 422,
  preview_unsupported: 422,
  /**
   * Only as item_preview's `notice`: the shop showed the server a robot check, a consent wall or an
   * error page instead of the product (docs/api.md "item_preview").
   */
  preview_blocked: 422,
  /** More pixels than a picture may have (PICTURE_LIMITS.maxPixels), refused before decoding. */
  picture_too_many_pixels: 422,
  /** The picture address gave no answer, an error, or too many redirects (an item's image_problem). */
  picture_unreachable: 422,
  /** The bytes are no JPEG, PNG, WebP, GIF or AVIF picture, whatever the name or type said. */
  picture_not_an_image: 415,
  /** More than 10 MB. */
  picture_too_large: 413,
  /** items_import: more wishes than the list has room for (`limit`: MAX_ITEMS_PER_LIST); nothing is saved. */
  too_many_items_import: 413,
  body_too_large: 413,
  unsupported_media_type: 415,
  picture_not_found: 404,
  too_many_attempts: 429,
  too_many_streams: 429,
  /** The address's picture budget for the hour is used up (RATE_LIMIT_PICTURES, decision 073). */
  too_many_pictures: 429,
  /** Too many shop-link previews running at once, in this instance or from one address (Retry-After). */
  preview_busy: 429,
  /** Too many draws being made at once, in this instance or from one address (Retry-After, decision 094). */
  draw_busy: 429,
  /** Too many large bodies (uploads, imports, sent pages) being read at once, in this instance or from one address (Retry-After, decision 231). */
  uploads_busy: 429,
  internal_error: 500,
  /** The database is unreachable, restarting, busy beyond its timeout or read-only (docs/decisions/079). */
  database_unavailable: 503,
  /** The database's volume is full: changes are refused, reads go on (docs/decisions/079). */
  storage_full: 503,
  /** PICTURES_MAX_TOTAL_MB is reached: the picture is not kept, the wish is (decision 130). */
  storage_quota: 507,
  /** The readiness check while the server drains after SIGTERM (health `?ready=1`). */
  shutting_down: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The codes of a database fault: a 503 with Retry-After, after which the same request may be sent
 * again (docs/decisions/079-database-faults.md, 080-reading-through-faults.md).
 */
export const DATABASE_FAULTS = ["database_unavailable", "storage_full"] as const satisfies readonly ErrorCode[];
export type DatabaseFault = (typeof DATABASE_FAULTS)[number];

export function isDatabaseFault(code: unknown): code is DatabaseFault {
  return DATABASE_FAULTS.includes(code as DatabaseFault);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
}

export function errorMessageKey(code: ErrorCode): `errors.${ErrorCode}` {
  return `errors.${code}`;
}

/** What an AppError may say beyond its code, as its fields of the same names. */
type AppErrorDetails = Partial<Pick<AppError, "field" | "retryAfterSeconds" | "remaining" | "impossibility" | "limit">>;

/**
 * Thrown by validation and the domain; turned into a JSON answer by the response helper.
 * Recognise one with `isAppError`, never with `instanceof`: Next bundles this module once per route
 * and page, and an error made by one bundle's copy (e.g. by the limit store or the live hub, kept on
 * globalThis by whichever bundle loaded first) is no instance of another's
 * (docs/decisions/037-errors-by-code.md; the lint forbids `instanceof AppError`).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field?: string;
  readonly retryAfterSeconds?: number;
  /** What is still missing of a group gift, in the list's currency (`pledge_exceeds_remaining`). */
  readonly remaining?: number;
  /** Why a draw is impossible (`draw_impossible`). */
  readonly impossibility?: DrawImpossibility;
  /** How many wishes a list may hold (`too_many_items`, `too_many_items_import`). */
  readonly limit?: number;

  constructor(code: ErrorCode, options: AppErrorDetails = {}) {
    super(code);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.remaining = options.remaining;
    this.impossibility = options.impossibility;
    this.limit = options.limit;
  }
}

/**
 * Whether `value` is an error the app means to answer with its code (an AppError from any bundle's
 * copy of this module): recognised by its name and a code of this catalogue with its status, not
 * by class identity.
 */
export function isAppError(value: unknown): value is AppError {
  if (typeof value !== "object" || value === null) return false;
  const { name, code, status } = value as { name?: unknown; code?: unknown; status?: unknown };
  return name === "AppError" && isErrorCode(code) && status === ERROR_STATUS[code];
}
