// A price is an amount in its list's currency, stored as whole hundredths, or a short free text,
// never both (docs/api.md "Price"). The one price formatter of server and browser alike.
import { DEFAULT_CURRENCY, type Currency } from "./list-settings";
import { formatLocale } from "./locale";
import { LIMITS, codePointLength } from "./validations/limits";
import { displayText } from "./validations/text-rules";

/** The largest amount, in any currency. */
export const MAX_PRICE = 1_000_000;

export type StoredPrice = { priceCents: number | null; priceText: string | null };
export type PriceParseResult =
  { ok: true; value: StoredPrice } | { ok: false; code: "invalid_price" | "price_too_long" };

const NUMERIC_TEXT = /^[+-]?\d+(?:[.,]\d+)?$/;

/** Turns a price as a client sends it (number, numeric text, free text, empty) into its stored form. */
export function parsePrice(input: unknown): PriceParseResult {
  if (input === null || input === undefined) return { ok: true, value: { priceCents: null, priceText: null } };
  if (typeof input === "number") return fromNumber(input);
  if (typeof input !== "string") return { ok: false, code: "invalid_price" };
  const text = displayText(input);
  if (text === "") return { ok: true, value: { priceCents: null, priceText: null } };
  if (NUMERIC_TEXT.test(text)) return fromNumber(Number(text.replace(",", ".")));
  if (codePointLength(text) > LIMITS.priceText) return { ok: false, code: "price_too_long" };
  return { ok: true, value: { priceCents: null, priceText: text } };
}

function fromNumber(amount: number): PriceParseResult {
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_PRICE) return { ok: false, code: "invalid_price" };
  return { ok: true, value: { priceCents: Math.round(amount * 100), priceText: null } };
}

// Building a NumberFormat costs far more than using one; a page formats many prices in one pair.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(locale), { style: "currency", currency });
    formats.set(key, format);
  }
  return format;
}

/** Where a price is shown: the page's language (de, en, …) and the list's currency. */
export type PriceContext = { locale: string; currency?: Currency };

/**
 * What a person sees: a number in the list's currency, formatted the way the page's language writes
 * it (€ 19,90 in German, €19.90 in English, 19,90 € in French); a text as it was written.
 */
export function formatPrice(
  price: number | null | undefined,
  priceText: string | null | undefined,
  { locale, currency = DEFAULT_CURRENCY }: PriceContext,
): string | null {
  if (typeof price === "number" && Number.isFinite(price)) return numberFormat(locale, currency).format(price);
  if (typeof priceText === "string" && priceText.trim() !== "") return priceText;
  return null;
}

/** How the page's language writes the list's currency on its own ("€", "CHF", "zł"), for a label. */
export function currencySymbol(locale: string, currency: Currency = DEFAULT_CURRENCY): string {
  return (
    numberFormat(locale, currency)
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ?? currency
  );
}

/** A number as the owner would type it back: "19,90" where the language writes a decimal comma, else "19.90". */
export function amountForTyping(amount: number, locale: string): string {
  const fixed = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  const decimal = numberFormat(locale, DEFAULT_CURRENCY)
    .formatToParts(1.5)
    .find((part) => part.type === "decimal")?.value;
  return decimal === "," ? fixed.replace(".", ",") : fixed;
}
