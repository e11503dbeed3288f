import "server-only";
import { createTranslator } from "next-intl";
import { errorMessageKey, type ErrorCode } from "../errors";
import type { Locale } from "../locale";
import { CATALOGUES as MESSAGES } from "./catalogues.generated";

/** The sentence for an error code in the caller's language. */
export function errorText(code: ErrorCode, locale: Locale, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale, messages: MESSAGES[locale] });
  return t(errorMessageKey(code), values);
}
