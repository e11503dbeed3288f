// A name or title set into a sentence of the page's or mail's language, isolated as decision 040
// asks of every user text inside a sentence (docs/decisions/040-invisible-and-bidi-text.md): when
// it is written the other way round — "Anna" in an Arabic sentence, "أحمد" in an English one — the
// sentence's own order must not be taken from it. Pure, server and browser.
import { textDirection } from "./locale";

/** Right-to-left letters: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
/** Any other letter reads left to right. */
const LTR_LETTER = /(?![\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])\p{L}/u;

/** First strong isolate … pop directional isolate: the text keeps its own direction, the sentence its order. */
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * `text` as it goes into a sentence of `locale`: wrapped in FSI…PDI when it holds letters written
 * the other way round, so that a pair ("Anna و Ben") or a greeting keeps the sentence's order, in
 * HTML and plain-text mail alike; unchanged otherwise (the marks are invisible, but not needed).
 */
export function isolatedIn(locale: string, text: string): string {
  const foreign = textDirection(locale) === "rtl" ? LTR_LETTER : RTL_LETTER;
  return foreign.test(text) ? `${FSI}${text}${PDI}` : text;
}

/**
 * Several names in one of the page's or a mail's sentences, as `locale` lists them ("Anna, Ben and
 * Carl", "Anna, Ben en Carl", "Anna وBen"), each isolated as above: never an English ", " in every
 * language (decision 233).
 */
export function namesIn(locale: string, names: string[]): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(names.map((name) => isolatedIn(locale, name)));
}
