// Which language a request or a browser gets (docs/api.md "Responses": cookie, then Accept-Language, then German).
// The languages are the files in messages/ (scripts/locales.mjs writes the list, docs/decisions/060).
import { LANGUAGES, LOCALES, type Locale } from "./i18n/languages.generated";

export { LANGUAGES, LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = "de";
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_STORAGE_KEY = "wunschliste.lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first Accept-Language entry (by q, then order) whose language the app speaks ("*" and q=0 never match). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const entries = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return entries.map((entry) => entry.language).find(isLocale) ?? null;
}

export function resolveLocale(
  cookieValue: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The locale a language's dates, numbers and prices are formatted in (e.g. en → en-GB, de → de-AT). */
export function formatLocale(locale: string): string {
  return isLocale(locale) ? LANGUAGES[locale].format : locale;
}

/** "rtl" for a language written right to left (the page's dir attribute). */
export function textDirection(locale: string): "ltr" | "rtl" {
  return isLocale(locale) ? LANGUAGES[locale].direction : "ltr";
}
