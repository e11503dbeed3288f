import "server-only";
import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import type { Facts } from "./facts";
import { productFromJsonLd } from "./json-ld";

// What a shop page says about its product, read from its parsed document (htmlparser2), in the
// order real shops are most reliable in: JSON-LD Product/Offer, Open Graph (+ product:price:*),
// schema.org microdata, then <title> and the meta description. Values are raw strings here;
// link-preview.ts tidies, resolves and cuts them.

function isElement(node: ChildNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

function textOf(node: ChildNode): string {
  if (node.type === "text") return node.data;
  if (!isElement(node) || node.name === "script" || node.name === "style") return "";
  return node.children.map(textOf).join("");
}

function* elements(nodes: ChildNode[]): Generator<Element> {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    yield node;
    yield* elements(node.children);
  }
}

const attr = (element: Element, name: string) => element.attribs[name];

/** A microdata item: its type and its properties' values (texts or nested items). */
type MicroItem = { type: string; props: Map<string, (string | MicroItem)[]> };

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

/** The microdata items of a document, top-level ones first (the spec's property ownership by nesting). */
function microdataItems(nodes: ChildNode[]): MicroItem[] {
  const items: MicroItem[] = [];
  const visit = (children: ChildNode[], owner: MicroItem | null) => {
    for (const node of children) {
      if (!isElement(node)) continue;
      const props = (attr(node, "itemprop") ?? "").split(/\s+/).filter(Boolean);
      const scoped = attr(node, "itemscope") !== undefined;
      const item: MicroItem | null = scoped ? { type: attr(node, "itemtype") ?? "", props: new Map() } : null;
      if (item) items.push(item);
      if (owner) {
        for (const prop of props) owner.props.set(prop, [...(owner.props.get(prop) ?? []), item ?? microValue(node)]);
      }
      visit(node.children, item ?? owner);
    }
  };
  visit(nodes, null);
  return items;
}

function firstText(item: MicroItem, prop: string): string | undefined {
  const found = item.props
    .get(prop)
    ?.find((value): value is string => typeof value === "string" && value.trim() !== "");
  return found;
}

function microdataProduct(nodes: ChildNode[]): Facts {
  const product = microdataItems(nodes).find((item) =>
    /schema\.org\/(Product|IndividualProduct|ProductModel)$/i.test(item.type),
  );
  if (!product) return {};
  const offer = product.props.get("offers")?.find((value): value is MicroItem => typeof value !== "string");
  return {
    title: firstText(product, "name"),
    description: firstText(product, "description"),
    image: firstText(product, "image"),
    url: firstText(product, "url"),
    price: offer ? (firstText(offer, "price") ?? firstText(offer, "lowPrice")) : undefined,
    currency: offer ? firstText(offer, "priceCurrency") : undefined,
  };
}

function metaFacts(all: Element[]): { openGraph: Facts; basic: Facts } {
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
  return {
    openGraph: {
      title: get("og:title", "twitter:title"),
      description: get("og:description", "twitter:description"),
      image: get("og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src"),
      url: get("og:url"),
      price: get("product:price:amount", "og:price:amount", "product:sale_price:amount"),
      currency: get("product:price:currency", "og:price:currency", "product:sale_price:currency"),
    },
    basic: { title, description: get("description"), image: imageSrc, url: canonical },
  };
}

function jsonLdTexts(all: Element[]): string[] {
  return all
    .filter(
      (element) => element.name === "script" && attr(element, "type")?.trim().toLowerCase() === "application/ld+json",
    )
    .map((element) => element.children.map((child) => (child.type === "text" ? child.data : "")).join(""));
}

/**
 * Field by field, the first source that names it. The canonical link beats og:url and the
 * structured data's url: it is the page's own statement of its address.
 */
export function pageFacts(html: string): Facts {
  const document = parseDocument(html);
  const all = [...elements(document.children)];
  const { openGraph, basic } = metaFacts(all);
  const layers: Facts[] = [productFromJsonLd(jsonLdTexts(all)), openGraph, microdataProduct(document.children), basic];
  const pick = <K extends keyof Facts>(key: K): Facts[K] =>
    layers.map((layer) => layer[key]).find((v) => v !== undefined && String(v).trim() !== "");
  return {
    title: pick("title"),
    description: pick("description"),
    image: pick("image"),
    url: basic.url?.trim() ? basic.url : pick("url"),
    price: pick("price"),
    currency: pick("currency"),
  };
}
