// The browser's one way to talk to the API (docs/product.md §7). No component calls fetch itself.
// Each call names its endpoint; its path and aliases are lib/api-paths.mjs's. It keeps the original
// client's tolerance for older backends: an endpoint's aliases are tried on 404/405, and a
// plain-text answer of ok/true/1 counts as success (any other text is the error).
// Request types are read from the schemas the server validates with, answer types from
// lib/validations/responses.ts; both as type imports only, so zod stays out of the browser bundle.
import type { z } from "zod";
import { ENDPOINTS } from "../api-paths.mjs";
import { isErrorCode } from "../errors";
import type { Currency } from "../list-settings";
import { withOneRetry } from "./changes-paused";
import type {
  createItemSchema,
  deleteItemSchema,
  previewItemSchema,
  renameSectionSchema,
  reorderItemsSchema,
  updateItemSchema,
} from "../../features/items/shared/item";
import type {
  changeOwnerPasswordSchema,
  createListSchema,
  listExportSchema,
  ownerAccessSchema,
  ownerLoginSchema,
  updateListSchema,
} from "../../features/lists/shared/list";
import type { removeItemImageSchema } from "../../features/pictures/shared/item-image";
import type { importItemsSchema, importPreviewSchema } from "../../features/wish-import/shared/items-import";
import type { importListSchema } from "../../features/lists/shared/list-document";
import type { pledgeSchema, unpledgeSchema } from "../../features/giving/shared/pledge";
import type { reserveSchema, unreserveSchema } from "../../features/giving/shared/reservation";
import type { mailTokenSchema, ownerEmailSchema } from "../../features/mail/shared/mail";
import type { DrawApiRequest } from "../../features/draws/shared/draw";
import type { ownerInviteAcceptSchema, ownerInviteRevokeSchema, ownerInviteSchema } from "../../features/owners/shared/co-owner";
import type { GiverExtrasRequest } from "../../features/suggestions/shared/suggestion";
import type { ApiAnswer, ApiErrorBody, ApiRoute } from "../wire";

/** What each endpoint the browser posts to takes: the input its server-side schema accepts. */
export type ApiRequest = {
  list_create: z.input<typeof createListSchema>;
  list_import: z.input<ReturnType<typeof importListSchema>>;
  list_export: z.input<typeof listExportSchema>;
  owner_login: z.input<typeof ownerLoginSchema>;
  owner_check: z.input<typeof ownerAccessSchema>;
  /** `notify_email`: only while the server sends mail (decision 081). */
  list_update: z.input<typeof updateListSchema> & z.input<typeof ownerEmailSchema>;
  list_password: z.input<typeof changeOwnerPasswordSchema>;
  list_delete: z.input<typeof ownerAccessSchema>;
  owner_invite: z.input<typeof ownerInviteSchema>;
  owner_invite_accept: z.input<typeof ownerInviteAcceptSchema>;
  owner_invite_revoke: z.input<typeof ownerInviteRevokeSchema>;
  item_create: z.input<typeof createItemSchema>;
  item_update: z.input<typeof updateItemSchema>;
  item_delete: z.input<typeof deleteItemSchema>;
  item_reorder: z.input<typeof reorderItemsSchema>;
  item_preview: z.input<typeof previewItemSchema>;
  items_import_preview: z.input<typeof importPreviewSchema>;
  items_import: z.input<typeof importItemsSchema>;
  item_image_delete: z.input<typeof removeItemImageSchema>;
  section_rename: z.input<typeof renameSectionSchema>;
  item_reserve: z.input<typeof reserveSchema>;
  item_unreserve: z.input<typeof unreserveSchema>;
  item_pledge: z.input<typeof pledgeSchema>;
  item_unpledge: z.input<typeof unpledgeSchema>;
  mail_confirm: z.input<typeof mailTokenSchema>;
  mail_unsubscribe: z.input<typeof mailTokenSchema>;
  mail_resubscribe: z.input<typeof mailTokenSchema>;
} & DrawApiRequest & // secret-santa draws: their calls are in ./api-client-draws.ts
  GiverExtrasRequest; // suggestions and questions: their calls are in ./api-client-givers.ts
export type PostRoute = keyof ApiRequest;

/** Every change of a list's settings; absent keeps, null clears (docs/api.md list_update). */
export type ListUpdate = ApiRequest["list_update"];
/** An item's own fields as the owner sends them; the list and item are named by the call. */
export type ItemChanges = Omit<ApiRequest["item_update"], "slug" | "edit_token" | "item_id">;
export type NewItem = Omit<ApiRequest["item_create"], "slug" | "edit_token">;

