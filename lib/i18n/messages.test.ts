// Every catalogue in messages/ says the same things: exactly the keys of en.json, no empty text,
// every text a valid ICU message with the same arguments and tags as the English one, and every
// plural with a form for each count its language tells apart (Polish one/few/many, Arabic six).
// next-intl's types are checked against en.json (lib/i18n/app-config.d.ts), so this keeps every
// other language in step with it; adding a language is adding its file (docs/decisions/060).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createTranslator, type Messages } from "next-intl";
import { describe, expect, it } from "vitest";
import { modulesFor, readLanguages } from "../../scripts/locales.mjs";
import { LOCALES, type Locale } from "./languages.generated";

type Catalogue = { [key: string]: string | Catalogue };

const root = path.resolve(import.meta.dirname, "../..");
const files = readdirSync(path.join(root, "messages")).filter((name) => name.endsWith(".json"));
const catalogues = Object.fromEntries(
  files.map((name) => [name.slice(0, -5), JSON.parse(readFileSync(path.join(root, "messages", name), "utf8"))]),
) as Record<string, Catalogue>;

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** The arguments ({count}, {title}) and tags (<name>) a message uses, and each plural's own forms. */
function shapeOf(elements: MessageFormatElement[], found = { names: new Set<string>(), plurals: [] as Plural[] }) {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) found.names.add(`{${element.value}}`);
    if (element.type === TYPE.tag) {
      found.names.add(`<${element.value}>`);
      shapeOf(element.children, found);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.names.add(`{${element.value}}`);
      if (element.type === TYPE.plural)
        found.plurals.push({ name: element.value, forms: Object.keys(element.options) });
      for (const option of Object.values(element.options)) shapeOf(option.value, found);
    }
  }
  return found;
}
type Plural = { name: string; forms: string[] };

const english = flatten(catalogues.en!);
// counts a list can show (quantities 1–99, minutes, positions, wishes); 100–110 for Arabic's "other"
const COUNTS = Array.from({ length: 111 }, (_, count) => count);

/** A word a language's texts must not use for a wish, beside the one they do use. */
const OTHER_WORDS_FOR_A_WISH: Partial<Record<string, RegExp>> = { fr: /(?<!\p{L})souhaits?(?!\p{L})/iu };

it("finds every language of messages/ in the generated list (run `node scripts/locales.mjs`)", () => {
  expect([...LOCALES].sort()).toEqual(Object.keys(catalogues).sort());
  for (const [file, text] of Object.entries(modulesFor(readLanguages())))
    expect(readFileSync(path.join(root, file), "utf8"), `${file} is out of date`).toBe(text);
});

describe.each(Object.keys(catalogues))("messages/%s.json", (locale) => {
  const texts = flatten(catalogues[locale]!);
  const language = readLanguages().find((entry) => entry.code === locale)!;
  const rules = new Intl.PluralRules(language.format);

  it("has exactly the keys of en.json (`node scripts/messages-missing.mjs` lists the difference)", () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has no empty text", () => {
    for (const [key, text] of texts) expect(text.trim(), key).not.toBe("");
  });

  it("writes every text as an ICU message with the arguments and tags of the English one", () => {
    for (const [key, text] of texts) {
      const own = shapeOf(parse(text));
      const theirs = shapeOf(parse(english.get(key) ?? ""));
      expect([...own.names].sort(), `${locale} ${key}`).toEqual([...theirs.names].sort());
    }
  });

  // issue 51: "How it works" named the status ("libre", «متاح») where the guest taps the button
  it("names the reserve button in “How it works” by the button's own label, not the status", () => {
    const howItWorks = texts.get("public.howItWorks")!;
    expect(howItWorks).toContain(texts.get("public.statusOpenReserve")!);
    // the status as a word of its own ("vrij", not "vrijgeven")
    const status = new RegExp(`(?<!\\p{L})${texts.get("public.statusFree")!}(?!\\p{L})`, "iu");
    expect(howItWorks).not.toMatch(status);
  });

  // the family walk's Polish link mail before the draw read "do Tajemniczego Mikołaja Tajemniczego
  // Mikołaja": a phrase said twice in a row (a single word may be, as "die die" or "wie wie")
  it("says no phrase of two or more words twice in a row", () => {
    const doubled = /(?<!\p{L})(\p{L}+(?: \p{L}+)+) \1(?!\p{L})/u;
    for (const [key, text] of texts) expect(text, `${locale} ${key}`).not.toMatch(doubled);
  });

  // one word for a wish in a language: French said "envie" and "souhait" for the same thing (the
  // family walk); the product's French name is "liste d'envies", and "souhaité" (the verb) stays
  it("calls a wish by one word throughout", () => {
    const other = OTHER_WORDS_FOR_A_WISH[locale];
    if (!other) return;
    for (const [key, text] of texts) expect(text, `${locale} ${key}`).not.toMatch(other);
  });

  // a family walk heard "Chip in for Bike" beside "Reserve “Scarf”": every action on a wish quotes
  // its title as the reserve button does, in the language's own marks
  it("quotes the wish's title in every action on it as the reserve button does", () => {
    const reserve = texts.get("public.reserveAction") ?? "";
    const [, open = "", close = ""] = /([«„“‘]\s?)\{title\}(\s?[»“”’])/u.exec(reserve) ?? [];
    expect(open, `${locale} public.reserveAction`).not.toBe("");
    for (const [key, text] of texts)
      if (/^public\.\w+Action$/.test(key) && text.includes("{title}"))
        expect(text, `${locale} ${key}`).toContain(`${open}{title}${close}`);
  });

  // the contract walk (decision 227): "“surprise” must be yes or no" quoted the API's field name,
  // in English, in every language; a yes-or-no error quotes what the screen calls the setting
  it("names a yes-or-no setting in its error by its label, never by the API's field name", () => {
    for (const [key, text] of texts) {
      if (!key.startsWith("errors.invalid_") || !english.get(key)!.includes("must be yes or no")) continue;
      const field = key.slice("errors.invalid_".length);
      const quoted = /[«„“‘]\s?([^»“”’]+?)\s?[»“”’]/u.exec(text)?.[1] ?? "";
      expect(quoted, `${locale} ${key}`).not.toBe(field);
    }
  });

  it("has a plural form for every count its language tells apart", () => {
    for (const [key, text] of texts) {
      for (const { name, forms } of shapeOf(parse(text)).plurals) {
        expect(forms, `${locale} ${key} {${name}}`).toContain("other");
        const missing = COUNTS.filter((count) => !forms.includes(`=${count}`) && !forms.includes(rules.select(count)));
        expect(
          missing.map((count) => `${count}: ${rules.select(count)}`),
          `${locale} ${key} {${name}}`,
        ).toEqual([]);
      }
    }
  });
});

// a family walk read "1 sur 6 réservés" on a wish wished for six times: the participle agrees
it.each([
  ["fr", "1 sur 6 réservé", "2 sur 6 réservés"],
  ["es", "1 de 6 reservado", "2 de 6 reservados"],
  ["it", "1 di 6 prenotato", "2 di 6 prenotati"],
])("%s: one of several reserved reads in the singular, two in the plural", (locale, one, two) => {
  const t = createTranslator({
    locale: locale as Locale,
    messages: catalogues[locale] as Messages,
    namespace: "public",
  });
  const reservedOf = (reserved: number) => t("reservedOf", { reserved, quantity: 6 });
  expect([reservedOf(1), reservedOf(2)]).toEqual([one, two]);
});
