// The sentences of the answers the server writes itself, in front of the app: a request Node's
// parser refused (400), one over its time (408), an error before or beside Next (500), one the
// drain had no time left for (503). Each is
// `errors.<code>` of messages/<locale>.json, the one catalogue (decision 190), in the language the
// request asks for as the app chooses it (lib/locale-choice.mjs: the language cookie, then
// Accept-Language, then German).
import { readFileSync } from "node:fs";
import { CATALOGUE_FILES } from "../../lib/i18n/catalogue-files.generated.mjs";
import { chooseLocale, cookieValue, DEFAULT_LOCALE, LOCALE_COOKIE } from "../../lib/locale-choice.mjs";

/** @typedef {"invalid_body" | "request_timeout" | "internal_error" | "shutting_down"} OwnAnswerCode */
/** @typedef {keyof typeof CATALOGUE_FILES} CatalogueLocale */

const CODES = /** @type {const} */ (["invalid_body", "request_timeout", "internal_error", "shutting_down"]);
const LOCALES = /** @type {CatalogueLocale[]} */ (Object.keys(CATALOGUE_FILES));

/** @param {CatalogueLocale} locale @returns {Record<OwnAnswerCode, string>} */
function load(locale) {
  const { errors } = JSON.parse(readFileSync(CATALOGUE_FILES[locale], "utf8"));
  return /** @type {Record<OwnAnswerCode, string>} */ (Object.fromEntries(CODES.map((code) => [code, errors[code]])));
}

// German's at the start, so the server does not start without the fallback, which also stands in
// should another catalogue fail to read; the others the first time an answer needs them. (The
// catalogues' files are paths the image's tracer can follow: scripts/trace-server.mjs.)
const fallback = load(/** @type {CatalogueLocale} */ (DEFAULT_LOCALE));
/** @type {Map<string, Record<OwnAnswerCode, string>>} */
const read = new Map([[DEFAULT_LOCALE, fallback]]);

/**
 * The sentence of `code` in `locale`.
 * @param {CatalogueLocale} locale
 * @param {OwnAnswerCode} code
 */
export function ownAnswerText(locale, code) {
  if (!read.has(locale)) {
    try {
      read.set(locale, load(locale));
    } catch {
      read.set(locale, fallback);
    }
  }
  return /** @type {Record<OwnAnswerCode, string>} */ (read.get(locale))[code];
}

/**
 * The language a request asks for, from its cookie and Accept-Language headers' values.
 * @param {string | undefined} cookie
 * @param {string | undefined} acceptLanguage
 * @returns {CatalogueLocale}
 */
export function askedLocale(cookie, acceptLanguage) {
  return /** @type {CatalogueLocale} */ (chooseLocale(LOCALES, cookieValue(cookie, LOCALE_COOKIE), acceptLanguage));
}
