import { isUtf8 } from "node:buffer";
import { AppError } from "../../errors";
import { isWellFormedText, parseFormText } from "../../validations/form-encoding";

// Turning a request body's bytes into one input object, whichever of the three accepted encodings
// it came in. Free of the server's config and of "server-only", so that the import's worker
// thread decodes its (up to 32 MiB) body with the same code (features/lists/import/,
// docs/decisions/068-imports-off-the-event-loop.md).

export type InputValue = string | number | boolean | null | InputValue[] | { [key: string]: InputValue };
export type Input = Record<string, unknown>;

/** A body as read, not yet decoded. */
export type RawBody = { bytes: Uint8Array; contentType: string };

/** The media type of a Content-Type header, lower case, without its parameters. */
export function mediaTypeOf(contentType: string): string {
  return contentType.split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * Form fields: a key given once is a string, a repeated key (item_ids) an array. A key written
 * PHP's way, `item_ids[]`, is that key, and always a list: the original API was PHP's, where a
 * repeated key without the brackets keeps only its last value, so its clients send them
 * (docs/decisions/227-what-the-contract-walk-found.md).
 */
function fromEntries(entries: Iterable<[string, FormDataEntryValue]>): Input {
  const input: Record<string, string | string[]> = Object.create(null);
  for (const [named, value] of entries) {
    if (typeof value !== "string") throw new AppError("invalid_field", { field: named });
    const listed = named.length > 2 && named.endsWith("[]");
    const key = listed ? named.slice(0, -2) : named;
    const existing = input[key];
    if (existing === undefined) input[key] = listed ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else input[key] = [existing, value];
  }
  return { ...input };
}

/** UTF-8 text, or a 400 for invalid UTF-8 (checked natively: a few ms for 3 MiB). */
function utf8Text(bytes: Uint8Array): string {
  if (!isUtf8(bytes)) throw new AppError("invalid_body");
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
}

/** Whether every key and text in a parsed JSON value is well-formed Unicode (no lone surrogate). */
function wellFormedThroughout(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (!isWellFormedText(value)) return false;
    } else if (Array.isArray(value)) pending.push(...value);
    else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (!isWellFormedText(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

/**
 * Form fields of a urlencoded text (a body or a query string), decoded strictly: any part that is
 * not UTF-8 (%FF%FE) makes the whole a 400 `invalid_body` rather than stored U+FFFD.
 */
export function formInput(text: string): Input {
  const pairs = parseFormText(text);
  if (!pairs) throw new AppError("invalid_body");
  return fromEntries(pairs);
}

/**
 * The body as one object, whichever of the three accepted encodings it came in (docs/api.md
 * "Responses"): JSON, form-urlencoded or multipart. Anything else is a 415.
 */
export async function decodeBody({ bytes, contentType }: RawBody): Promise<Input> {
  const mediaType = mediaTypeOf(contentType);
  if (mediaType === "" && bytes.byteLength === 0) return {};
  if (mediaType === "application/json" || mediaType.endsWith("+json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(utf8Text(bytes));
    } catch {
      throw new AppError("invalid_body");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed) || !wellFormedThroughout(parsed))
      throw new AppError("invalid_body");
    return parsed as Input;
  }
  if (mediaType === "application/x-www-form-urlencoded") {
    return formInput(utf8Text(bytes));
  }
  if (mediaType === "multipart/form-data") {
    let form: FormData;
    try {
      // File parts are refused anyway, so the whole body must be UTF-8 text: a field whose bytes
      // are not would otherwise be read as U+FFFD.
      if (!isUtf8(bytes)) throw new AppError("invalid_body");
      form = await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData();
    } catch {
      throw new AppError("invalid_body");
    }
    return fromEntries(form.entries());
  }
  throw new AppError("unsupported_media_type");
}
