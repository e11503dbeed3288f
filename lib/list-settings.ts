// The fixed choices of a list's settings, shared by the schemas, the mapper and the settings form.
// Pure and zod-free. (Occasions and icon packs live in lib/icon-packs.ts.)

export const FONT_KEYS = ["system", "comic", "serif"] as const;
export type FontKey = (typeof FONT_KEYS)[number];
export const BG_THEMES = ["plain", "birthday", "party"] as const;
export type BgTheme = (typeof BG_THEMES)[number];
export const IDENTITY_MODES = ["name", "icon", "password_only"] as const;
export type IdentityMode = (typeof IDENTITY_MODES)[number];

/**
 * The currencies a list's prices can be in (ISO 4217). Every existing list is in euros, the
 * default; the create screen suggests one from the creator's language (messages/*.json
 * `language.currency`, docs/decisions/059).
 */
export const CURRENCIES = [
  "EUR",
  "USD",
  "GBP",
  "CHF",
  "TRY",
  "PLN",
  "SEK",
  "NOK",
  "DKK",
  "CZK",
  "HUF",
  "RON",
  "CAD",
  "AUD",
  "AED",
  "SAR",
  "EGP",
  "MAD",
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "EUR";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * A stored choice narrowed to its union. The database holds plain text (SQLite has no enums), so a
 * value the code no longer knows falls back to the default instead of reaching a client unchecked.
 */
export function storedChoice<const T extends readonly string[]>(
  choices: T,
  value: string,
  fallback: T[number],
): T[number] {
  return (choices as readonly string[]).includes(value) ? (value as T[number]) : fallback;
}
