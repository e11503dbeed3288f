import type { ChildNode, Element } from "domhandler";
import { attr, isElement, parsePage, rawTextOf, textOf, type PageDocument } from "./document";
import type { Facts } from "./facts";
import { productFromJsonLd } from "./json-ld";
import { withoutShopName } from "./shop-title";
import { shopFacts } from "./shops";

// What a shop page says about its product, read from its parsed document (./document.ts), in the
// order real shops are most reliable in: the shop's own module where there is one (./shops),
// JSON-LD Product/Offer, Open Graph (+ product:price:*), schema.org microdata, then <title> and
// the meta description; a title from Open Graph or <title> without the shop's name around it. Values are raw strings here;
// link-preview.ts tidies, resolves and cuts them. Every pass is one loop over the elements in
// document order: no recursion, no work that grows with the page's depth.

/** Property values one microdata item keeps: the first non-empty one is all a preview reads. */
const MICRODATA_VALUES_PER_PROPERTY = 8;
/** The only properties a preview reads; the others are not kept at all. */
const MICRODATA_PROPERTIES = new Set([
  "name",
  "description",
  "image",
  "url",
  "offers",
  "price",
  "lowPrice",
  "priceCurrency",
]);

/** A microdata item: its type and its properties' values (elements to read, or nested items). */
type MicroItem = { type: string; props: Map<string, (Element | MicroItem)[]> };

function microValue(element: Element): string {
  switch (element.name) {
    case "meta":
      return attr(element, "content") ?? "";
    case "img":
    case "source":
    case "video":
    case "audio":
    case "iframe":
    case "embed":
      return attr(element, "src") ?? "";
    case "a":
    case "area":
    case "link":
      return attr(element, "href") ?? "";
    case "object":
      return attr(element, "data") ?? "";
    case "data":
    case "meter":
      return attr(element, "value") ?? "";
    case "time":
      return attr(element, "datetime") ?? textOf(element);
    default:
      // shops put the machine-readable value in content= beside the shown text ("24,99 €")
      return attr(element, "content") ?? textOf(element);
  }
}

function addProperty(owner: MicroItem, prop: string, value: Element | MicroItem) {
  if (!MICRODATA_PROPERTIES.has(prop)) return;
  const values = owner.props.get(prop);
  if (!values) owner.props.set(prop, [value]);
  else if (values.length < MICRODATA_VALUES_PER_PROPERTY) values.push(value);
}

/**
 * The microdata items of a document in document order, each element's properties going to the
 * nearest item scope around it (the spec's ownership by nesting). One pass with an explicit stack
 * of (element, the item that owns its children).
 */
function microdataItems(page: PageDocument): MicroItem[] {
  const items: MicroItem[] = [];
  const stack: { element: Element; owner: MicroItem | null }[] = [];
  const children = (parent: { children: ChildNode[] }, owner: MicroItem | null) => {
    for (let i = parent.children.length - 1; i >= 0; i -= 1) {
      const child = parent.children[i]!;
      if (isElement(child)) stack.push({ element: child, owner });
    }
  };
  children(page.root, null);
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const { element, owner } = entry;
    const scoped = attr(element, "itemscope") !== undefined;
    const item: MicroItem | null = scoped ? { type: attr(element, "itemtype") ?? "", props: new Map() } : null;
    if (item) items.push(item);
    const itemprop = attr(element, "itemprop");
    if (owner && itemprop) {
      for (const prop of itemprop.split(/\s+/).filter(Boolean)) addProperty(owner, prop, item ?? element);
    }
    children(element, item ?? owner);
  }
  return items;
}

/** The first value of `prop` that reads as text, or undefined. */
function firstText(item: MicroItem, prop: string): string | undefined {
  for (const value of item.props.get(prop) ?? []) {
    if ("props" in value) continue;
    const text = microValue(value);
    if (text.trim() !== "") return text;
  }
  return undefined;
}

