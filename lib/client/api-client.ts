// The browser's one way to talk to the API (docs/product.md §7). No component calls fetch itself.
// Each call names its endpoint; its path and aliases are lib/api-paths.mjs's. It keeps the original
// client's tolerance for older backends: an endpoint's aliases are tried on 404/405, and a
// plain-text answer of ok/true/1 counts as success (any other text is the error).
// Request types are read from the schemas the server validates with, answer types from
// lib/validations/responses.ts; both as type imports only, so zod stays out of the browser bundle.
import type { Currency } from "../list-settings";
import { ENDPOINTS } from "../api-paths.mjs";
import {
  interpret,
  noAnswer,
  post,
  postMultipart,
  type ApiFailure,
  type ApiRequest,
  type CelebratedRead,
  type ItemChanges,
  type ListUpdate,
  type NewItem,
} from "./api-transport";

export * from "./api-transport";
// the calls a visitor's list page makes, in a module of their own: the owner's calls below stay out
// of its first scripts (issue 57, decision 157)
export * from "./list-reads";

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
/** What "Bring wishes along" reads: pasted text, a CSV file, or a page's address (with the page the bookmarklet sent). */
export type ImportSource = { text: string } | { csv: string } | { url: string; page?: string };
export function previewImport(slug: string, editToken: string, source: ImportSource) {
  return post("items_import_preview", { json: { slug, edit_token: editToken, ...source } });
}

/** The reviewed wishes, saved all or none (docs/api.md "items_import"). */
export type ImportedWish = ApiRequest["items_import"]["items"][number];
export function importItems(slug: string, editToken: string, items: ImportedWish[], section?: string) {
  return post("items_import", { json: { slug, edit_token: editToken, items, ...(section ? { section } : {}) } });
}

/**
 * A found wish's picture as the review shows it: a small WebP the server fetched (docs/api.md
 * "items_import_picture"), so the page asks no other host; the edit token goes in the body.
 */
export async function reviewPicture(
  slug: string,
  editToken: string,
  url: string,
  signal: AbortSignal,
): Promise<Blob | ApiFailure> {
  try {
    const response = await fetch(ENDPOINTS.items_import_picture.path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug, edit_token: editToken, url }),
      credentials: "same-origin",
      signal,
    });
    if (response.ok && response.headers.get("content-type") === "image/webp") return await response.blob();
    const outcome = await interpret(response);
    return outcome.ok ? noAnswer() : outcome;
  } catch {
    return noAnswer();
  }
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
