// How much structure one request body may hold, checked before it is parsed: parsing is linear in
// the number of values, not in bytes, and a 3 MiB import of nested brackets or of one object with
// 300,000 keys held the event loop for 0.3–0.9 s in JSON.parse alone. With these bounds the worst
// body any cap lets in parses in a few tens of milliseconds (docs/decisions/039-bounded-imports.md,
// docs/performance.md). The largest real body, an import of 500 items, holds ~10,000 values.

/** JSON values plus object keys, form fields, or multipart parts one body may hold. */
export const BODY_MAX_VALUES = 50_000;
/** How deep JSON may nest (a list document needs 4 levels). */
export const BODY_MAX_DEPTH = 32;

/**
 * Whether `text`, read as JSON, stays within the bounds: one pass over its characters counting
 * opened containers, commas and colons outside strings (an upper bound of its values and keys).
 * Says nothing about validity: JSON.parse decides that afterwards.
 */
export function jsonShapeFits(text: string, maxValues = BODY_MAX_VALUES, maxDepth = BODY_MAX_DEPTH): boolean {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      values += 1;
      if (depth > maxDepth || values > maxValues) return false;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
    else if (char === 0x2c || char === 0x3a) {
      values += 1;
      if (values > maxValues) return false;
    }
  }
  return true;
}

/** JSON text parsed if it is valid and within the bounds; `undefined` otherwise. */
export function parseBoundedJson(text: string): unknown {
  if (!jsonShapeFits(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
