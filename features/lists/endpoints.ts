import { serverConfig } from "@/lib/server/config";
import { defineEndpoints } from "@/lib/server/http/endpoint";
import { namesEntityTag, respondNotModified, respondOk, REVALIDATE_HEADERS } from "@/lib/server/http/respond";
import { checkImport } from "@/features/lists/import/check";
import {
  currentOrKeptStamp,
  deleteList,
  getListWithItems,
  getOwnerList,
  listEntityTag,
  updateList,
} from "@/features/lists/lists";
import { changeOwnerPassword, createList, ownerLogin } from "@/features/lists/owner-password";
import { openListStream } from "@/lib/server/live/stream";
import { ownerMailInput } from "@/features/mail/input";
import { ITEM_FIELDS, LIST_SETTINGS, OWNER, OWNER_ONLY } from "@/lib/server/openapi/operation";
import { getCelebratedView } from "@/features/owners/owner-links";
import { requireListOwner } from "@/lib/server/auth";
import { publicBaseUrl } from "@/lib/server/public-url";
import { CHANGES_PAUSED_HEADER } from "@/lib/server/page-cache";
import { exportList, importAttempt, importList } from "@/features/lists/transfer";
import {
  changeOwnerPasswordSchema,
  createListSchema,
  EDIT_TOKEN_HEADER,
  editTokenHeaderSchema,
  listExportSchema,
  listGetSchema,
  listQuerySchema,
  ownerAccessSchema,
  ownerLoginSchema,
  updateListSchema,
  VIEW_TOKEN_HEADER,
} from "@/features/lists/shared/list";
import { importListSchema, LIST_IMPORT_MAX_BYTES } from "@/features/lists/shared/list-document";
import { ownerEmailSchema } from "@/features/mail/shared/mail";
import { listDocumentAnswerSchema } from "@/features/lists/shared/list-responses";

// The list endpoints (docs/api.md): reading and following a list, creating, the owner's login,
// settings, password, deleting, export and import. Each entry: what the OpenAPI document says,
// how the body is read, and the handler (docs/decisions/090).

// the owner's, the celebrated person's and the visitors' answers share an address: a cache must
// keep them apart (and serve neither of the first two from a visitors' copy)
const VARY = { vary: "X-Edit-Token, X-View-Token" };

