// A text as it is stored for showing: invisible-only text counts as empty, and direction controls
// never reach past its end into what is shown next to it
// (docs/decisions/040-invisible-and-bidi-text.md). Pure, server and browser.

/**
 * Characters that show nothing by themselves: white space, the default-ignorable code points
 * (zero-width space and joiners U+200B–U+200D, word joiner U+2060, BOM U+FEFF, soft hyphen,
 * direction marks and controls, variation selectors, Hangul fillers, tags) and the blank braille
 * pattern U+2800. A text made only of these reads as empty.
 */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export function isVisiblyEmpty(value: string): boolean {
  return INVISIBLE.test(value);
}

const EMBEDDING_OPENERS = new Set(["\u202a", "\u202b", "\u202d", "\u202e"]); // LRE RLE LRO RLO
const ISOLATE_OPENERS = new Set(["\u2066", "\u2067", "\u2068"]); // LRI RLI FSI
const PDF = "\u202c";
const PDI = "\u2069";
const closerOf = (kind: "E" | "I") => (kind === "E" ? PDF : PDI);

/**
 * The text with its direction controls paired, so that none reaches past the end of the text (or
 * of its line) into whatever it is shown next to: an embedding or override (U+202A/B/D/E) left
 * open is closed with U+202C, an isolate (U+2066–2068) with U+2069; a closer without an opener is
 * dropped. Paired controls, direction marks (U+200E/F, U+061C) and every other character stay as
 * typed, so Arabic, Hebrew or a balanced text comes back unchanged.
 */
export function balanceBidiControls(value: string): string {
  if (!/[\u202a-\u202e\u2066-\u2069]/.test(value)) return value;
  let out = "";
  let open: ("E" | "I")[] = [];
  const closeAll = () => {
    out += open.reverse().map(closerOf).join("");
    open = [];
  };
  for (const char of value) {
    if (EMBEDDING_OPENERS.has(char)) open.push("E");
    else if (ISOLATE_OPENERS.has(char)) open.push("I");
    else if (char === PDF) {
      if (open.at(-1) !== "E") continue;
      open.pop();
    } else if (char === PDI) {
      const isolate = open.lastIndexOf("I");
      if (isolate < 0) continue;
      out += open.splice(isolate).slice(1).reverse().map(closerOf).join("");
    } else if (char === "\n" || char === "\r" || char === "\u2029") closeAll();
    out += char;
  }
  closeAll();
  return out;
}

/**
 * A text as it is stored for showing: trimmed, "" when nothing visible is left (so it counts as
 * missing or cleared, like a blank one), its direction controls balanced.
 */
export function displayText(value: string): string {
  const trimmed = value.trim();
  return isVisiblyEmpty(trimmed) ? "" : balanceBidiControls(trimmed);
}
