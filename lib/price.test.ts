import { describe, expect, it } from "vitest";
import { formatLocale } from "./locale";
import { MAX_PRICE, amountForTyping, formatPrice, formatRoundAmount, parsePrice, typedAmount } from "./price";

describe("parsePrice", () => {
  it.each([
    [19.9, { priceCents: 1990, priceText: null }],
    [19.999, { priceCents: 2000, priceText: null }],
    [0.1 + 0.2, { priceCents: 30, priceText: null }],
    [0, { priceCents: 0, priceText: null }],
    [MAX_PRICE, { priceCents: 100_000_000, priceText: null }],
    ["19,90", { priceCents: 1990, priceText: null }],
    ["19.90", { priceCents: 1990, priceText: null }],
    ["  7  ", { priceCents: 700, priceText: null }],
    ["+5", { priceCents: 500, priceText: null }],
    ["ca. 20 €", { priceCents: null, priceText: "ca. 20 €" }],
    ["  um die 10 €  ", { priceCents: null, priceText: "um die 10 €" }],
    // thousands as a family writes them (decision 075's rule): never "1.299" read as 1,30 €
    ["1.000,50", { priceCents: 100050, priceText: null }],
    ["1.299", { priceCents: 129900, priceText: null }],
    ["1,299", { priceCents: 129900, priceText: null }],
    ["12.500", { priceCents: 1250000, priceText: null }],
    ["1 299,00", { priceCents: 129900, priceText: null }],
    ["1,299.00", { priceCents: 129900, priceText: null }],
    ["0,299", { priceCents: 30, priceText: null }],
    ["1299.000", { priceCents: 129900, priceText: null }],
    ["1.2.3", { priceCents: null, priceText: "1.2.3" }],
    ["€".repeat(50), { priceCents: null, priceText: "€".repeat(50) }],
    ["", { priceCents: null, priceText: null }],
    ["   ", { priceCents: null, priceText: null }],
    [null, { priceCents: null, priceText: null }],
    [undefined, { priceCents: null, priceText: null }],
  ])("stores %j as %j", (input, value) => {
    expect(parsePrice(input)).toEqual({ ok: true, value });
  });

  it.each([
    [-1, "invalid_price"],
    [-0.01, "invalid_price"],
    ["-1", "invalid_price"],
    ["-0,5", "invalid_price"],
    [MAX_PRICE + 1, "invalid_price"],
    [1_000_000.01, "invalid_price"],
    ["1000001", "invalid_price"],
    [Number.NaN, "invalid_price"],
    [Number.POSITIVE_INFINITY, "invalid_price"],
    [true, "invalid_price"],
    [{ amount: 5 }, "invalid_price"],
    [[5], "invalid_price"],
    ["x".repeat(51), "price_too_long"],
    ["€".repeat(51), "price_too_long"],
    ["ca. 20\u0001 €", "control_characters"],
    ["a\u0000b", "control_characters"],
    ["eins\nzwei", "control_characters"],
    ["C1 \u0085", "control_characters"],
  ])("refuses %j with %s", (input, code) => {
    expect(parsePrice(input)).toEqual({ ok: false, code });
  });
});

