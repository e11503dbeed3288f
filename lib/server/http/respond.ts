import "server-only";
import { namesIn } from "../../bidi-isolate";
import { AppError, type ErrorCode } from "../../errors";
import type { Locale } from "../../locale";
import type { ApiAnswerData, ApiErrorBody, ApiRoute } from "../../validations/responses";
import { errorText } from "../messages";

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
};

/** `{ ok: true, ...data }` with status 200; `data` has the shape declared for route `R`. */
export function respondOk<R extends ApiRoute>(
  data: ApiAnswerData<R>,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ ok: true, ...data }), {
    status: 200,
    headers: { ...JSON_HEADERS, ...extraHeaders },
  });
}

/**
 * `respondOk` for an answer whose `secret` part must not show in its size (a person's match,
 * decision 234): the JSON is followed by as many spaces (JSON's own white space) as the part is
 * shorter than `secretBytes`, its most, so the answer is as long whatever the part holds. It goes
 * out uncompressed (`no-transform`: Next's compression, and any proxy that keeps the rule, leaves
 * it as it is), since a compressed size would tell the part again, and whether it was compressed.
 */
export function respondOkPadded<R extends ApiRoute>(data: ApiAnswerData<R>, secret: unknown, secretBytes: number) {
  const text = JSON.stringify({ ok: true, ...data });
  const padding = Math.max(0, secretBytes - Buffer.byteLength(JSON.stringify(secret)));
  return new Response(text + " ".repeat(padding), {
    status: 200,
    headers: { ...JSON_HEADERS, "cache-control": "no-store, no-transform" },
  });
}

/**
 * An answer a client may keep and revalidate (docs/decisions/030-list-get-etag.md): `etag` names
 * this version of it; a request whose If-None-Match names it gets a bodyless 304.
 */
export const REVALIDATE_HEADERS = { "cache-control": "private, no-cache" } as const;

export function respondNotModified(etag: string): Response {
  return new Response(null, { status: 304, headers: { ...REVALIDATE_HEADERS, etag } });
}

/** True when the request's If-None-Match names `etag` (a list of tags, weak or strong, or `*`). */
export function namesEntityTag(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** `{ ok: false, code, error, field?, remaining? }` with the code's status and a sentence in `locale`. */
export function respondError(
  error: AppError | ErrorCode,
  locale: Locale,
  extraHeaders: Record<string, string> = {},
): Response {
  const appError = typeof error === "string" ? new AppError(error) : error;
  const headers: Record<string, string> = { ...JSON_HEADERS, ...extraHeaders };
  const values: Record<string, number | string> = {};
  if (appError.retryAfterSeconds !== undefined) {
    headers["retry-after"] = String(appError.retryAfterSeconds);
    values.minutes = Math.max(1, Math.ceil(appError.retryAfterSeconds / 60));
  }
  if (appError.limit !== undefined) values.limit = appError.limit;
  const why = appError.impossibility;
  if (why) {
    // the people named in the sentence, as the caller's language lists them ("Anna, Ben and Carl"),
    // each isolated when written the other way round (decision 040): "Anna و Ben" keeps its order
    const list = (names: string[]) => namesIn(locale, names);
    Object.assign(values, { reason: why.reason, people: list(why.people), others: list(why.others) });
  }
  const body: ApiErrorBody = {
    ok: false,
    code: appError.code,
    error: errorText(appError.code, locale, values),
    ...(appError.field ? { field: appError.field } : {}),
    ...(appError.remaining !== undefined ? { remaining: appError.remaining } : {}),
    ...(appError.limit !== undefined ? { limit: appError.limit } : {}),
    ...(why ?? {}),
  };
  return new Response(JSON.stringify(body), { status: appError.status, headers });
}
