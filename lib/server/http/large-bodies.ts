import "server-only";
import { inFlightGate } from "../work-queue";

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
