// A page's own title without the shop's name around it (issue 41): "Amazon.com: X",
// "X : Amazon.de: Küche & Haushalt", "X | OTTO", "X - Etsy" → "X". Used where the page's <title>
// or og:title is the only source; a product's structured name is taken as it is.

/** " | ", " - ", " – ", " — ", " · ", " :: " and ": " (a colon ends the word before it). */
const SEPARATOR = /\s+[|\-–—·•]\s+|\s*::\s*|\s+:\s+|(?<=\S):\s+/g;

/** "www.amazon.co.uk" → "amazon"; "shop.otto.de" → "otto": the name a shop's domain carries. */
export function shopNameOf(host: string): string | null {
  const labels = host.toLowerCase().replace(/\.$/, "").split(".");
  if (labels.length < 2) return null;
  labels.pop(); // the top-level domain
  // a second-level registry: amazon.co.uk, amazon.com.tr, shop.com.au
  const registry = new Set(["co", "com", "net", "org", "ac", "gov", "edu", "or", "ne", "gv"]);
  if (labels.length > 1 && registry.has(labels.at(-1)!)) labels.pop();
  const name = labels.at(-1)!;
  return name.length >= 2 ? name : null;
}

const squashed = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

type Shop = { name: string | null; domain: string; siteName: string };

/** Whether a title's part is the shop's name alone: "Amazon.com", "OTTO", og:site_name. */
function isShop(part: string, shop: Shop): boolean {
  const text = squashed(part);
  return text !== "" && (text === shop.name || text === shop.domain || text === shop.siteName);
}

/** Whether a title's part names the shop, maybe with more: "Amazon.de", "Etsy Deutschland". */
function namesShop(part: string, shop: Shop): boolean {
  if (isShop(part, shop)) return true;
  // a few words at most: "Amazon Echo Dot 5th Gen" is a product, not the shop
  if (part.trim().split(/\s+/).length > 3) return false;
  const text = squashed(part);
  return (shop.name !== null && text.startsWith(shop.name)) || (shop.siteName !== "" && text.startsWith(shop.siteName));
}

/**
 * `title` without the leading "Shop: " and without the trailing " | Shop" (and whatever follows the
 * shop's name: "X : Amazon.de: Küche"). A title that is nothing but the shop's name becomes null.
 */
export function withoutShopName(title: string, host: string, siteName: string | null = null): string | null {
  const shop: Shop = {
    name: shopNameOf(host),
    domain: squashed(host.replace(/^www\./i, "")),
    siteName: squashed(siteName ?? ""),
  };
  // the parts between separators, each with where it starts and ends in the title
  const parts: { text: string; from: number; to: number }[] = [];
  let from = 0;
  for (const separator of title.matchAll(SEPARATOR)) {
    parts.push({ text: title.slice(from, separator.index), from, to: separator.index });
    from = separator.index + separator[0].length;
  }
  parts.push({ text: title.slice(from), from, to: title.length });
  if (parts.length === 1) return isShop(title, shop) ? null : title;
  const start = namesShop(parts[0]!.text, shop) ? 1 : 0;
  let end = parts.length;
  for (let i = Math.max(start, 1); i < parts.length; i += 1) {
    if (namesShop(parts[i]!.text, shop)) {
      end = i;
      break;
    }
  }
  if (start >= end) return null;
  return title.slice(parts[start]!.from, parts[end - 1]!.to).trim() || null;
}
