// Written by scripts/locales.mjs from messages/*.json; do not edit. Run `node scripts/locales.mjs`.

/** Every language of messages/, by code. */
export const LOCALES = ["ar", "de", "en", "es", "fr", "it", "nl", "pl", "tr"] as const;
export type Locale = (typeof LOCALES)[number];

type LanguageFacts = { name: string; format: string; direction: "ltr" | "rtl"; currency: string };

/**
 * What the app knows about each language without loading its texts: its own name (for the
 * language menu), the locale its dates, numbers and prices are formatted in, its writing direction
 * and the currency a new list made in it suggests.
 */
export const LANGUAGES = {
  ar: { name: "العربية", format: "ar", direction: "rtl", currency: "EUR" },
  de: { name: "Deutsch", format: "de-AT", direction: "ltr", currency: "EUR" },
  en: { name: "English", format: "en-GB", direction: "ltr", currency: "GBP" },
  es: { name: "Español", format: "es-ES", direction: "ltr", currency: "EUR" },
  fr: { name: "Français", format: "fr-FR", direction: "ltr", currency: "EUR" },
  it: { name: "Italiano", format: "it-IT", direction: "ltr", currency: "EUR" },
  nl: { name: "Nederlands", format: "nl-NL", direction: "ltr", currency: "EUR" },
  pl: { name: "Polski", format: "pl-PL", direction: "ltr", currency: "PLN" },
  tr: { name: "Türkçe", format: "tr-TR", direction: "ltr", currency: "TRY" },
} as const satisfies Record<Locale, LanguageFacts>;

/** Each catalogue as its own chunk, loaded when asked for. */
export const CATALOGUE_LOADERS: Record<Locale, () => Promise<{ default: object }>> = {
  ar: () => import("../../messages/ar.json"),
  de: () => import("../../messages/de.json"),
  en: () => import("../../messages/en.json"),
  es: () => import("../../messages/es.json"),
  fr: () => import("../../messages/fr.json"),
  it: () => import("../../messages/it.json"),
  nl: () => import("../../messages/nl.json"),
  pl: () => import("../../messages/pl.json"),
  tr: () => import("../../messages/tr.json"),
};