function microdataProduct(page: PageDocument): Facts {
  const product = microdataItems(page).find((item) =>
    /schema\.org\/(Product|IndividualProduct|ProductModel)$/i.test(item.type),
  );
  if (!product) return {};
  const offer = product.props.get("offers")?.find((value): value is MicroItem => "props" in value);
  return {
    title: firstText(product, "name"),
    description: firstText(product, "description"),
    image: firstText(product, "image"),
    url: firstText(product, "url"),
    price: offer ? (firstText(offer, "price") ?? firstText(offer, "lowPrice")) : undefined,
    currency: offer ? firstText(offer, "priceCurrency") : undefined,
  };
}

function metaFacts(all: Element[], url: URL): { openGraph: Facts; basic: Facts; productType: boolean } {
  const meta = new Map<string, string>();
  let title: string | undefined;
  let canonical: string | undefined;
  let imageSrc: string | undefined;
  for (const element of all) {
    if (element.name === "meta") {
      const key = (attr(element, "property") ?? attr(element, "name") ?? "").toLowerCase();
      const content = attr(element, "content");
      if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
    } else if (element.name === "title" && title === undefined) {
      title = textOf(element);
    } else if (element.name === "link") {
      const rel = (attr(element, "rel") ?? "").toLowerCase().split(/\s+/);
      if (rel.includes("canonical")) canonical ??= attr(element, "href");
      if (rel.includes("image_src")) imageSrc ??= attr(element, "href");
    }
  }
  const get = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());
  // "Amazon.com: X", "X | OTTO": the page's own title names the shop too
  const siteName = get("og:site_name", "application-name") ?? null;
  const withoutShop = (value: string | undefined) =>
    value === undefined ? undefined : (withoutShopName(value.trim(), url.hostname, siteName) ?? undefined);
  return {
    openGraph: {
      title: withoutShop(get("og:title", "twitter:title")),
      description: get("og:description", "twitter:description"),
      image: get("og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src"),
      url: get("og:url"),
      price: get("product:price:amount", "og:price:amount", "product:sale_price:amount"),
      currency: get("product:price:currency", "og:price:currency", "product:sale_price:currency"),
    },
    basic: { title: withoutShop(title), description: get("description"), image: imageSrc, url: canonical },
    productType: /product/i.test(get("og:type") ?? ""),
  };
}

function jsonLdTexts(all: Element[]): string[] {
  return all
    .filter(
      (element) => element.name === "script" && attr(element, "type")?.trim().toLowerCase() === "application/ld+json",
    )
    .map(rawTextOf);
}

/** What a page says, and whether it describes a product at all (a robot check does not). */
export type PageFacts = { facts: Facts; namesProduct: boolean };

/**
 * Field by field, the first source that names it. The canonical link beats og:url and the
 * structured data's url: it is the page's own statement of its address.
 */
export function readFacts(page: PageDocument, url: URL): PageFacts {
  const { openGraph, basic, productType } = metaFacts(page.elements, url);
  const shop = shopFacts(page, url);
  const jsonLd = productFromJsonLd(jsonLdTexts(page.elements));
  const microdata = microdataProduct(page);
  const layers: Facts[] = [shop, jsonLd, openGraph, microdata, basic];
  const pick = <K extends keyof Facts>(key: K): Facts[K] =>
    layers.map((layer) => layer[key]).find((v) => v !== undefined && String(v).trim() !== "");
  const facts: Facts = {
    title: pick("title"),
    description: pick("description"),
    image: pick("image"),
    url: basic.url?.trim() ? basic.url : pick("url"),
    price: pick("price"),
    currency: pick("currency"),
  };
  const structured = [shop, jsonLd, microdata].some((layer) => Object.values(layer).some((v) => v !== undefined));
  return { facts, namesProduct: structured || productType || facts.price !== undefined };
}

/** The facts of the page at `url` given as HTML text (parsed up to the caps of ./document.ts). */
export function pageFacts(html: string, url = new URL("https://shop.example/")): Facts {
  return readFacts(parsePage(html), url).facts;
}
