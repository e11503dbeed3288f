import "server-only";
import { AppError, type ErrorCode } from "../../errors";
import type { Locale } from "../../locale";
import type { ApiAnswerData, ApiErrorBody, ApiRoute } from "../../validations/responses";
import { errorText } from "../messages";

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
};

/** `{ ok: true, ...data }` with status 200; `data` has the shape declared for route `R`. */
export function respondOk<R extends ApiRoute>(data: ApiAnswerData<R>): Response {
  return new Response(JSON.stringify({ ok: true, ...data }), { status: 200, headers: JSON_HEADERS });
}

/** `{ ok: false, code, error, field? }` with the code's status and a sentence in `locale`. */
export function respondError(
  error: AppError | ErrorCode,
  locale: Locale,
  extraHeaders: Record<string, string> = {},
): Response {
  const appError = typeof error === "string" ? new AppError(error) : error;
  const headers: Record<string, string> = { ...JSON_HEADERS, ...extraHeaders };
  const values: Record<string, number> = {};
  if (appError.retryAfterSeconds !== undefined) {
    headers["retry-after"] = String(appError.retryAfterSeconds);
    values.minutes = Math.max(1, Math.ceil(appError.retryAfterSeconds / 60));
  }
  const body: ApiErrorBody = {
    ok: false,
    code: appError.code,
    error: errorText(appError.code, locale, values),
    ...(appError.field ? { field: appError.field } : {}),
  };
  return new Response(JSON.stringify(body), { status: appError.status, headers });
}
