import { attr, type PageDocument } from "../document";
import type { Facts } from "../facts";
import { amazon } from "./amazon";
import type { ShopReader } from "./shop-reader";

// The shops read by a module of their own (docs/decisions/072-shop-modules-and-bookmarklet.md).
// The next shop is one more module here and one more fixture page in tests/support/shop-pages.
const SHOPS: readonly ShopReader[] = [amazon];

/** The canonical address a page names for itself, if it is an absolute http(s) one. */
export function canonicalOf(page: PageDocument): URL | null {
  const link = page.elements.find(
    (element) =>
      element.name === "link" && (attr(element, "rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"),
  );
  try {
    const url = new URL(attr(link!, "href") ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * What the shop's own module reads from `page`, or nothing when no module knows the shop. The shop
 * is the one of the page's address, else of the canonical address it names (a shop's page seen
 * through a mirror, a cache, or the tests' loopback shop): a module only reads markup, so a page
 * that names another shop's address gains nothing but that module's reading of its own markup.
 */
export function shopFacts(page: PageDocument, url: URL): Facts {
  for (const address of [url, canonicalOf(page)]) {
    const shop = address && SHOPS.find((reader) => reader.handles(address));
    if (shop) return shop.read(page, address);
  }
  return {};
}
