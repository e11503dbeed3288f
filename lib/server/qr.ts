import "server-only";
import { createHash } from "node:crypto";
import QRCode from "qrcode";
import { QR_QUIET_ZONE } from "@/lib/qr-quiet-zone";

// The fallback QR code as SVG, drawn here so the private list link never leaves the server.
// Bounded work (docs/decisions/015-bounded-work.md): data ≤ 512 characters, size clamped, and
// the last answers kept, so a page that asks again costs a map lookup.

const CACHE_ENTRIES = 256;
const cache = new Map<string, { svg: string; etag: string }>();

/**
 * The SVG for `data` at `size`, from the cache when it was drawn lately. `beforeRender` runs only
 * when it must be drawn (the API counts those per address; the page's own call passes nothing).
 */
export async function qrSvg(
  data: string,
  size: number,
  beforeRender?: () => Promise<unknown>,
): Promise<{ svg: string; etag: string }> {
  const key = `${size}\u0000${data}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  await beforeRender?.();
  const svg = await QRCode.toString(data, {
    type: "svg",
    width: size,
    margin: QR_QUIET_ZONE,
    errorCorrectionLevel: "M",
  });
  const entry = { svg, etag: `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"` };
  cache.set(key, entry);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return entry;
}
