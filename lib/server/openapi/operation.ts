import type { z } from "zod";
import type { ErrorCode } from "../../errors";

// What the OpenAPI document (./document.ts) says of one endpoint besides its path and method
// (lib/api-paths.mjs); each endpoint's contract entry (app/api/_endpoints/) holds it. Also the
// error lists several areas share.

/** A success that is no JSON `{ ok: true, … }` answer: an image, an event stream, this document. */
export type RawAnswer = { contentType: string; description: string };

/**
 * Who may call an endpoint (docs/architecture.md "Who may call"). The frame checks the first four
 * before the handler runs and hands it what it checked (lib/server/http/access.ts); the others need
 * the domain to tell (a claim's password, which token a draw's reader sent) and are stated here for
 * the reader and the OpenAPI document.
 * - `owner`: the list's edit token (`edit_token`): 404 for an unknown list, then 403.
 * - `owner, not co-owner`: the list's owner's own edit token; a co-owner's gets 403 `owner_only`
 *   (docs/decisions/122-co-owner-links.md).
 * - `item owner`: the same for one wish: the list, then the wish (`item_id`, 404), then the token.
 * - `organizer`: the draw's organizer token (`organizer_token`): 404 for an unknown draw, then 403.
 * - `item owner, as uploaded`: as `item owner`, checked by the handler from the fields sent before
 *   the file (docs/decisions/073), which the frame does not read.
 * - `anyone`: no credential, or one the endpoint makes or checks itself (a login's password).
 * - `anyone or owner`: everyone; the owner's `X-Edit-Token` header gets the owner's view.
 * - `suggester`: the password of a giver's secret suggestion (docs/decisions/115-secret-suggestions.md).
 * - `giver or owner`: a reservation's or pledge's password, or the list's edit token.
 * - `person or organizer`: a person's token, or the organizer's.
 * - `mail link`: the token a mail's link carries.
 * - `admin`: the instance's `X-Admin-Token` header (docs/decisions/128-the-admin-view.md), checked by
 *   the frame before anything else is read: 404 while ADMIN_TOKEN is unset, 401 for a wrong token.
 */
export type Access =
  | "anyone"
  | "anyone or owner"
  | "owner"
  | "owner, not co-owner"
  | "item owner"
  | "item owner, as uploaded"
  | "giver or owner"
  | "suggester"
  | "organizer"
  | "person or organizer"
  | "person"
  | "mail link"
  | "admin";

export type Operation = {
  summary: string;
  /** Who may call it; TypeScript asks every entry for it. */
  access: Access;
  /** Markdown; docs/api.md has the long form. */
  description?: string;
  /** The query (GET) or body (POST) schema the handler parses; absent: it reads none. */
  input?: z.ZodType;
  /** Fields read only while the server sends mail (SMTP_URL), ignored otherwise (docs/decisions/081-mail.md). */
  mailInput?: z.ZodObject;
  /** Fields whose schema says too little in JSON Schema (parsed from text, checked by code). */
  inputFields?: Record<string, z.ZodType>;
  /** A raw answer; absent: the JSON success shape of the endpoint's name in lib/validations/responses.ts. */
  answer?: RawAnswer;
  /** Parts of the path in braces (`{id}`), each a string. */
  pathParameters?: { name: string; description: string }[];
  /** Optional request headers the handler reads (the owner's `X-Edit-Token` on list_get). */
  headerParameters?: { name: string; description: string }[];
  /** Answers `304 Not Modified` to a matching If-None-Match. */
  revalidates?: boolean;
  /** Codes this endpoint answers beyond the shared ones. */
  errors: ErrorCode[];
};

/** Said of each endpoint that exists only while the server sends mail. */
export const ONLY_WITH_MAIL = "Only while the server sends mail (`SMTP_URL` set); otherwise 404 `not_found`.";

/** A draw named by its slug and the organizer's token. */
export const ORGANIZER: ErrorCode[] = ["slug_required", "draw_not_found", "organizer_token_invalid"];

/** The owner's edit token, checked against the list. */
export const OWNER: ErrorCode[] = ["slug_required", "list_not_found", "edit_token_invalid", "owner_link_revoked"];
/** What only the owner may do, not a co-owner (docs/decisions/122-co-owner-links.md). */
export const OWNER_ONLY: ErrorCode[] = [...OWNER, "owner_only"];

/** A wish's facts as a giver's suggestion has them too (title, link, price, note). */
export const WISH_FACTS: ErrorCode[] = [
  "item_title_required",
  "item_title_too_long",
  "invalid_url",
  "url_not_public",
  "invalid_price",
  "price_too_long",
  "note_too_long",
];

/** A wish's fields (adding, changing, importing). */
export const ITEM_FIELDS: ErrorCode[] = [
  ...WISH_FACTS,
  "invalid_quantity",
  "section_too_long",
  "invalid_most_wanted",
  "invalid_group_gift",
  "group_gift_needs_price",
  "invalid_received",
  "one_of_too_long",
  "invalid_unlimited",
  "control_characters",
];

/** A list's settings (changing, importing). */
export const LIST_SETTINGS: ErrorCode[] = [
  "title_required",
  "title_too_long",
  "invalid_theme_color",
  "invalid_font",
  "invalid_bg_theme",
  "invalid_event_date",
  "event_location_too_long",
  "event_note_too_long",
  "invalid_require_name",
  "invalid_identity_mode",
  "invalid_occasion",
  "invalid_icon_pack",
  "invalid_surprise",
  "invalid_closed",
  "control_characters",
];
