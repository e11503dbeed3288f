import "server-only";
import { z } from "zod";
import type { API_PATHS } from "../../api-paths.mjs";
import type { ErrorCode } from "../../errors";
import { healthQuerySchema } from "../../validations/health";
import {
  createItemSchema,
  deleteItemSchema,
  previewItemSchema,
  renameSectionSchema,
  reorderItemsSchema,
  updateItemSchema,
} from "../../validations/item";
import {
  changeOwnerPasswordSchema,
  createListSchema,
  listGetSchema,
  listQuerySchema,
  ownerAccessSchema,
  ownerLoginSchema,
  updateListSchema,
} from "../../validations/list";
import { importListSchema } from "../../validations/list-document";
import { itemImageSchema, removeItemImageSchema } from "../../validations/item-image";
import { qrQuerySchema } from "../../validations/qr";
import { pledgeSchema, unpledgeSchema } from "../../validations/pledge";
import { reserveSchema, unreserveSchema } from "../../validations/reservation";
import { listDocumentAnswerSchema, type ApiRoute } from "../../validations/responses";
import { serverConfig } from "../config";

// What each API path does, for the OpenAPI document (./document.ts; docs/decisions/057-openapi.md).
// Everything the document says about fields and answers comes from the zod schemas the handlers
// use; this file only says which schema belongs to which path, in a sentence what it is for, and
// which error codes it may answer besides those every path shares (./document.ts COMMON_ERRORS).
//
// Adding a route: its folder under app/api/, its path in lib/api-paths.mjs, and an entry here
// (TypeScript asks for it once the path is listed; tests/unit/openapi.test.ts fails for a route
// folder that is not listed). An alias path is `{ aliasOf: "<path>" }`.

export type ApiPath = (typeof API_PATHS)[number];

/** A success that is no JSON `{ ok: true, … }` answer: an image, an event stream, this document. */
export type RawAnswer = { contentType: string; description: string };

export type Operation = {
  method: "get" | "post";
  summary: string;
  /** Markdown; docs/api.md has the long form. */
  description?: string;
  /** The query (GET) or body (POST) schema the handler parses; absent: it reads none. */
  input?: z.ZodType;
  /** Fields whose schema says too little in JSON Schema (parsed from text, checked by code). */
  inputFields?: Record<string, z.ZodType>;
  /** The JSON success shape in lib/validations/responses.ts, or a raw answer. */
  answer: ApiRoute | RawAnswer;
  /** Parts of the path in braces (`/api/image/{id}`), each a string. */
  pathParameters?: { name: string; description: string }[];
  /** Optional request headers the handler reads (the owner's `X-Edit-Token` on list_get). */
  headerParameters?: { name: string; description: string }[];
  /** Answers `304 Not Modified` to a matching If-None-Match. */
  revalidates?: boolean;
  /** Codes this path answers beyond the shared ones. */
  errors: ErrorCode[];
};

export type PathDescription = Operation | { aliasOf: ApiPath };

