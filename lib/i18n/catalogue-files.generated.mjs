// Written by scripts/locales.mjs from messages/*.json; do not edit. Run `node scripts/locales.mjs`.

/**
 * Every catalogue's file, by language, for the server in front of Next, which runs without a build
 * (server/http/parser-refusals.mjs): the same files lib/server/catalogues.generated.ts imports.
 */
export const CATALOGUE_FILES = {
  ar: new URL("../../messages/ar.json", import.meta.url),
  de: new URL("../../messages/de.json", import.meta.url),
  en: new URL("../../messages/en.json", import.meta.url),
  es: new URL("../../messages/es.json", import.meta.url),
  fr: new URL("../../messages/fr.json", import.meta.url),
  it: new URL("../../messages/it.json", import.meta.url),
  nl: new URL("../../messages/nl.json", import.meta.url),
  pl: new URL("../../messages/pl.json", import.meta.url),
  tr: new URL("../../messages/tr.json", import.meta.url),
};