export type ApiFailure = {
  ok: false;
  /** The server's sentence (already in the user's language), or null when there was none. */
  error: string | null;
  code: ApiErrorBody["code"] | null;
  /** The input the server blames, as it names it (e.g. "owner_password", "document.list.title"). */
  field?: ApiErrorBody["field"];
  /** HTTP status, or null when the request never got an answer. */
  status: number | null;
  network: boolean;
  /** The answer's Retry-After, in seconds, when it sent one. */
  retryAfterSeconds?: number;
};
export type ApiOutcome<R extends ApiRoute> = ApiAnswer<R> | ApiFailure;
/** list_get as the owner and the visitors read it; the celebrated person's view is the other shape. */
export type ListRead = Exclude<ApiAnswer<"list_get">, { view: "celebrated" }>;
export type CelebratedRead = Extract<ApiAnswer<"list_get">, { view: "celebrated" }>;

type FormFields = Record<string, string | string[] | undefined>;
type Body<R extends PostRoute> = { form: ApiRequest[R] & FormFields } | { json: ApiRequest[R] };

/** The request never got an answer (offline, server down, aborted). */
export const noAnswer = (): ApiFailure => ({ ok: false, error: null, code: null, status: null, network: true });

function encode(body: { form: FormFields } | { json: unknown }): { headers: Record<string, string>; body: string } {
  if ("json" in body) return { headers: { "content-type": "application/json" }, body: JSON.stringify(body.json) };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body.form)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return { headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" }, body: params.toString() };
}

