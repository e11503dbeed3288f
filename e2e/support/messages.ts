// The app's own sentences (messages/*.json) for the page objects: a button is found by
// the name the visitor's language gives it, so one page object serves the German, English and
// Turkish specs, and a reworded sentence needs no test edit.
import { readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from "../../lib/locale";
import type en from "../../messages/en.json";

/** "owner.settings", "itemEditor.editLabel", …: every sentence of the catalogue, checked by tsc. */
type KeysOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = KeysOf<typeof en>;

/** A sentence in one language, its `{placeholders}` filled in. */
export type Texts = (key: MessageKey, values?: Record<string, string | number>) => string;

const root = path.resolve(import.meta.dirname, "../..");
const catalogues = new Map<Locale, Record<string, unknown>>();

function catalogue(language: Locale): Record<string, unknown> {
  let loaded = catalogues.get(language);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(path.join(root, "messages", `${language}.json`), "utf8")) as Record<
      string,
      unknown
    >;
    catalogues.set(language, loaded);
  }
  return loaded;
}

/** The language the app shows a browser with this Playwright `locale` (as the server decides it). */
export function languageOf(locale: string | undefined): Locale {
  return localeFromAcceptLanguage(locale) ?? DEFAULT_LOCALE;
}

export function textsFor(language: Locale): Texts {
  return (key, values = {}) => {
    const template = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue(language));
    if (typeof template !== "string") throw new Error(`no message ${key} in ${language}`);
    // plain {name} arguments only: the page objects never look for a plural or a select
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (!(name in values)) throw new Error(`message ${key} needs {${name}}`);
      return String(values[name]);
    });
  };
}
