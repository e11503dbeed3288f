// The three catalogues say the same things: every key exists in de, en and tr, no text is empty,
// and each text uses the same {placeholders} in every language. next-intl's types are checked
// against en.json (lib/i18n/app-config.d.ts), so this keeps de and tr in step with it.
import { describe, expect, it } from "vitest";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import tr from "../../messages/tr.json";

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** Argument names of an ICU message, e.g. {count, plural, …} → count. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1]!))].sort();
}

const catalogues = { de, en, tr } as Record<string, Catalogue>;
const english = flatten(en as Catalogue);

describe.each(["de", "tr"])("messages/%s.json", (locale) => {
  const texts = flatten(catalogues[locale]!);

  it("has exactly the keys of en.json", () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("uses the same placeholders as en.json in every text", () => {
    for (const [key, text] of texts) {
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key) ?? ""));
    }
  });
});

it("has no empty text in any language", () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    for (const [key, text] of flatten(catalogue)) expect(text.trim(), `${locale} ${key}`).not.toBe("");
  }
});
