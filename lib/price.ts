// Prices are euros. Stored as whole cents or as a short free text, never both (docs/api.md "Price").
import { LIMITS, codePointLength } from "./validations/limits";
import { displayText } from "./validations/text-rules";

export const MAX_PRICE_EUR = 1_000_000;

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

function fromNumber(euros: number): PriceParseResult {
  if (!Number.isFinite(euros) || euros < 0 || euros > MAX_PRICE_EUR) return { ok: false, code: "invalid_price" };
  return { ok: true, value: { priceCents: Math.round(euros * 100), priceText: null } };
}

const euroFormat = new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR" });

/** What a person sees: numbers as EUR in the Austrian locale, text as it was written. */
export function formatPrice(price: number | null | undefined, priceText?: string | null): string | null {
  if (typeof price === "number" && Number.isFinite(price)) return euroFormat.format(price);
  if (typeof priceText === "string" && priceText.trim() !== "") return priceText;
  return null;
}
