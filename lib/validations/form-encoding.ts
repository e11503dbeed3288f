// Text as it arrives on the wire, before any rule reads it: well-formed Unicode, and
// form-urlencoded bodies decoded strictly, so that bytes that are not UTF-8 are refused rather
// than turned into U+FFFD (docs/decisions/040-invisible-and-bidi-text.md). Used by the body readers
// (lib/server/http/).

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
