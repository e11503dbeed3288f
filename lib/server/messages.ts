import "server-only";
import { createTranslator } from "next-intl";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import tr from "../../messages/tr.json";
import { errorMessageKey, type ErrorCode } from "../errors";
import type { Locale } from "../locale";

const MESSAGES = { de, en, tr } as const;

/** The sentence for an error code in the caller's language. */
export function errorText(code: ErrorCode, locale: Locale, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale, messages: MESSAGES[locale] });
  return t(errorMessageKey(code), values);
}