export const LIST_ENDPOINTS = defineEndpoints({
  list_get: {
    access: "anyone or owner",
    summary: "Read a list and its items",
    description:
      "Answers an `ETag` naming the list's version; `If-None-Match` with it gets a 304. The owner sends " +
      "the edit token in the `X-Edit-Token` header: then `received` is always shown, and in surprise mode " +
      "(an open list) the reservers are left out unless `reveal=1`; the owner's answer also names the " +
      "co-owner links (`owners`) and the celebrated view's link (`celebrated_link`), a co-owner's neither. `X-View-Token` " +
      "instead answers the celebrated person's view: the wishes as written, nothing of who gave what.",
    input: listGetSchema,
    headerParameters: [
      { name: "X-Edit-Token", description: "The owner's (or a co-owner's) edit token: the owner's view of the list" },
      { name: "X-View-Token", description: "The celebrated view's token: the view without reservations" },
    ],
    revalidates: true,
    errors: [
      "slug_required",
      "invalid_field",
      "list_not_found",
      "edit_token_invalid",
      "owner_link_revoked",
      "view_link_revoked",
      "list_hidden",
    ],
    handle: async ({ parse, request }) => {
      const { slug, reveal } = parse();
      const editToken = editTokenHeaderSchema.parse(request.headers.get(EDIT_TOKEN_HEADER) ?? undefined);
      const viewToken = editTokenHeaderSchema.parse(request.headers.get(VIEW_TOKEN_HEADER) ?? undefined);
      if (editToken === undefined && viewToken !== undefined) {
        // the celebrated person (decision 123): read fresh, no version, no tag, kept by no cache
        const view = await getCelebratedView(slug, viewToken);
        return respondOk<"list_get">(view, { "cache-control": "no-store", ...VARY });
      }
      if (editToken !== undefined) {
        // the owner (docs/api.md "Surprise"): read fresh, checked, never from the visitors' copy
        const viewer = reveal ? "owner-revealed" : "owner";
        const answer = await getOwnerList(slug, editToken, viewer, publicBaseUrl(request.headers).baseUrl);
        // the day a deletion is announced changes the owner's answer without a new version
        const etag = listEntityTag(answer.version, viewer, answer.list.deletion_date);
        if (namesEntityTag(request, etag)) return respondNotModified(etag);
        return respondOk<"list_get">(answer, { ...REVALIDATE_HEADERS, ...VARY, etag });
      }
      // A client holding the current version gets a 304 after one small read, without the items;
      // otherwise that read also tells whether this instance's copy is current. While the database
      // is away, the copy this instance holds answers, marked with the fault (docs/api.md "list_get",
      // docs/decisions/080).
      const current = request.headers.has("if-none-match") ? await currentOrKeptStamp(slug) : undefined;
      if (current && namesEntityTag(request, listEntityTag(current.version))) {
        return respondNotModified(listEntityTag(current.version));
      }
      const { paused, ...answer } = await getListWithItems(slug, current);
      const kept: Record<string, string> = paused ? { [CHANGES_PAUSED_HEADER]: paused } : {};
      return respondOk<"list_get">(answer, {
        ...REVALIDATE_HEADERS,
        ...VARY,
        etag: listEntityTag(answer.version),
        ...kept,
      });
    },
  },
  list_events: {
    access: "anyone",
    summary: "Follow a list live",
    description:
      "Server-sent events: `data:` lines name the list's new version after every change; `event: gone` says the list was deleted, and the stream ends.",
    input: listQuerySchema,
    answer: { contentType: "text/event-stream", description: "A stream of the list's versions" },
    errors: ["slug_required", "list_not_found", "too_many_streams"],
    handle: async ({ parse, request, clientAddress }) =>
      openListStream({ slug: parse().slug, clientAddress, signal: request.signal }),
  },
  list_create: {
    access: "anyone",
    summary: "Create a list",
    input: createListSchema,
    errors: [
      "title_required",
      "title_too_long",
      "owner_password_required",
      "password_too_long",
      "control_characters",
      "too_many_attempts",
    ],
    handle: async ({ parse, clientAddress }) => {
      const { slug, editToken } = await createList({ ...parse(), clientAddress });
      return { slug, edit_token: editToken };
    },
  },
  owner_login: {
    access: "anyone",
    summary: "Log in as the owner: a new edit token",
    input: ownerLoginSchema,
    errors: [
      "slug_required",
      "list_not_found",
      "owner_password_missing",
      "password_too_long",
      "control_characters",
      "wrong_password",
      "too_many_attempts",
    ],
    handle: async ({ parse, clientAddress }) => {
      const { editToken } = await ownerLogin({ ...parse(), clientAddress });
      return { edit_token: editToken };
    },
  },
  // One cheap question before owner tools appear: is this token (still) the owner's? 404 for an
  // unknown list, 403 for a wrong or revoked token (a 256-bit token cannot be guessed, so no limit).
  owner_check: {
    access: "owner",
    summary: "Is this edit token (still) the owner's?",
    input: ownerAccessSchema,
    errors: OWNER,
    // the frame checked the token before the handler (lib/server/http/access.ts)
    handle: async () => ({}),
  },
  list_update: {
    access: "owner",
    summary: "Change a list's title or settings",
    description:
      "Partial: an absent field keeps its value, `null` clears an optional one. `keep: true` is the owner's " +
      '"keep it": the list counts as changed now, so a deletion under RETENTION_DAYS moves away (docs/api.md "Retention").',
    input: updateListSchema,
    mailInput: ownerEmailSchema,
    errors: [...OWNER_ONLY, ...LIST_SETTINGS, "invalid_email", "invalid_celebrated_view"],
    handle: async ({ list, parse, input, locale, clientAddress }) => {
      const mail = ownerMailInput(input, locale, clientAddress);
      // the list's one owner address is the owner's: a co-owner's own there would outlive a revoked
      // link, and the owner never sees it (docs/decisions/210-the-owner-address-is-the-owners.md)
      if (mail?.notifyEmail !== undefined) await requireListOwner(parse());
      return updateList(list, parse(), mail);
    },
  },
  list_password: {
    access: "owner, not co-owner",
    summary: "Change the owner password (revokes every older edit token)",
    input: changeOwnerPasswordSchema,
    errors: [
      ...OWNER_ONLY,
      "owner_password_missing",
      "new_password_required",
      "password_too_long",
      "control_characters",
      "wrong_password",
      "too_many_attempts",
    ],
    handle: async ({ list, parse, clientAddress }) => {
      const { editToken } = await changeOwnerPassword(list, { ...parse(), clientAddress });
      return { edit_token: editToken };
    },
  },
  // Deletes a list for good (docs/api.md "list_delete"); the owner token travels in the body.
  list_delete: {
    access: "owner",
    summary: "Delete a list for good",
    input: ownerAccessSchema,
    errors: OWNER,
    handle: async ({ list }) => {
      await deleteList(list);
      return {};
    },
  },
  // The owner token travels in the POST body, never in a URL; `reveal` names the givers in surprise mode.
  list_export: {
    access: "owner",
    summary: "Export a list as a document",
    description:
      "While surprise mode hides the givers from the owner (surprise on, list open), pledges carry no " +
      "`pledged_by` unless `reveal=1`.",
    input: listExportSchema,
    errors: [...OWNER, "invalid_field"],
    handle: async ({ list, parse }) => ({ document: await exportList(list, parse()) }),
  },
  list_import: {
    access: "anyone",
    summary: "Make a new list from an exported document",
    description: "`document` is the export's JSON, as an object or as text (form bodies, file uploads); up to 3 MiB.",
    input: importListSchema(serverConfig.maxItemsPerList),
    inputFields: { document: listDocumentAnswerSchema },
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
      "storage_quota",
      "uploads_busy",
    ],
    maxBodyBytes: LIST_IMPORT_MAX_BYTES,
    rawBody: true,
    // counted before a byte of the file is read; only an import that made a list is given back.
    // The body is decoded and checked (by `input`) in a worker thread (docs/decisions/068).
    attempt: importAttempt,
    handle: async ({ body, clientAddress, request }) => {
      const input = await checkImport(body!, serverConfig.maxItemsPerList);
      // its pictures count against the address's picture budget; a client gone stops the work
      const { slug, editToken } = await importList({ ...input, clientAddress, signal: request.signal });
      return { slug, edit_token: editToken };
    },
  },
});
