import type { Element } from "domhandler";
import { attr, descendants, textOf, type PageDocument } from "../document";
import { canonicalOf } from "./index";
import { currencyOf, priceText, storeOf } from "./amazon";

// An Amazon wish list page (issue 55), as a server fetches it or the bookmarklet sends it after
// scrolling to the end. The markup relied on (docs/decisions/125-bring-wishes-along.md): the items
// are the `li` with a `data-itemid` under `#g-items`; of each item, `#itemName_<id>` (its text the
// title, its href the product), `#itemPrice_<id>` (an `a-price` block as on product pages),
// `#itemImage_<id>` (the first `img`), `#itemRequested_<id>` and `#itemPurchased_<id>` (counts);
// `#endOfListMarker` is only on a page that holds the whole list. Pure: runs in the page reader's
// worker thread.

/** One item of the list, raw strings as the page shows them (tidied by the caller). */
export type ListEntry = {
  title?: string;
  url?: string;
  image?: string;
  price?: string;
  currency?: string;
  /** Wanted, less what is already bought (at least 1). */
  wanted: number;
};

export type ListReading = {
  entries: ListEntry[];
  /** The titles of items already bought in full: left out. */
  bought: string[];
  /** The page holds the whole list (its end marker is on it, and the reader read to it). */
  complete: boolean;
};

/** "2", "Gewünscht: 2", "Requested 2" → 2; nothing readable → undefined. */
function countOf(element: Element | undefined): number | undefined {
  const digits = element ? /\d+/.exec(textOf(element)) : null;
  return digits ? Number(digits[0]) : undefined;
}

/** The product's address without tracking: the store's `/dp/<ASIN>` where the link names one. */
function productLink(href: string | undefined, store: URL): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    const url = new URL(href.trim(), store);
    const asin = /\/(?:dp|gp\/product)\/([A-Z0-9]{10})(?:[/?]|$)/i.exec(url.pathname + "/");
    if (asin) return `${url.origin}/dp/${asin[1]!.toUpperCase()}`;
    url.search = "";
    url.hash = "";
    return url.toString();
  } catch {
    return undefined;
  }
}

/** The store the page belongs to: its own address, else the one it names as canonical (a saved page). */
function storeAddress(page: PageDocument, url: URL): { address: URL; store: string | null } {
  if (storeOf(url)) return { address: url, store: storeOf(url) };
  const canonical = canonicalOf(page);
  if (canonical && storeOf(canonical)) return { address: canonical, store: storeOf(canonical) };
  return { address: url, store: null };
}

function readEntry(item: Element, id: string, page: PageDocument, store: { address: URL; store: string | null }) {
  const name = page.byId.get(`itemName_${id}`);
  const title = name ? (attr(name, "title") ?? textOf(name)).replace(/\s+/g, " ").trim() : "";
  const priceBlock = page.byId.get(`itemPrice_${id}`);
  const price = priceBlock ? priceText(priceBlock) : null;
  const imageBox = page.byId.get(`itemImage_${id}`) ?? item;
  const image = [...descendants(imageBox.children)].find((element) => element.name === "img");
  const src = image ? attr(image, "src")?.trim() : undefined;
  const requested = countOf(page.byId.get(`itemRequested_${id}`)) ?? 1;
  const purchased = countOf(page.byId.get(`itemPurchased_${id}`)) ?? 0;
  return {
    title: title || undefined,
    url: productLink(name ? attr(name, "href") : undefined, store.address),
    image: src && !/^data:/i.test(src) ? src : undefined,
    ...(price ? { price, currency: currencyOf(price, store.store) } : {}),
    wanted: requested - purchased,
  };
}

/** The list on `page`, or null when the page is no Amazon wish list. */
export function readAmazonList(page: PageDocument, url: URL): ListReading | null {
  const container = page.byId.get("g-items");
  if (!container) return null;
  const store = storeAddress(page, url);
  const entries: ListEntry[] = [];
  const bought: string[] = [];
  for (const item of descendants(container.children)) {
    const id = item.name === "li" ? attr(item, "data-itemid") : undefined;
    if (!id || !/^[\w-]{1,64}$/.test(id)) continue;
    const { wanted, ...entry } = readEntry(item, id, page, store);
    if (!entry.title && !entry.url) continue;
    if (wanted <= 0) bought.push(entry.title ?? entry.url!);
    else entries.push({ ...entry, wanted });
  }
  return { entries, bought, complete: page.byId.has("endOfListMarker") && !page.capped };
}
