// Which language a request or a browser gets (docs/api.md "Responses": cookie, then Accept-Language, then German).
// The languages are the files in messages/ (scripts/locales.mjs writes the list, docs/decisions/060).
import { LANGUAGES, LOCALES, type Locale } from "./i18n/languages.generated";
import {
  acceptedLocale,
  acceptedTags,
  chooseLocale,
  cookieValue,
  DEFAULT_LOCALE as DEFAULT,
  languagePart,
  LOCALE_COOKIE,
} from "./locale-choice.mjs";

export { cookieValue, LANGUAGES, LOCALES, LOCALE_COOKIE, type Locale };
export const DEFAULT_LOCALE = DEFAULT as Locale;
export const LOCALE_STORAGE_KEY = "wunschliste.lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first Accept-Language entry (by q, then order) whose language the app speaks ("*" and q=0 never match). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  return acceptedLocale(LOCALES, header) as Locale | null;
}

/**
 * The locale a visitor's prices and dates are written in (issue 40, docs/decisions/075): the page
 * language with the region the browser names for it first (Accept-Language "de-DE" → de-DE,
 * "49,99 €"), where the platform writes that region its own way; else the language's own format
 * locale (de → de-AT, "€ 49,99"). The language's digits stay (Arabic keeps Latin digits, decision
 * 061). Only regions the platform has data for come out, so the page cache keeps few variants.
 */
export function visitorFormatLocale(language: Locale, acceptLanguage: string | null | undefined): string {
  const fallback = LANGUAGES[language].format;
  const tag = acceptedTags(acceptLanguage).find((each) => languagePart(each) === language && each.includes("-"));
  if (!tag) return fallback;
  try {
    const region = new Intl.Locale(tag).region;
    if (!region) return fallback;
    const regional = `${language}-${region}`;
    const format = new Intl.NumberFormat(regional).resolvedOptions();
    if (format.locale !== regional) return fallback;
    const digits = new Intl.NumberFormat(fallback).resolvedOptions().numberingSystem;
    return format.numberingSystem === digits ? regional : `${regional}-u-nu-${digits}`;
  } catch {
    return fallback;
  }
}

export function resolveLocale(
  cookieValue: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  return chooseLocale(LOCALES, cookieValue, acceptLanguage) as Locale;
}

/** The locale a language's dates, numbers and prices are formatted in (e.g. en → en-GB, de → de-AT). */
export function formatLocale(locale: string): string {
  return isLocale(locale) ? LANGUAGES[locale].format : locale;
}

/** "rtl" for a language written right to left (the page's dir attribute); a tag such as "ar-EG" by its language. */
export function textDirection(locale: string): "ltr" | "rtl" {
  const language = isLocale(locale) ? locale : languagePart(locale);
  return isLocale(language) ? LANGUAGES[language].direction : "ltr";
}