describe("formatPrice", () => {
  const de = { locale: "de" };
  // de-AT in this Node's ICU (CLDR): the euro sign first, then a no-break space, as before currencies
  it("formats a German page's euros as it always did (Austrian format)", () => {
    expect(formatPrice(19.9, null, de)).toBe("€\u00a019,90");
    expect(formatPrice(0, null, de)).toBe("€\u00a00,00");
    expect(formatPrice(1234.5, null, de)).toBe("€\u00a01.234,50");
    expect(formatPrice(1_000_000, null, { locale: "de", currency: "EUR" })).toBe("€\u00a01.000.000,00");
  });

  it("formats in the page's language and the list's currency", () => {
    expect(formatPrice(1234.5, null, { locale: "en", currency: "EUR" })).toBe("€1,234.50");
    expect(formatPrice(19.9, null, { locale: "en", currency: "GBP" })).toBe("£19.90");
    expect(formatPrice(19.9, null, { locale: "tr", currency: "TRY" })).toBe("₺19,90");
    expect(formatPrice(19.9, null, { locale: "de", currency: "CHF" })).toBe("CHF\u00a019,90");
    for (const [locale, currency] of [
      ["fr", "EUR"],
      ["pl", "PLN"],
      ["tr", "USD"],
    ] as const) {
      const expected = new Intl.NumberFormat(formatLocale(locale), { style: "currency", currency }).format(49.99);
      expect(formatPrice(49.99, null, { locale, currency })).toBe(expected);
    }
  });

  it("formats in the visitor's region where the page was asked for it (de-DE: the euro after)", () => {
    expect(formatPrice(49.99, null, { locale: "de-DE" })).toBe("49,99\u00a0€");
    expect(formatPrice(49.99, null, { locale: "de-AT" })).toBe("€\u00a049,99");
    expect(formatPrice(49.99, null, { locale: "en-US", currency: "USD" })).toBe("$49.99");
  });

  it("isolates the currency right to left, so US$ stays US$ (not $US)", () => {
    expect(formatPrice(12.5, null, { locale: "ar", currency: "USD" })).toBe("\u200f12.50\u00a0\u2066US$\u2069");
    expect(formatPrice(12.5, null, { locale: "ar-EG-u-nu-latn", currency: "EUR" })).toBe(
      "\u200f12.50\u00a0\u2066€\u2069",
    );
    // left to right nothing is added
    expect(formatPrice(12.5, null, { locale: "en", currency: "USD" })).toBe("US$12.50");
  });

  it("writes a round example amount in the list's currency", () => {
    expect(formatRoundAmount(20, { locale: "en", currency: "USD" })).toBe("US$20");
    expect(formatRoundAmount(20, { locale: "en-US", currency: "USD" })).toBe("$20");
    expect(formatRoundAmount(20, { locale: "en", currency: "GBP" })).toBe("£20");
    expect(formatRoundAmount(20, { locale: "de", currency: "EUR" })).toBe("€\u00a020");
    expect(formatRoundAmount(80, { locale: "pl", currency: "PLN" })).toBe("80\u00a0zł");
  });

  it("shows a text price as written, a number before a text, and nothing for neither", () => {
    expect(formatPrice(null, "ca. 20 €", de)).toBe("ca. 20 €");
    expect(formatPrice(undefined, "<b>x</b>", de)).toBe("<b>x</b>");
    expect(formatPrice(5, "ignored", de)).toBe("€\u00a05,00");
    expect(formatPrice(null, "   ", de)).toBeNull();
    expect(formatPrice(null, null, de)).toBeNull();
    expect(formatPrice(Number.NaN, null, de)).toBeNull();
    expect(formatPrice(undefined, undefined, de)).toBeNull();
  });
});

describe("amountForTyping", () => {
  it("writes the decimal mark the page's language types", () => {
    expect(amountForTyping(19.9, "de")).toBe("19,90");
    expect(amountForTyping(19.9, "en")).toBe("19.90");
    expect(amountForTyping(20, "tr")).toBe("20");
  });
});

describe("typedAmount", () => {
  it("reads an amount as a price is read: decimal comma or point, thousands in any of the ways", () => {
    expect(
      ["12,50", "12.5", " 7 ", "1.299", "1 299", "1\u202f299,50", "1,299.50", "1.299,50"].map(typedAmount),
    ).toEqual([12.5, 12.5, 7, 1299, 1299, 1299.5, 1299.5, 1299.5]);
  });
  it("names no amount for a sign, words or separators that say neither", () => {
    expect(["", "-5", "+5", "zehn", "1e3", "1.2.3", "12,50 €"].map(typedAmount)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
