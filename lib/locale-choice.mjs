// How a request's language is chosen (docs/api.md "Responses": the cookie, then Accept-Language,
// then German), in plain ESM so that the server in front of Next (server/http/kept-renders.mjs,
// decision 168) chooses as the app does (lib/locale.ts, lib/server/http/request-info.ts) before
// Next has loaded. The languages themselves come in as a list: the app's is generated TypeScript.

export const DEFAULT_LOCALE = "de";
export const LOCALE_COOKIE = "NEXT_LOCALE";

/**
 * The header's language tags by preference (q, then order); "*" and q=0 left out.
 * @param {string | null | undefined} header
 * @returns {string[]}
 */
export function acceptedTags(header) {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && entry.tag !== "" && entry.tag !== "*")
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** @param {string} tag a language tag such as "de-AT" @returns {string} its language, "de" */
export const languagePart = (tag) => tag.toLowerCase().split("-")[0] ?? "";

/**
 * The first Accept-Language entry (by q, then order) whose language is among `locales`, or null.
 * @param {readonly string[]} locales
 * @param {string | null | undefined} header
 * @returns {string | null}
 */
export function acceptedLocale(locales, header) {
  return (
    acceptedTags(header)
      .map(languagePart)
      .find((each) => locales.includes(each)) ?? null
  );
}

/**
 * The language among `locales`: the cookie's if it names one, else the first Accept-Language entry
 * (by q, then order) naming one, else DEFAULT_LOCALE.
 * @param {readonly string[]} locales
 * @param {string | null | undefined} cookieValue
 * @param {string | null | undefined} acceptLanguage
 * @returns {string}
 */
export function chooseLocale(locales, cookieValue, acceptLanguage) {
  if (cookieValue && locales.includes(cookieValue)) return cookieValue;
  return acceptedLocale(locales, acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * A cookie's value, or null; a value that is not valid percent-encoding is taken as it is.
 * @param {string | null | undefined} cookieHeader
 * @param {string} name
 * @returns {string | null}
 */
export function cookieValue(cookieHeader, name) {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    const raw = rest.join("=");
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
