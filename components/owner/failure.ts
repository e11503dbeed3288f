// How an owner action's failure reads to a person (docs/product.md §8): the server's own sentence (already
// in the user's language) when there is one, otherwise a network or HTTP-status text.
import type { ApiFailure } from "@/lib/api-client";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** `t` is useTranslations("owner"). */
export function describeFailure(failure: ApiFailure, t: Translate): string {
  if (failure.error) return failure.error;
  if (failure.network) return t("networkError");
  return t("httpError", { status: failure.status ?? 0 });
}

/** The token was revoked (password changed elsewhere) or never valid: owner mode must end here. */
export function isSignedOutFailure(failure: ApiFailure): boolean {
  return failure.code === "edit_token_invalid";
}
