// How the browser's API client (./api-client.ts) sends a request and reads its answer: the request
// types read from the server's schemas, the encodings, the aliases tried on 404/405, one retry after
// a database fault. Split from ./api-client.ts, which re-exports it, to keep both under 300 lines.
import type { z } from "zod";
import { ENDPOINTS } from "../api-paths.mjs";
import type { ErrorCode } from "../errors";
import { withOneRetry } from "./change-retry";
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
import type {
  ownerInviteAcceptSchema,
  ownerInviteRevokeSchema,
  ownerInviteSchema,
} from "../../features/owners/shared/co-owner";
import type { GiverExtrasRequest } from "../../features/suggestions/shared/suggestion";
import type { ApiAnswer, ApiRoute } from "../wire";
import { noAnswer, type ApiFailure } from "./no-answer";
import { sendingOwnChange } from "./own-changes";

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

export type ApiOutcome<R extends ApiRoute> = ApiAnswer<R> | ApiFailure;
/** list_get as the owner and the visitors read it; the celebrated person's view is the other shape. */
export type ListRead = Exclude<ApiAnswer<"list_get">, { view: "celebrated" }>;
export type CelebratedRead = Extract<ApiAnswer<"list_get">, { view: "celebrated" }>;

type FormFields = Record<string, string | string[] | undefined>;
type Body<R extends PostRoute> = { form: ApiRequest[R] & FormFields } | { json: ApiRequest[R] };

export { noAnswer, type ApiFailure };

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
    // as the server sent it: the catalogue (lib/errors.ts) stays out of the browser's scripts, and a
    // code this client does not know matches none of its comparisons (decision 145)
    code: typeof failure.code === "string" ? (failure.code as ErrorCode) : null,
    field: typeof failure.field === "string" ? failure.field : undefined,
    status: response.status,
    network: false,
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** A multipart POST (a picture upload); the browser writes the boundary itself. */
export function postMultipart<R extends ApiRoute & keyof typeof ENDPOINTS>(
  name: R,
  form: FormData,
): Promise<ApiOutcome<R>> {
  return withOneRetry(async () => {
    try {
      return await interpret<R>(
        await sendingOwnChange(fetch(ENDPOINTS[name].path, { method: "POST", body: form, credentials: "same-origin" })),
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
      const sent = fetch(path, { method: "POST", headers, body: payload, credentials: "same-origin" });
      const response = await sendingOwnChange(sent);
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
