// A price is an amount in its list's currency, stored as whole hundredths, or a short free text,
// never both (docs/api.md "Price"). The one price formatter of server and browser alike.
import { DEFAULT_CURRENCY, type Currency } from "./list-settings";
import { formatLocale, textDirection } from "./locale";
import { LIMITS, codePointLength } from "./validations/limits";
import { displayText } from "./validations/display-text";
import { hasControlCharacters } from "./validations/control-characters";

/** The largest amount, in any currency. */
export const MAX_PRICE = 1_000_000;

export type StoredPrice = { priceCents: number | null; priceText: string | null };
export type PriceParseResult =
  { ok: true; value: StoredPrice } | { ok: false; code: "invalid_price" | "price_too_long" | "control_characters" };

/** A number alone: "19,90", "7", or written with thousands ("1.299", "1.299,00", "1 299,00", "1,299.00"). */
const NUMERIC_TEXT = /^[+-]?\d+(?:[.,'\u00A0\u202F ]\d+)*$/;
const SEPARATORS = /[.,'\u00A0\u202F ]/;

/** "1.299", "1 299 000": a first group of one to three digits (not 0), then groups of three, one kind of separator. */
const groupedInThousands = (parts: string[], separators: string) =>
  /^[1-9]\d{0,2}$/.test(parts[0]!) &&
  parts.slice(1).every((part) => part.length === 3) &&
  new Set(separators).size === 1;

/**
 * The amount digits with separators name, the way people write prices (decision 075): the last
 * separator is the decimal one unless the number is grouped in thousands ("1.299" and "1,299" are
 * 1299, "1.299,00" 1299, "19,90" 19.9, "0,299" 0.299, "1299.000" 1299); null when the separators
 * say neither ("1.2.3").
 */
export function amountOfDigits(digits: string): number | null {
  const parts = digits.split(SEPARATORS);
  const separators = digits.replace(/\d/g, "");
  if (parts.length === 1) return Number(digits);
  if (groupedInThousands(parts, separators)) return Number(parts.join(""));
  const decimal = separators.at(-1)!;
  const whole = parts.slice(0, -1);
  const before = separators.slice(0, -1);
  if ((decimal !== "." && decimal !== ",") || before.includes(decimal)) return null;
  if (whole.length > 1 && !groupedInThousands(whole, before)) return null;
  return Number(`${whole.join("")}.${parts.at(-1)}`);
}

/**
 * An amount a person typed, read as a price is (decisions 075 and 198): "12,50", "1.299" and
 * "1 299,50" are 12.5, 1299 and 1299.5; null for a sign, words or separators that say neither.
 */
export function typedAmount(text: string): number | null {
  const trimmed = text.trim();
  return /^\d/.test(trimmed) && NUMERIC_TEXT.test(trimmed) ? amountOfDigits(trimmed) : null;
}

/** The smallest pledge, in hundredths: one unit of the list's currency. */
export const MIN_PLEDGE_CENTS = 100;

/**
 * An amount of money as whole hundredths: at least 1, at most two decimals (the number 12.345 is refused, not
 * rounded), up to the largest price; else null. One rule for a pledge, typed or sent, and a budget.
 */
export function centsOfAmount(amount: number): number | null {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(cents - amount * 100) > 1e-6) return null;
  return cents >= MIN_PLEDGE_CENTS && amount <= MAX_PRICE ? cents : null;
}

/** Turns a price as a client sends it (number, numeric text, free text, empty) into its stored form. */
export function parsePrice(input: unknown): PriceParseResult {
  if (input === null || input === undefined) return { ok: true, value: { priceCents: null, priceText: null } };
  if (typeof input === "number") return fromNumber(input);
  if (typeof input !== "string") return { ok: false, code: "invalid_price" };
  // a text shown to people, on one line, like every other (lib/validations/control-characters.ts)
  if (hasControlCharacters(input)) return { ok: false, code: "control_characters" };
  const text = displayText(input);
  if (text === "") return { ok: true, value: { priceCents: null, priceText: null } };
  if (NUMERIC_TEXT.test(text)) {
    const amount = amountOfDigits(text.replace(/^[+-]/, ""));
    if (amount !== null) return fromNumber(text.startsWith("-") ? -amount : amount);
  }
  if (codePointLength(text) > LIMITS.priceText) return { ok: false, code: "price_too_long" };
  return { ok: true, value: { priceCents: null, priceText: text } };
}

/**
 * One price out of the fields it may be sent in (docs/product.md §3: an item takes it "from price_text, price
 * or price_eur"; a list file has `price` and `price_text`), each already read by `parsePrice`: an
 * amount wins, else a text, else a field sent empty or null clears; none sent keeps (undefined).
 * So an item answer sent back as it came, `{price: null, price_text: "ca. 20 €"}`, keeps its text
 * (docs/decisions/227-what-the-contract-walk-found.md).
 */
export function firstPrice(...sent: (StoredPrice | undefined)[]): StoredPrice | undefined {
  const given = sent.filter((price) => price !== undefined);
  return (
    given.find((price) => price.priceCents !== null) ?? given.find((price) => price.priceText !== null) ?? given[0]
  );
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

/**
 * Where a price is shown: the page's language (de, en, …) or the visitor's format locale for it
 * (de-DE: lib/locale.ts visitorFormatLocale), and the list's currency.
 */
export type PriceContext = { locale: string; currency?: Currency };

/** Left-to-right isolate … pop directional isolate (Unicode bidi). */
const [LRI, PDI] = ["\u2066", "\u2069"];

/**
 * An amount in the format's words. Right to left, the currency ("US$", "CHF") is isolated as the
 * left-to-right unit it is: otherwise its "$" is taken for the page's direction and lands before
 * the letters, "$US 12.50" (issue 40).
 */
function formatAmount(format: Intl.NumberFormat, locale: string, amount: number): string {
  if (textDirection(locale) !== "rtl") return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? LRI + part.value + PDI : part.value))
    .join("");
}

/**
 * What a person sees: a number in the list's currency, formatted the way the page's language (or
 * the visitor's region) writes it (€ 19,90 in Austrian German, 19,90 € in German German, €19.90 in
 * English, 19,90 € in French); a text as it was written.
 */
export function formatPrice(
  price: number | null | undefined,
  priceText: string | null | undefined,
  { locale, currency = DEFAULT_CURRENCY }: PriceContext,
): string | null {
  if (typeof price === "number" && Number.isFinite(price))
    return formatAmount(numberFormat(locale, currency), locale, price);
  if (typeof priceText === "string" && priceText.trim() !== "") return priceText;
  return null;
}

const wholeFormats = new Map<string, Intl.NumberFormat>();

/** A round amount without cents, for an example ("ca. £20", "ca. 20 €"): the list's currency, the page's way. */
export function formatRoundAmount(amount: number, { locale, currency = DEFAULT_CURRENCY }: PriceContext): string {
  const key = `${locale}|${currency}`;
  let format = wholeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(locale), {
      style: "currency",
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    wholeFormats.set(key, format);
  }
  return formatAmount(format, locale, amount);
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
