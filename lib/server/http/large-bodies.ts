import "server-only";
import { parseFormText } from "../../validations/form-encoding";
import { inFlightGate } from "../work-queue";
import { mediaTypeOf } from "./decode-body";

// Large bodies in flight (docs/decisions/231-what-the-attacker-walk-found-a-tenth-time.md): an
// upload, an import or a page the bookmarklet sent is held whole in memory until it is answered.
// Rate limits count them over an hour; this bounds how many are read and held at once, so one
// owner's hundred 10 MB uploads at once cannot take the server's memory (they held 1.5 GiB) or
// stall everyone's reads behind their parsing. A body this large waits for a place only after
// its sender's token was checked, where the request lets it be checked first.

/** A body that declares more than this, or declares nothing (chunked), is large. */
export const LARGE_BODY_BYTES = 64 * 1024;

/**
 * Large bodies read at once in this instance, and from one address: the largest, an import, is
 * 32 MiB, a picture 10 MB. More wait up to 10 s for a place (under the 30 s a body may take), then
 * 429 `uploads_busy` with Retry-After, their bodies unread.
 */
export const LARGE_BODIES = {
  total: 4,
  perKey: 2,
  waitMs: 10_000,
  retryAfterSeconds: 5,
  maxWaiting: 16,
  maxWaitingPerKey: 4,
} as const;

const largeBodies = inFlightGate(LARGE_BODIES, "uploads_busy");

/** Whether `request`'s body counts as large: it says more than LARGE_BODY_BYTES, or nothing. */
export function isLargeBody(request: Request): boolean {
  const declared = request.headers.get("content-length");
  return declared === null || !(Number(declared) <= LARGE_BODY_BYTES);
}

/** A place for `request`'s body if it is large (see `LARGE_BODIES`); the function that gives it back. */
export async function largeBodyPlace(request: Request, clientAddress: string): Promise<() => void> {
  return isLargeBody(request) ? largeBodies.hold(clientAddress) : () => {};
}

const MEMBER = /\s*("(?:[^"\\\u0000-\u001f]|\\.)*")\s*:\s*("(?:[^"\\\u0000-\u001f]|\\.)*")\s*([,}])/y;

/**
 * The members a JSON object begins with whose values are strings, as far as `text` holds them
 * whole: `{"slug":"a","edit_token":"b","page":"…` → `{ slug: "a", edit_token: "b" }`. Stops at the
 * first other value; a key given twice gives nothing (the whole body decides then).
 */
export function leadingJsonFields(text: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  const start = /^\s*\{/.exec(text);
  if (!start) return fields;
  MEMBER.lastIndex = start[0].length;
  for (let match = MEMBER.exec(text); match; match = MEMBER.exec(text)) {
    let key: unknown, value: unknown;
    try {
      [key, value] = [JSON.parse(match[1]!), JSON.parse(match[2]!)];
    } catch {
      break;
    }
    if (typeof key !== "string" || typeof value !== "string") break;
    if (Object.hasOwn(fields, key)) return Object.create(null);
    fields[key] = value;
    if (match[3] === "}") break;
  }
  return fields;
}

/** Fields as leading fields: each key once (`item_ids[]` and `item_ids` are one), else none. */
function onceEach(pairs: [string, string][]): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [key, value] of pairs) {
    const bare = key.endsWith("[]") ? key.slice(0, -2) : key;
    if (Object.hasOwn(fields, bare) || value.includes("\uFFFD")) return Object.create(null);
    if (bare === key) fields[key] = value;
  }
  return fields;
}

/** A form part holding a plain text field: one header line, a name of letters, digits, `_` and `-`. */
const PLAIN_PART = /^content-disposition:[ \t]*form-data;[ \t]*name="([\w-]+)"[ \t]*$/i;
const BOUNDARY = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i;

/** The whole text fields a multipart body begins with, up to the first part that is not one. */
function leadingParts(text: string, contentType: string): [string, string][] {
  const found = BOUNDARY.exec(contentType);
  const delimiter = `--${found?.[1] ?? found?.[2] ?? ""}`;
  const pairs: [string, string][] = [];
  if (delimiter === "--" || !text.startsWith(`${delimiter}\r\n`)) return pairs;
  for (let at = delimiter.length + 2; ; at += 2) {
    const head = text.indexOf("\r\n\r\n", at);
    const end = head < 0 ? -1 : text.indexOf(`\r\n${delimiter}`, head + 4);
    const name = end < 0 ? undefined : PLAIN_PART.exec(text.slice(at, head))?.[1];
    if (name === undefined) return pairs;
    pairs.push([name, text.slice(head + 4, end)]);
    at = end + 2 + delimiter.length;
    if (!text.startsWith("\r\n", at)) return pairs; // "--" ends the body
  }
}

/**
 * The string fields a large body begins with, as far as its first bytes hold them whole, for the
 * owner's early check (decision 231; forms and multipart since 234): JSON's leading members, a
 * form's pairs before its last `&`, multipart's plain text parts before the first other part or
 * the part still arriving. Anything unusual gives fewer fields or none: the whole body decides then.
 */
export function leadingFields(bytes: Uint8Array, contentType: string): Record<string, string> {
  const text = new TextDecoder().decode(bytes);
  switch (mediaTypeOf(contentType)) {
    case "application/json":
      return leadingJsonFields(text);
    case "application/x-www-form-urlencoded": {
      const whole = text.lastIndexOf("&");
      return onceEach((whole < 0 ? null : parseFormText(text.slice(0, whole))) ?? []);
    }
    case "multipart/form-data":
      return onceEach(leadingParts(text, contentType));
    default:
      return Object.create(null);
  }
}
