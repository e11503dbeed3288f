// Rules for what a stored text and a stored link may contain; pure, used by the API's schemas
// and usable in the browser (docs/decisions/014-text-and-url-rules.md).

/** C0 controls, DEL and C1 controls. A title "\u0000hidden" would be cut short by many readers. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, less tab, line feed and carriage return, which a multi-line note may hold. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);
}

/** The parsed address when `value` is an absolute http(s) URL with a host, else null. */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url : null;
  } catch {
    return null;
  }
}

// ---- Broken, invisible and direction-changing text (docs/decisions/040-invisible-and-bidi-text.md) ----

/** Whether a string is well-formed Unicode: no lone surrogate (JSON's "\ud800" decodes to one). */
export function isWellFormedText(value: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
}

/**
 * One component of a form-urlencoded text ("a+b%C3%A4"), decoded strictly: `+` is a space, each
 * %XX a byte, and the bytes must be UTF-8, else null. URLSearchParams would turn %FF%FE into two
 * U+FFFD without a word. A "%" not followed by two hex digits stays as typed, as browsers read it.
 */
export function decodeFormComponent(text: string): string | null {
  if (!text.includes("%")) return text.replace(/\+/g, " ");
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const hex = char === "%" ? text.slice(i + 1, i + 3) : "";
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (char === "+") bytes.push(0x20);
    else {
      const codePoint = text.codePointAt(i)!;
      const whole = String.fromCodePoint(codePoint);
      if (whole.length === 2) i++;
      bytes.push(...encoder.encode(whole));
    }
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

/** A form-urlencoded text ("a=1&b=2") as its pairs, or null when any part is not UTF-8. */
export function parseFormText(text: string): [string, string][] | null {
  const pairs: [string, string][] = [];
  for (const part of text.split("&")) {
    if (part === "") continue;
    const at = part.indexOf("=");
    const key = decodeFormComponent(at < 0 ? part : part.slice(0, at));
    const value = decodeFormComponent(at < 0 ? "" : part.slice(at + 1));
    if (key === null || value === null || !isWellFormedText(key) || !isWellFormedText(value)) return null;
    pairs.push([key, value]);
  }
  return pairs;
}

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
