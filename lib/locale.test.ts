import { describe, expect, it } from "vitest";
import { isCurrency } from "./list-settings";
import {
  formatLocale,
  isLocale,
  LANGUAGES,
  LOCALES,
  localeFromAcceptLanguage,
  resolveLocale,
  textDirection,
  visitorFormatLocale,
} from "./locale";

describe("localeFromAcceptLanguage", () => {
  it.each([
    [null, null],
    ["", null],
    ["en", "en"],
    ["en-GB,en;q=0.9", "en"],
    ["TR-tr", "tr"],
    ["sv-SE, tr;q=0.5, en;q=0.3", "tr"],
    ["fr-FR, tr;q=0.5, en;q=0.3", "fr"],
    // q-values decide, not the order: Polish before Dutch before Arabic
    ["ar;q=0.3, nl;q=0.6, pl-PL", "pl"],
    ["es-MX;q=0.9, it;q=0.95", "it"],
    ["en;q=0.2, tr;q=0.8", "tr"],
    ["de;q=0.5, en;q=0.5", "de"],
    ["en;q=0, tr;q=0.1", "tr"],
    ["sv, fi", null],
    ["*", null],
    ["en;q=abc, tr", "tr"],
    // a browser set to [en-US, en, tr] sends this; English wins, on the server and in the browser
    ["en-US,en;q=0.9,tr;q=0.8", "en"],
  ])("%j → %j", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe("the languages of messages/", () => {
  it("are nine, Arabic written right to left, each formatted in its own locale", () => {
    expect([...LOCALES]).toEqual(["ar", "de", "en", "es", "fr", "it", "nl", "pl", "tr"]);
    expect(LOCALES.filter((locale) => textDirection(locale) === "rtl")).toEqual(["ar"]);
    expect(formatLocale("de")).toBe("de-AT");
    expect(formatLocale("en")).toBe("en-GB");
    expect(formatLocale("xx")).toBe("xx");
  });

  it("each suggest a currency the lists offer", () => {
    for (const locale of LOCALES) expect(isCurrency(LANGUAGES[locale].currency), locale).toBe(true);
  });
});

describe("resolveLocale", () => {
  it("takes the cookie first, then Accept-Language, then German", () => {
    expect(resolveLocale("tr", "en")).toBe("tr");
    expect(resolveLocale("en", null)).toBe("en");
    expect(resolveLocale("xx", "en-US")).toBe("en");
    expect(resolveLocale("", "tr")).toBe("tr");
    expect(resolveLocale(null, "sv")).toBe("de");
    expect(resolveLocale(null, "fr")).toBe("fr");
    expect(resolveLocale(undefined, undefined)).toBe("de");
    expect(isLocale("EN")).toBe(false);
  });
});

describe("visitorFormatLocale", () => {
  it.each([
    ["de", "de-DE,de;q=0.9,en;q=0.8", "de-DE"],
    ["de", "de-AT", "de-AT"],
    ["de", "de-CH", "de-CH"],
    ["de", "de", "de-AT"],
    ["de", null, "de-AT"],
    // another language's region says nothing about German
    ["de", "en-US, de;q=0.5", "de-AT"],
    // the first German entry with a region, by preference
    ["de", "de;q=0.9, de-DE;q=0.8", "de-DE"],
    ["en", "en-US", "en-US"],
    ["en", "en-IE", "en-IE"],
    ["fr", "fr-CA", "fr-CA"],
    // a region the platform writes no own way falls back to the language's
    ["de", "de-XX", "de-AT"],
    ["de", "de-US", "de-AT"],
    ["de", "not a tag-at all", "de-AT"],
    // Arabic keeps its Latin digits in every region (decision 061)
    ["ar", "ar-EG", "ar-EG-u-nu-latn"],
    ["ar", "ar-MA", "ar-MA"],
  ] as const)("a %s page for %s is formatted in %s", (language, header, expected) => {
    expect(visitorFormatLocale(language, header)).toBe(expected);
  });

  it("formats as the region does", () => {
    const price = (tag: string) => new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" }).format(49.99);
    expect(price(visitorFormatLocale("de", "de-DE"))).toBe("49,99\u00a0€");
    expect(price(visitorFormatLocale("de", "de-AT"))).toBe("€\u00a049,99");
    expect(price(visitorFormatLocale("ar", "ar-EG"))).toMatch(/49\.99/);
  });

  it("names a tag's writing direction by its language", () => {
    expect(textDirection("ar-EG-u-nu-latn")).toBe("rtl");
    expect(textDirection("de-DE")).toBe("ltr");
  });
});
