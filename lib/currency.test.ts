import { describe, expect, it } from "vitest";
import { suggestedCurrency } from "./currency";

describe("suggestedCurrency", () => {
  it.each([
    ["de", undefined, "EUR"],
    ["tr", undefined, "TRY"],
    ["en", "en-GB", "GBP"],
    ["en", "en-US", "USD"],
    ["de", "de-CH", "CHF"],
    ["en", "en-IE", "EUR"],
    ["de", "de", "EUR"],
    ["tr", "not a tag!", "TRY"],
    ["xx", undefined, "EUR"],
  ])("%s page, browser %s: %s", (locale, browser, currency) => {
    expect(suggestedCurrency(locale, browser)).toBe(currency);
  });
});