const OWNER: ErrorCode[] = ["slug_required", "list_not_found", "edit_token_invalid"];
const ITEM_FIELDS: ErrorCode[] = [
  "item_title_required",
  "item_title_too_long",
  "invalid_url",
  "url_not_public",
  "invalid_price",
  "price_too_long",
  "note_too_long",
  "invalid_quantity",
  "section_too_long",
  "invalid_most_wanted",
  "invalid_group_gift",
  "group_gift_needs_price",
  "invalid_received",
  "control_characters",
];
const LIST_SETTINGS: ErrorCode[] = [
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

export const API_DESCRIPTIONS: Record<ApiPath, PathDescription> = {
  "/api/list_get.php": {
    method: "get",
    summary: "Read a list and its items",
    description:
      "Answers an `ETag` naming the list's version; `If-None-Match` with it gets a 304. The owner sends " +
      "the edit token in the `X-Edit-Token` header: then `received` is always shown, and in surprise mode " +
      "(an open list) the reservers are left out unless `reveal=1`.",
    input: listGetSchema,
    headerParameters: [{ name: "X-Edit-Token", description: "The owner's edit token: the owner's view of the list" }],
    answer: "list_get",
    revalidates: true,
    errors: ["slug_required", "invalid_field", "list_not_found", "edit_token_invalid"],
  },
  "/api/list_events.php": {
    method: "get",
    summary: "Follow a list live",
    description: "Server-sent events: `data:` lines name the list's new version after every change.",
    input: listQuerySchema,
    answer: { contentType: "text/event-stream", description: "A stream of the list's versions" },
    errors: ["slug_required", "list_not_found", "too_many_streams"],
  },
  "/api/list_create.php": {
    method: "post",
    summary: "Create a list",
    input: createListSchema,
    answer: "list_create",
    errors: [
      "title_required",
      "title_too_long",
      "owner_password_required",
      "password_too_long",
      "control_characters",
      "too_many_attempts",
    ],
  },
  "/api/list.create.php": { aliasOf: "/api/list_create.php" },
  "/api/list.owner.login": {
    method: "post",
    summary: "Log in as the owner: a new edit token",
    input: ownerLoginSchema,
    answer: "owner_login",
    errors: [
      "slug_required",
      "list_not_found",
      "owner_password_required",
      "password_too_long",
      "control_characters",
      "wrong_password",
      "too_many_attempts",
    ],
  },
  "/api/list.owner.login.php": { aliasOf: "/api/list.owner.login" },
  "/api/list.owner.check": {
    method: "post",
    summary: "Is this edit token (still) the owner's?",
    input: ownerAccessSchema,
    answer: "owner_check",
    errors: OWNER,
  },
  "/api/list_update.php": {
    method: "post",
    summary: "Change a list's title or settings",
    description: "Partial: an absent field keeps its value, `null` clears an optional one.",
    input: updateListSchema,
    answer: "list_update",
    errors: [...OWNER, ...LIST_SETTINGS],
  },
  "/api/list_password.php": {
    method: "post",
    summary: "Change the owner password (revokes every older edit token)",
    input: changeOwnerPasswordSchema,
    answer: "list_password",
    errors: [
      ...OWNER,
      "owner_password_required",
      "new_password_required",
      "password_too_long",
      "control_characters",
      "wrong_password",
      "too_many_attempts",
    ],
  },
  "/api/list_delete.php": {
    method: "post",
    summary: "Delete a list for good",
    input: ownerAccessSchema,
    answer: "list_delete",
    errors: OWNER,
  },
  "/api/list_export.php": {
    method: "post",
    summary: "Export a list as a document",
    input: ownerAccessSchema,
    answer: "list_export",
    errors: OWNER,
  },
  "/api/list_import.php": {
    method: "post",
    summary: "Make a new list from an exported document",
    description: "`document` is the export's JSON, as an object or as text (form bodies, file uploads); up to 3 MiB.",
    input: importListSchema(serverConfig.maxItemsPerList),
    inputFields: { document: listDocumentAnswerSchema },
    answer: "list_import",
    errors: [
      "owner_password_required",
      "password_too_long",
      "title_required",
      "title_too_long",
      "document_invalid",
      "document_version_unsupported",
      "too_many_items",
      ...LIST_SETTINGS,
      ...ITEM_FIELDS,
      "too_many_attempts",
    ],
  },
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
      "of its metadata and kept in two sizes. Answers the item with its new `image_url`.",
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
  "/api/item_reserve.php": {
    method: "post",
    summary: "Reserve some or all units of a wish",
    input: reserveSchema,
    answer: "item_reserve",
    errors: [
      "item_id_required",
      "item_not_found",
      "password_required",
      "password_too_long",
      "name_required",
      "name_too_long",
      "icon_required",
      "icon_invalid",
      "control_characters",
      "invalid_count",
      "already_reserved",
      "list_closed",
      "too_few_left",
      "group_gift",
      "too_many_attempts",
    ],
  },
  "/api/item_reserve": { aliasOf: "/api/item_reserve.php" },
  "/api/item_unreserve.php": {
    method: "post",
    summary: "Release a reservation (its reserver's password, or the owner's token)",
    input: unreserveSchema,
    answer: "item_unreserve",
    errors: [
      "item_id_required",
      "item_not_found",
      "password_required",
      "password_too_long",
      "reservation_password_wrong",
      "edit_token_invalid",
      "reservation_id_required",
      "reservation_not_found",
      "not_reserved",
      "list_closed",
      "too_many_attempts",
    ],
  },
  "/api/item_unreserve": { aliasOf: "/api/item_unreserve.php" },
  "/api/item_pledge.php": {
    method: "post",
    summary: "Chip in for a group gift: pledge an amount towards its price",
    input: pledgeSchema,
    answer: "item_pledge",
    errors: [
      "item_id_required",
      "item_not_found",
      "password_required",
      "password_too_long",
      "name_required",
      "name_too_long",
      "icon_required",
      "icon_invalid",
      "control_characters",
      "invalid_amount",
      "not_group_gift",
      "pledge_exceeds_remaining",
      "list_closed",
      "too_many_attempts",
    ],
  },
  "/api/item_unpledge.php": {
    method: "post",
    summary: "Withdraw a pledge (its giver's password, or the owner's token)",
    input: unpledgeSchema,
    answer: "item_unpledge",
    errors: [
      "item_id_required",
      "item_not_found",
      "password_required",
      "password_too_long",
      "reservation_password_wrong",
      "edit_token_invalid",
      "pledge_id_required",
      "pledge_not_found",
      "not_pledged",
      "list_closed",
      "too_many_attempts",
    ],
  },
  "/api/qr": {
    method: "get",
    summary: "A QR code as SVG (the fallback for browsers that cannot draw one)",
    input: qrQuerySchema,
    answer: { contentType: "image/svg+xml", description: "The QR code" },
    revalidates: true,
    errors: ["qr_data_invalid", "too_many_attempts"],
  },
  "/api/health": {
    method: "get",
    summary: "Liveness; with `ready=1` readiness",
    description:
      "Liveness: 200 after reading the database, 503 `database_unavailable` when it cannot. " +
      "`ready=1`: also 503 `shutting_down` while the server drains after SIGTERM, so a proxy stops sending it requests.",
    input: healthQuerySchema,
    answer: "health",
    errors: ["database_unavailable", "shutting_down"],
  },
  "/api/openapi.json": {
    method: "get",
    summary: "This document",
    answer: { contentType: "application/json", description: "The OpenAPI 3.1 description of the API" },
    errors: [],
  },
};
