// How much structure one request body may hold, counted while it arrives and before it is parsed:
// parsing costs per value, not per byte, and a 3 MiB import of nested brackets or of one object
// with 300,000 keys held the event loop for 0.3–0.9 s in JSON.parse alone. A body over the bounds
// is refused as soon as its bytes cross them, without reading or parsing the rest
// (docs/decisions/039-bounded-imports.md, docs/performance.md). The largest real body, an import
// of 500 items, holds ~10,000 values.

/** JSON values plus object keys, form fields, or multipart parts one body may hold. */
export const BODY_MAX_VALUES = 50_000;
/** How deep JSON may nest (a list document needs 4 levels). */
export const BODY_MAX_DEPTH = 32;

/** Fed a body chunk by chunk; false once the body holds more than it may. */
export type ShapeCounter = { feed(chunk: Uint8Array): boolean };

/**
 * JSON: counts opened containers, commas and colons outside strings (an upper bound of values and
 * keys) and the nesting depth. Says nothing about validity: JSON.parse decides that afterwards.
 * The structural characters are ASCII, so counting UTF-8 bytes is exact.
 */
export function jsonShapeCounter(maxValues = BODY_MAX_VALUES, maxDepth = BODY_MAX_DEPTH): ShapeCounter {
  let depth = 0;
  let values = 0;
  let inString = false;
  let escaped = false;
  return {
    feed(chunk) {
      for (let index = 0; index < chunk.length; index += 1) {
        const byte = chunk[index];
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === 0x5c) escaped = true;
          else if (byte === 0x22) inString = false;
          continue;
        }
        if (byte === 0x22) inString = true;
        else if (byte === 0x5b || byte === 0x7b) {
          depth += 1;
          values += 1;
          if (depth > maxDepth || values > maxValues) return false;
        } else if (byte === 0x5d || byte === 0x7d) depth -= 1;
        else if (byte === 0x2c || byte === 0x3a) {
          values += 1;
          if (values > maxValues) return false;
        }
      }
      return true;
    },
  };
}

/**
 * Form bodies: fields are separated by `&`. Multipart: every part begins on a line starting with
 * `--` (its boundary), so line breaks followed by `--` bound the parts (also across chunks).
 */
function separatorCounter(separator: number[], maxValues: number): ShapeCounter {
  let count = 0;
  let matched = 0;
  return {
    feed(chunk) {
      for (let index = 0; index < chunk.length; index += 1) {
        matched = chunk[index] === separator[matched] ? matched + 1 : chunk[index] === separator[0] ? 1 : 0;
        if (matched === separator.length) {
          matched = 0;
          count += 1;
          if (count > maxValues) return false;
        }
      }
      return true;
    },
  };
}

/** The counter for a body of `mediaType`; bodies of other types are not counted. */
export function shapeCounterFor(mediaType: string, maxValues = BODY_MAX_VALUES): ShapeCounter {
  if (mediaType === "application/json" || mediaType.endsWith("+json")) return jsonShapeCounter(maxValues);
  if (mediaType === "application/x-www-form-urlencoded") return separatorCounter([0x26], maxValues);
  if (mediaType === "multipart/form-data") return separatorCounter([0x0a, 0x2d, 0x2d], maxValues);
  return { feed: () => true };
}

/** JSON text (a document sent as a form field) parsed if it is valid and within the bounds; else undefined. */
export function parseBoundedJson(text: string): unknown {
  if (!jsonShapeCounter().feed(new TextEncoder().encode(text))) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
