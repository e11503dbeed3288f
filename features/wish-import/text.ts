import "server-only";
import { trimmedOf } from "../../lib/trimmed";
import { collect, type Found } from "./found-wish";

// Pasted text, one wish a line (issue 55): a shop link alone (filled in the background after
// saving), or a title, optionally with a price and a link in any order ("Lego 4000 – 24,99 € –
// https://…"), optionally led by a count ("2x Socks"). Nothing in a line is markup: a title is
// kept as the text it is.

/** The first http(s) address in a line; trailing punctuation of the sentence is not part of it. */
const LINK = /https?:\/\/[^\s<>"]+/i;
/**
 * A price at either end of what is left: digits with a decimal part or a currency sign or code
 * ("24,99", "€ 5", "1.299,00 EUR", "19.5 zł"); a bare number ("Lego 4000") stays in the title.
 */
const SIGN = String.raw`(?:€|£|\$|US\$|₺|zł|\b[A-Z]{3}\b|TL|Fr\.)`;
const AMOUNT = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const PRICE = String.raw`((?:${SIGN}\s?(?:${AMOUNT}))|(?:(?:${AMOUNT})\s?${SIGN})|(?:\d+[.,]\d{2}))`;
const PRICE_AT_END = new RegExp(String.raw`(?:^|\s)${PRICE}$`);
/** The same after a space: for the end of a long line, whose start is cut off. */
const PRICE_AFTER_SPACE_AT_END = new RegExp(String.raw`\s${PRICE}$`);
/**
 * How far from a line's end a price at its end is looked for: far more than any price written
 * ("1 299 000,00 EUR"). A search anchored only at the end tries every start of the line, each
 * reading to the end: a megabyte's line held the server for minutes (decision 228).
 */
const PRICE_REACH = 64;
const PRICE_AT_START = new RegExp(
  String.raw`^((?:${SIGN}\s?(?:${AMOUNT}))|(?:(?:${AMOUNT})\s?${SIGN})|(?:\d+[.,]\d{2}))(?:\s|$)`,
);
/**
 * A word that leads a price at the end, in the nine languages ("ca. 15 €", "około 50 zł", "about
 * £20", "za 49 zł", "yaklaşık 899 TL"): the price's, not the title's. Only when a price follows.
 */
const ABOUT = new RegExp(
  String.raw`\s(?:ca\.?|circa|etwa|ungefähr|rund|für|approx\.?|about|around|for|env\.|environ|pour|aprox\.|aproximadamente|unos|por|più o meno|per|ongeveer|rond|voor|ok\.|około|za|yaklaşık|حوالي|تقريبا|نحو)$`,
  "iu",
);
const COUNT = /^(\d{1,2})\s*[x×]\s+/i;
/** Separators around a title ("–", "|", "•", spaces), trimmed by hand (lib/trimmed.ts). */
const SEPARATOR = /[\s\-–—|;,:\t•*]/;
/** A sentence's punctuation after a link, which is not part of it. */
const AFTER_LINK = /[),.;:!?]/;

/** A price at the end of `line`, looked for within its last PRICE_REACH characters. */
function priceAtEnd(line: string): RegExpExecArray | null {
  if (line.length <= PRICE_REACH) return PRICE_AT_END.exec(line);
  return PRICE_AFTER_SPACE_AT_END.exec(line.slice(-PRICE_REACH));
}

export function readText(text: string): Found {
  const found: Found = { items: [], skipped: [] };
  text.split(/\r\n?|\n/).forEach((whole, index) => {
    let line = whole.replace(/^\uFEFF/, "").trim();
    if (line === "") return;
    const written = LINK.exec(line)?.[0];
    const link = written === undefined ? undefined : trimmedOf(written, AFTER_LINK, { start: false });
    if (written) line = line.replace(written, " ");
    line = trimmedOf(line, SEPARATOR);
    const count = COUNT.exec(line);
    if (count) line = line.slice(count[0].length);
    let price: string | undefined;
    const atEnd = priceAtEnd(line);
    const priced = atEnd ?? PRICE_AT_START.exec(line);
    if (priced) {
      price = priced[1];
      line = line.replace(priced[1]!, " ").trimEnd();
      if (atEnd) line = line.replace(ABOUT, "");
      line = trimmedOf(line, SEPARATOR);
    }
    collect(found, { title: line, url: link, price, quantity: count?.[1] }, { line: index + 1 });
  });
  return found;
}
