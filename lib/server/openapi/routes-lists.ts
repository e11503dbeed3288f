import "server-only";
import { ownerEmailSchema } from "../../validations/mail";
import {
  changeOwnerPasswordSchema,
  createListSchema,
  listExportSchema,
  listGetSchema,
  listQuerySchema,
  ownerAccessSchema,
  ownerLoginSchema,
  updateListSchema,
} from "../../validations/list";
import { importListSchema } from "../../validations/list-document";
import { listDocumentAnswerSchema } from "../../validations/responses";
import { serverConfig } from "../config";
import { ITEM_FIELDS, LIST_SETTINGS, OWNER, type AreaRoutes } from "./operation";

// The OpenAPI descriptions of the list paths (./routes.ts): reading and following a list, creating,
// the owner's login, settings, password, deleting, export and import.

export const LIST_ROUTES = {
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
    description:
      "Server-sent events: `data:` lines name the list's new version after every change; `event: gone` says the list was deleted, and the stream ends.",
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
    mailInput: ownerEmailSchema,
    answer: "list_update",
    errors: [...OWNER, ...LIST_SETTINGS, "invalid_email"],
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
    description:
      "While surprise mode hides the givers from the owner (surprise on, list open), pledges carry no " +
      "`pledged_by` unless `reveal=1`.",
    input: listExportSchema,
    answer: "list_export",
    errors: [...OWNER, "invalid_field"],
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
      "too_many_pictures",
      "picture_too_large",
      "picture_not_an_image",
      "picture_too_many_pixels",
    ],
  },
} satisfies AreaRoutes;