export async function interpret<R extends ApiRoute>(response: Response): Promise<ApiOutcome<R>> {
  const text = await response.text();
  const plain = text.trim();
  // before JSON.parse: "true" and "1" are valid JSON, but here they are the old plain-text success
  if (response.ok && ["ok", "true", "1"].includes(plain.toLowerCase())) return { ok: true } as ApiOutcome<R>;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: plain || null, code: null, status: response.status, network: false };
  }
  if (parsed && typeof parsed === "object" && (parsed as { ok?: unknown }).ok === true && response.ok) {
    return parsed as ApiAnswer<R>;
  }
  const failure = (parsed ?? {}) as { error?: unknown; code?: unknown; field?: unknown };
  const retryAfter = Number(response.headers.get("retry-after") ?? NaN);
  return {
    ok: false,
    error: typeof failure.error === "string" ? failure.error : null,
    code: isErrorCode(failure.code) ? failure.code : null,
    field: typeof failure.field === "string" ? failure.field : undefined,
    status: response.status,
    network: false,
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** A multipart POST (a picture upload); the browser writes the boundary itself. */
function postMultipart<R extends ApiRoute & keyof typeof ENDPOINTS>(name: R, form: FormData): Promise<ApiOutcome<R>> {
  return withOneRetry(async () => {
    try {
      return await interpret<R>(
        await fetch(ENDPOINTS[name].path, { method: "POST", body: form, credentials: "same-origin" }),
      );
    } catch {
      return noAnswer();
    }
  });
}

/** POSTs to endpoint `name` (see postOnce), and once more after a database fault. */
export function post<R extends PostRoute>(name: R, body: Body<R>): Promise<ApiOutcome<R>> {
  return withOneRetry(() => postOnce(name, body));
}

/** The endpoint's paths in the order the original client tried them (lib/api-paths.mjs `aliasFirst`). */
function triedPaths(name: PostRoute): string[] {
  const endpoint = ENDPOINTS[name];
  const aliases: readonly string[] = "aliases" in endpoint ? endpoint.aliases : [];
  return "aliasFirst" in endpoint ? [...aliases, endpoint.path] : [endpoint.path, ...aliases];
}

/** POSTs to the endpoint's first path; on 404/405 tries the next one, as the original client did. */
async function postOnce<R extends PostRoute>(name: R, body: Body<R>): Promise<ApiOutcome<R>> {
  const { headers, body: payload } = encode(body);
  let outcome: ApiOutcome<R> = noAnswer();
  for (const path of triedPaths(name)) {
    try {
      const response = await fetch(path, { method: "POST", headers, body: payload, credentials: "same-origin" });
      outcome = await interpret<R>(response);
      if (outcome.ok || (response.status !== 404 && response.status !== 405)) return outcome;
      // a JSON 404 that names a missing list or item is a real answer, not a missing endpoint
      if (outcome.code && outcome.code !== "not_found" && outcome.code !== "method_not_allowed") return outcome;
    } catch {
      return noAnswer();
    }
  }
  return outcome;
}

/** The owner reads with the edit token (in a header, never the address); `reveal` peeks past the surprise. */
export type OwnerRead = { editToken: string; reveal: boolean };

export function getList(slug: string, owner?: OwnerRead): Promise<ListRead | ApiFailure> {
  // "no-cache": the browser keeps the answer and revalidates it with its ETag, so an unchanged list
  // comes back as a bodyless 304 (docs/decisions/030-list-get-etag.md).
  const reveal = owner?.reveal ? "&reveal=1" : "";
  return fetch(`${ENDPOINTS.list_get.path}?slug=${encodeURIComponent(slug)}${reveal}`, {
    cache: "no-cache",
    credentials: "same-origin",
    headers: owner ? { "X-Edit-Token": owner.editToken } : {},
  })
    .then((response) => interpret<"list_get">(response) as Promise<ListRead | ApiFailure>)
    .catch(noAnswer);
}

/** The celebrated person's view (docs/decisions/123): its token in a header, never in the address. */
export function getCelebratedView(slug: string, viewToken: string): Promise<CelebratedRead | ApiFailure> {
  return fetch(`${ENDPOINTS.list_get.path}?slug=${encodeURIComponent(slug)}`, {
    cache: "no-store",
    credentials: "same-origin",
    headers: { "X-View-Token": viewToken },
  })
    .then((response) => interpret<"list_get">(response) as Promise<CelebratedRead | ApiFailure>)
    .catch(noAnswer);
}

export function createList(title: string, ownerPassword: string, currency?: Currency) {
  return post("list_create", {
    form: { title, owner_password: ownerPassword, currency },
  });
}

export function ownerLogin(slug: string, ownerPassword: string) {
  return post("owner_login", {
    form: { slug, owner_password: ownerPassword },
  });
}

/** Answers ok while `editToken` is a live token of the list (403 once revoked). */
export function checkOwnerToken(slug: string, editToken: string) {
  return post("owner_check", { form: { slug, edit_token: editToken } });
}

export function updateList(update: ListUpdate) {
  return post("list_update", { json: update });
}

export function changeOwnerPassword(slug: string, editToken: string, currentPassword: string, newPassword: string) {
  return post("list_password", {
    form: { slug, edit_token: editToken, owner_password: currentPassword, new_owner_password: newPassword },
  });
}

export function createItem(slug: string, editToken: string, item: NewItem) {
  return post("item_create", { json: { slug, edit_token: editToken, ...item } });
}

/** What a shop link says about its product (docs/api.md "item_preview"); it stores nothing. */
/** `page`: the shop's page as the bookmarklet sent it, read instead of fetching `url` (decision 072). */
export function previewItem(slug: string, editToken: string, url: string, page?: string) {
  return post("item_preview", {
    json: { slug, edit_token: editToken, url, ...(page === undefined ? {} : { page }) },
  });
}

/** What pasted text, a CSV file's text or a list page holds, for review (docs/api.md "items_import_preview"). */
export function previewImport(slug: string, editToken: string, source: { text: string } | { csv: string }) {
  return post("items_import_preview", { json: { slug, edit_token: editToken, ...source } });
}

/** The reviewed wishes, saved all or none (docs/api.md "items_import"). */
export type ImportedWish = ApiRequest["items_import"]["items"][number];
export function importItems(slug: string, editToken: string, items: ImportedWish[], section?: string) {
  return post("items_import", { json: { slug, edit_token: editToken, items, ...(section ? { section } : {}) } });
}

export function updateItem(slug: string, editToken: string, itemId: string, changes: ItemChanges) {
  return post("item_update", {
    json: { slug, edit_token: editToken, item_id: itemId, ...changes },
  });
}

/** The owner's own picture for an item, from the camera, gallery or a file (docs/api.md "item_image"). */
export function uploadItemImage(slug: string, editToken: string, itemId: string, image: Blob) {
  const form = new FormData();
  form.append("slug", slug);
  form.append("edit_token", editToken);
  form.append("item_id", itemId);
  form.append("image", image);
  return postMultipart("item_image", form);
}

/** The item without a picture and without a picture link. */
export function removeItemImage(slug: string, editToken: string, itemId: string) {
  return post("item_image_delete", {
    form: { slug, edit_token: editToken, item_id: itemId },
  });
}

/** Files every wish under `from` under `to` (null: no section) in one change (docs/api.md "section_rename"). */
export function renameSection(slug: string, editToken: string, from: string, to: string | null) {
  return post("section_rename", { json: { slug, edit_token: editToken, from, to } });
}

export function deleteItem(slug: string, editToken: string, itemId: string) {
  return post("item_delete", {
    form: { slug, edit_token: editToken, item_id: itemId },
  });
}

export function reorderItems(slug: string, editToken: string, itemIds: string[]) {
  return post("item_reorder", {
    json: { slug, edit_token: editToken, item_ids: itemIds },
  });
}

/** Deletes the list for good (docs/api.md "list_delete"). */
export function deleteList(slug: string, editToken: string) {
  return post("list_delete", { form: { slug, edit_token: editToken } });
}

/**
 * The list as a file; `reveal` names who chipped in even while surprise mode hides it from the
 * owner (docs/api.md "Surprise and closing").
 */
export function exportList(slug: string, editToken: string, { reveal = false } = {}) {
  return post("list_export", {
    form: { slug, edit_token: editToken, ...(reveal ? { reveal: "1" } : {}) },
  });
}

/** A new list from a document (as parsed JSON or as the file's text). */
export function importList(document: unknown, title: string | undefined, ownerPassword: string) {
  return post("list_import", {
    json: { document, title: title || undefined, owner_password: ownerPassword },
  });
}
