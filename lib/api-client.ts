// The browser's one way to talk to the API (docs/product.md §7). No component calls fetch itself.
// It keeps the original client's tolerance for older backends: alternative paths on 404/405, and
// a plain-text answer of ok/true/1 counts as success (any other text is the error).
import { isErrorCode, type ErrorCode } from "./errors";
import type { WireItem, WireList } from "./wire";

export type ApiFailure = {
  ok: false;
  /** The server's sentence (already in the user's language), or null when there was none. */
  error: string | null;
  code: ErrorCode | null;
  field?: string;
  /** HTTP status, or null when the request never got an answer. */
  status: number | null;
  network: boolean;
};
export type ApiOutcome<T> = ({ ok: true } & T) | ApiFailure;

type Body = { form: Record<string, string | string[] | undefined> } | { json: unknown };

function encode(body: Body): { headers: Record<string, string>; body: string } {
  if ("json" in body) return { headers: { "content-type": "application/json" }, body: JSON.stringify(body.json) };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body.form)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return { headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" }, body: params.toString() };
}

async function interpret<T>(response: Response): Promise<ApiOutcome<T>> {
  const text = await response.text();
  const plain = text.trim();
  // before JSON.parse: "true" and "1" are valid JSON, but here they are the old plain-text success
  if (response.ok && ["ok", "true", "1"].includes(plain.toLowerCase())) return { ok: true } as ApiOutcome<T>;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: plain || null, code: null, status: response.status, network: false };
  }
  if (parsed && typeof parsed === "object" && (parsed as { ok?: unknown }).ok === true && response.ok) {
    return parsed as ApiOutcome<T>;
  }
  const failure = (parsed ?? {}) as { error?: unknown; code?: unknown; field?: unknown };
  return {
    ok: false,
    error: typeof failure.error === "string" ? failure.error : null,
    code: isErrorCode(failure.code) ? failure.code : null,
    field: typeof failure.field === "string" ? failure.field : undefined,
    status: response.status,
    network: false,
  };
}

/** POSTs to the first path; on 404/405 tries the next one, as the original client did. */
async function post<T>(paths: string[], body: Body): Promise<ApiOutcome<T>> {
  const { headers, body: payload } = encode(body);
  let outcome: ApiOutcome<T> = { ok: false, error: null, code: null, status: null, network: true };
  for (const path of paths) {
    try {
      const response = await fetch(path, { method: "POST", headers, body: payload, credentials: "same-origin" });
      outcome = await interpret<T>(response);
      if (outcome.ok || (response.status !== 404 && response.status !== 405)) return outcome;
      // a JSON 404 that names a missing list or item is a real answer, not a missing endpoint
      if (outcome.code && outcome.code !== "not_found" && outcome.code !== "method_not_allowed") return outcome;
    } catch {
      return { ok: false, error: null, code: null, status: null, network: true };
    }
  }
  return outcome;
}

export function getList(slug: string): Promise<ApiOutcome<{ list: WireList; items: WireItem[] }>> {
  return fetch(`/api/list_get.php?slug=${encodeURIComponent(slug)}`, { cache: "no-store", credentials: "same-origin" })
    .then((response) => interpret<{ list: WireList; items: WireItem[] }>(response))
    .catch(() => ({ ok: false, error: null, code: null, status: null, network: true }));
}

export function createList(title: string, ownerPassword: string) {
  return post<{ slug: string; edit_token: string }>(["/api/list_create.php", "/api/list.create.php"], {
    form: { title, owner_password: ownerPassword },
  });
}

export function ownerLogin(slug: string, ownerPassword: string) {
  return post<{ edit_token: string }>(["/api/list.owner.login", "/api/list.owner.login.php"], {
    form: { slug, owner_password: ownerPassword },
  });
}

/** Answers ok while `editToken` is a live token of the list (403 once revoked). */
export function checkOwnerToken(slug: string, editToken: string) {
  return post<Record<never, never>>(["/api/list.owner.check"], { form: { slug, edit_token: editToken } });
}

export type ListUpdate = {
  slug: string;
  edit_token: string;
  new_title?: string;
  theme_color?: string;
  font_key?: string;
  bg_theme?: string;
  event_date?: string | null;
  event_location?: string | null;
  event_note?: string | null;
  require_name?: boolean;
  identity_mode?: string;
  occasion?: string;
  icon_pack_key?: string | null;
};

export function updateList(update: ListUpdate) {
  return post<{ list: WireList }>(["/api/list_update.php"], { json: update });
}

export function changeOwnerPassword(slug: string, editToken: string, currentPassword: string, newPassword: string) {
  return post<{ edit_token: string }>(["/api/list_password.php"], {
    form: { slug, edit_token: editToken, owner_password: currentPassword, new_owner_password: newPassword },
  });
}

export type ItemInput = {
  title?: string;
  url?: string | null;
  image_url?: string | null;
  price?: string | number | null;
  note?: string | null;
};

export function createItem(slug: string, editToken: string, item: ItemInput & { title: string }) {
  return post<{ item: WireItem }>(["/api/item_create.php"], { json: { slug, edit_token: editToken, ...item } });
}

export function updateItem(slug: string, editToken: string, itemId: string, changes: ItemInput) {
  return post<{ item: WireItem }>(["/api/item_update.php"], {
    json: { slug, edit_token: editToken, item_id: itemId, ...changes },
  });
}

export function deleteItem(slug: string, editToken: string, itemId: string) {
  return post<Record<never, never>>(["/api/item_delete.php"], {
    form: { slug, edit_token: editToken, item_id: itemId },
  });
}

export function reorderItems(slug: string, editToken: string, itemIds: string[]) {
  return post<{ items: WireItem[] }>(["/api/item_reorder.php"], {
    json: { slug, edit_token: editToken, item_ids: itemIds },
  });
}

/** `name` is the trimmed name in name mode, the emoji in icon mode, empty otherwise. */
export function reserveItem(itemId: string, name: string, password: string) {
  return post<Record<never, never>>(["/api/item_reserve", "/api/item_reserve.php"], {
    form: { item_id: itemId, name, password },
  });
}

export function unreserveItem(itemId: string, password: string) {
  return post<Record<never, never>>(["/api/item_unreserve", "/api/item_unreserve.php"], {
    form: { item_id: itemId, password },
  });
}

/** The owner releases any reservation of their list with the edit token. */
export function releaseAsOwner(slug: string, editToken: string, itemId: string) {
  return post<Record<never, never>>(["/api/item_unreserve", "/api/item_unreserve.php"], {
    form: { item_id: itemId, slug, edit_token: editToken },
  });
}

/** The list as a versioned document (docs/list-format.md); the token goes in the body. */
export function exportList(slug: string, editToken: string) {
  return post<{ document: unknown }>(["/api/list_export.php"], { form: { slug, edit_token: editToken } });
}

/** A new list from a document (as parsed JSON or as the file's text). */
export function importList(document: unknown, title: string | undefined, ownerPassword: string) {
  return post<{ slug: string; edit_token: string }>(["/api/list_import.php"], {
    json: { document, title: title || undefined, owner_password: ownerPassword },
  });
}
