import { describe, expect, it } from "vitest";
import { isLocale, localeFromAcceptLanguage, resolveLocale } from "./locale";

describe("localeFromAcceptLanguage", () => {
  it.each([
    [null, null],
    ["", null],
    ["en", "en"],
    ["en-GB,en;q=0.9", "en"],
    ["TR-tr", "tr"],
    ["fr-FR, tr;q=0.5, en;q=0.3", "tr"],
    ["en;q=0.2, tr;q=0.8", "tr"],
    ["de;q=0.5, en;q=0.5", "de"],
    ["en;q=0, tr;q=0.1", "tr"],
    ["fr, es", null],
    ["*", null],
    ["en;q=abc, tr", "tr"],
    // a browser set to [en-US, en, tr] sends this; English wins, on the server and in the browser
    ["en-US,en;q=0.9,tr;q=0.8", "en"],
  ])("%j → %j", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe("resolveLocale", () => {
  it("takes the cookie first, then Accept-Language, then German", () => {
    expect(resolveLocale("tr", "en")).toBe("tr");
    expect(resolveLocale("en", null)).toBe("en");
    expect(resolveLocale("xx", "en-US")).toBe("en");
    expect(resolveLocale("", "tr")).toBe("tr");
    expect(resolveLocale(null, "fr")).toBe("de");
    expect(resolveLocale(undefined, undefined)).toBe("de");
    expect(isLocale("EN")).toBe(false);
  });
});
