// Written by scripts/locales.mjs from messages/*.json; do not edit. Run `node scripts/locales.mjs`.

/** Every language of messages/, by code. */
export const LOCALES = ["de", "en", "tr"] as const;
export type Locale = (typeof LOCALES)[number];

type LanguageFacts = { name: string; format: string; direction: "ltr" | "rtl"; currency: string };

/**
 * What the app knows about each language without loading its texts: its own name (for the
 * language menu), the locale its dates, numbers and prices are formatted in, its writing direction
 * and the currency a new list made in it suggests.
 */
export const LANGUAGES = {
  de: { name: "Deutsch", format: "de-AT", direction: "ltr", currency: "EUR" },
  en: { name: "English", format: "en-GB", direction: "ltr", currency: "GBP" },
  tr: { name: "Türkçe", format: "tr-TR", direction: "ltr", currency: "TRY" },
} as const satisfies Record<Locale, LanguageFacts>;

/** Each catalogue as its own chunk, loaded when asked for. */
export const CATALOGUE_LOADERS: Record<Locale, () => Promise<{ default: object }>> = {
  de: () => import("../../messages/de.json"),
  en: () => import("../../messages/en.json"),
  tr: () => import("../../messages/tr.json"),
};
