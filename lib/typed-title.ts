// Typing a list's title to confirm its deletion (issue 40, docs/decisions/075-what-a-family-trips-over.md):
// compared the way people type, not character for character. A phone keyboard types ’ for ', the
// title may hold an emoji nobody wants to hunt for, and case or a double space prove nothing.

const APOSTROPHES = /[\u2018\u2019\u201A\u201B\u2032\u2035\u02B9\u02BC\u0060\u00B4\uFF07]/g;
const QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u2036\u00AB\u00BB\u2039\u203A\uFF02\u301D\u301E]/g;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
/** Emoji and what only joins or styles them (ZWJ, variation selectors, skin tones, keycaps, flags). */
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u200D\uFE0E\uFE0F\u20E3]/gu;

/** A title as compared: one kind of apostrophe, quote and dash, lower case, single spaces. */
function comparable(text: string, withoutEmoji: boolean): string {
  let folded = text.normalize("NFKC").replace(APOSTROPHES, "'").replace(QUOTES, '"').replace(DASHES, "-");
  if (withoutEmoji) folded = folded.replace(EMOJI, " ");
  return (
    folded
      .toLowerCase()
      // Turkish İ lower-cases to i + a combining dot, ı is the dotless i: both compare as i
      .replace(/\u0307/g, "")
      .replace(/ı/g, "i")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * Whether `typed` names the list titled `title`: case, apostrophe, quotation mark and dash variants,
 * spacing and emoji do not matter. A title of emoji only must be typed with them.
 */
export function matchesTypedTitle(typed: string, title: string): boolean {
  const expected = comparable(title, true);
  if (expected !== "") return comparable(typed, true) === expected;
  const emojiOnly = (text: string) => comparable(text, false).replace(/ /g, "");
  return emojiOnly(typed) !== "" && emojiOnly(typed) === emojiOnly(title);
}
