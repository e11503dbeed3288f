import { describe, expect, it } from "vitest";
import { amountInText } from "./price-text";

describe("amountInText", () => {
  it("reads the amount of a text in the list's currency, or naming none", () => {
    expect(amountInText("111.99 USD", "USD")).toBe(111.99);
    expect(amountInText("ca. 20 €", "EUR")).toBe(20);
    expect(amountInText("about $45", "USD")).toBe(45);
    expect(amountInText("US$ 12.50", "USD")).toBe(12.5);
    expect(amountInText("1.299,00 €", "EUR")).toBe(1299);
    expect(amountInText("1,299.00", "GBP")).toBe(1299);
    expect(amountInText("49,90", "EUR")).toBe(49.9);
    expect(amountInText("1,299", "USD")).toBe(1299);
    expect(amountInText("ungefähr 30 Fr.", "CHF")).toBe(30);
    expect(amountInText("150 zł", "PLN")).toBe(150);
    expect(amountInText("between 20 and 30", "EUR")).toBe(20);
  });

  it("has none for a text without a number, or in another currency", () => {
    expect(amountInText("something small", "EUR")).toBeNull();
    expect(amountInText("111.99 USD", "EUR")).toBeNull();
    expect(amountInText("ca. 20 €", "USD")).toBeNull();
    expect(amountInText("£ 30", "EUR")).toBeNull();
    expect(amountInText("200 kr", "EUR")).toBeNull();
  });
});
