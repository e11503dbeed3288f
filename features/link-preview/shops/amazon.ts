import type { Element } from "domhandler";
import { attr, descendants, hasClass, textOf, type PageDocument } from "../document";
import type { Facts } from "../facts";
import type { ShopReader } from "./shop-reader";

// Amazon's product pages (issue 41) carry no JSON-LD Product and no og:price; what a shopper sees
// is in their own markup: the title in #productTitle, the price in `a-price` blocks (an
// `a-offscreen` text such as "$29.99", or whole and fraction parts) inside the buy box, the main
// picture on #landingImage. Every rule for Amazon is here (docs/decisions/072-shop-modules-and-bookmarklet.md).

/** Each Amazon store prices in its own currency; "$" alone says nothing about which. */
const STORE_CURRENCY: Record<string, string> = {
  com: "USD",
  ca: "CAD",
  "com.mx": "MXN",
  "com.br": "BRL",
  "co.uk": "GBP",
  de: "EUR",
  fr: "EUR",
  it: "EUR",
  es: "EUR",
  nl: "EUR",
  "com.be": "EUR",
  ie: "EUR",
  at: "EUR",
  pl: "PLN",
  se: "SEK",
  "com.tr": "TRY",
  ae: "AED",
  sa: "SAR",
  eg: "EGP",
  in: "INR",
  "co.jp": "JPY",
  "com.au": "AUD",
  sg: "SGD",
};

const HOST = /(?:^|\.)amazon\.([a-z.]+)$/;

export function storeOf(url: URL): string | null {
  const match = HOST.exec(url.hostname.toLowerCase().replace(/\.$/, ""));
  return match && Object.hasOwn(STORE_CURRENCY, match[1]!) ? match[1]! : null;
}

/** Symbols that name one currency wherever they are shown. */
const SYMBOLS: [RegExp, string][] = [
  [/€|\bEUR\b/, "EUR"],
  [/£|\bGBP\b/, "GBP"],
  [/₺|\bTL\b|\bTRY\b/, "TRY"],
  [/zł|\bPLN\b/, "PLN"],
  [/₹|\bINR\b/, "INR"],
  [/R\$|\bBRL\b/, "BRL"],
  [/[¥￥]|\bJPY\b/, "JPY"],
  [/\bUSD\b|US\$/, "USD"],
];

/** The currency a price text names, else the store's (none for a page of no known store). */
export function currencyOf(priceText: string, store: string | null): string | undefined {
  for (const [symbol, code] of SYMBOLS) if (symbol.test(priceText)) return code;
  return store === null ? undefined : STORE_CURRENCY[store];
}

/** The buy box's containers, most specific first; a price outside them may be another offer's. */
const BUY_BOX = [
  "corePriceDisplay_desktop_feature_div",
  "corePrice_desktop",
  "corePrice_feature_div",
  "apex_desktop",
  "apex_offerDisplay_desktop",
  "buybox",
  "desktop_buybox",
];
/** Older layouts name the price itself. */
const PRICE_IDS = [
  "priceblock_dealprice",
  "priceblock_ourprice",
  "priceblock_saleprice",
  "price_inside_buybox",
  "newBuyBoxPrice",
  "kindle-price",
];

/** Not the price a shopper pays: a struck-through list price, a per-unit price, a saving. */
function isOtherPrice(element: Element): boolean {
  return hasClass(element, "a-text-price") || attr(element, "data-a-strike") === "true";
}

/** The elements under `root` whose ancestors (up to it) are not a list or unit price. */
function* payablePriceBlocks(root: Element): Generator<Element> {
  const skipped = new Set<Element>();
  for (const element of descendants(root.children)) {
    if (element.parent && skipped.has(element.parent as Element)) {
      skipped.add(element);
      continue;
    }
    if (isOtherPrice(element) || hasClass(element, "basisPrice") || hasClass(element, "pricePerUnit")) {
      skipped.add(element);
      continue;
    }
    if (hasClass(element, "a-price")) yield element;
  }
}

/** "$29.99" from the block's a-offscreen, else symbol + whole + "." + fraction. */
export function priceText(block: Element): string | null {
  const parts = [...descendants(block.children)];
  const offscreen = parts.find((element) => hasClass(element, "a-offscreen"));
  const shown = offscreen ? textOf(offscreen).trim() : "";
  if (/\d/.test(shown)) return shown;
  const whole = parts.find((element) => hasClass(element, "a-price-whole"));
  if (!whole) return null;
  const digits = textOf(whole).replace(/\D/g, "");
  const fraction = parts.find((element) => hasClass(element, "a-price-fraction"));
  const cents = fraction ? textOf(fraction).replace(/\D/g, "") : "";
  const symbol = parts.find((element) => hasClass(element, "a-price-symbol"));
  return digits ? `${symbol ? textOf(symbol).trim() : ""}${digits}${cents ? `.${cents}` : ""}` : null;
}

function buyBoxPrice(page: PageDocument): string | null {
  for (const id of BUY_BOX) {
    const box = page.byId.get(id);
    if (!box) continue;
    const blocks = [...payablePriceBlocks(box)];
    // "priceToPay" marks the buy box's own price where a page shows several
    const chosen = blocks.find((b) => hasClass(b, "priceToPay") || hasClass(b, "apexPriceToPay")) ?? blocks[0];
    const text = chosen ? priceText(chosen) : null;
    if (text) return text;
  }
  for (const id of PRICE_IDS) {
    const element = page.byId.get(id);
    const text = element ? textOf(element).trim() : "";
    if (/\d/.test(text)) return text;
  }
  return null;
}

/** The main picture: its high-resolution address, else the largest of its dynamic ones; never a data: placeholder. */
function mainPicture(page: PageDocument): string | undefined {
  const image = ["landingImage", "imgBlkFront", "ebooksImgBlkFront", "main-image"]
    .map((id) => page.byId.get(id))
    .find(Boolean);
  if (!image) return undefined;
  const usable = (value: string | undefined) => (value?.trim() && !/^\s*data:/i.test(value) ? value.trim() : undefined);
  const hires = usable(attr(image, "data-old-hires"));
  if (hires) return hires;
  try {
    const sizes = JSON.parse(attr(image, "data-a-dynamic-image") ?? "{}") as Record<string, unknown>;
    const area = (size: unknown) => (Array.isArray(size) ? Number(size[0]) * Number(size[1]) || 0 : 0);
    const largest = Object.entries(sizes).sort(([, a], [, b]) => area(b) - area(a))[0];
    if (usable(largest?.[0])) return largest![0];
  } catch {
    // not JSON: the src may still do
  }
  return usable(attr(image, "src"));
}

/** The feature bullets, one a line, as the note. */
function bullets(page: PageDocument): string | undefined {
  const list = page.byId.get("feature-bullets");
  if (!list) return undefined;
  const lines = [...descendants(list.children)]
    .filter((element) => element.name === "li")
    .map((element) => textOf(element).replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return lines.length ? lines.join("\n") : undefined;
}

export const amazon: ShopReader = {
  name: "amazon",
  handles: (url) => storeOf(url) !== null,
  read(page, url) {
    const store = storeOf(url)!;
    const titleElement = ["productTitle", "ebooksProductTitle", "title"].map((id) => page.byId.get(id)).find(Boolean);
    const price = buyBoxPrice(page);
    const facts: Facts = {
      title: titleElement ? textOf(titleElement).trim() || undefined : undefined,
      image: mainPicture(page),
      description: bullets(page),
    };
    if (price) {
      facts.price = price;
      facts.currency = currencyOf(price, store);
    }
    return facts;
  },
};
