// The amount a price written as text names, for sorting and the price limit (issue 40,
// docs/decisions/075-what-a-family-trips-over.md): "ca. 20 €", "111.99 USD" and "1.299,00 €" count
// by their number when they name the list's currency or none; a text in another currency or
// without a number ("something small") has no amount to compare. The stored text never changes.
import { CURRENCIES, type Currency } from "./list-settings";
import { amountOfDigits } from "./price";

/** Symbols and short names people write, and the currencies of the list each can mean. */
const SYMBOLS: Record<string, readonly Currency[]> = {
  "€": ["EUR"],
  $: ["USD", "CAD", "AUD"],
  "£": ["GBP"],
  "₺": ["TRY"],
  tl: ["TRY"],
  chf: ["CHF"],
  "fr.": ["CHF"],
  zł: ["PLN"],
  kč: ["CZK"],
  ft: ["HUF"],
  kr: ["SEK", "NOK", "DKK"],
  lei: ["RON"],
};
const SIGNS = new Set(["€", "$", "£", "₺"]);
/** A word of letters (a code or a short name), or one of the signs. */
const TOKEN = /[€$£₺]|[\p{L}.]+/gu;
/** The first number: digits with thousands or decimal separators between them. */
const NUMBER = /\d+(?:[.,'\u00A0\u202F ]\d+)*/;

/** Whether the text names no currency, or only ones that can be the list's. */
function namesOnly(text: string, currency: Currency): boolean {
  for (const token of text.toLowerCase().match(TOKEN) ?? []) {
    const word = token === "fr." ? token : token.replace(/\.+$/, "");
    const code = word.toUpperCase();
    const means = SIGNS.has(word)
      ? SYMBOLS[word]
      : (CURRENCIES as readonly string[]).includes(code)
        ? [code as Currency]
        : SYMBOLS[word];
    if (means && !means.includes(currency)) return false;
  }
  return true;
}

/** The amount `text` names in `currency`, or null (no number, or another currency named). */
export function amountInText(text: string, currency: Currency): number | null {
  const found = NUMBER.exec(text);
  if (!found || !namesOnly(text, currency)) return null;
  return amountOfDigits(found[0]);
}
