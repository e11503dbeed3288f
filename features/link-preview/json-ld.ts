import type { Facts } from "./facts";

// The Product a page's JSON-LD describes: found at the top, in an array, inside @graph or nested
// (a WebPage's mainEntity), with its Offer, an array of offers or an AggregateOffer.

type Json = unknown;
type JsonObject = Record<string, Json>;

const PRODUCT_TYPES = new Set(["product", "individualproduct", "productmodel", "productgroup"]);

const isObject = (value: Json): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function types(node: JsonObject): string[] {
  const raw = node["@type"];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === "string").map((t) => t.split(/[/#:]/).pop()!.toLowerCase());
}

/** Every object in the JSON, depth-first, bounded so a hostile page cannot make it run long. */
function* objects(value: Json, depth = 0): Generator<JsonObject> {
  if (depth > 12) return;
  if (Array.isArray(value)) {
    for (const entry of value) yield* objects(entry, depth + 1);
  } else if (isObject(value)) {
    yield value;
    for (const entry of Object.values(value)) yield* objects(entry, depth + 1);
  }
}

function text(value: Json): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(text).find(Boolean);
  return undefined;
}

function imageOf(value: Json): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(imageOf).find(Boolean);
  if (isObject(value)) return text(value.url) ?? text(value.contentUrl);
  return undefined;
}

function offerOf(value: Json): { price?: string | number; currency?: string } {
  for (const offer of objects(value)) {
    const spec = isObject(offer.priceSpecification) ? offer.priceSpecification : {};
    const price = offer.price ?? offer.lowPrice ?? spec.price;
    if (typeof price === "number" || typeof price === "string") {
      return { price, currency: text(offer.priceCurrency) ?? text(spec.priceCurrency) };
    }
  }
  return {};
}

function parsed(source: string): Json {
  try {
    return JSON.parse(source) as Json;
  } catch {
    return null;
  }
}

export function productFromJsonLd(sources: string[]): Facts {
  for (const source of sources) {
    for (const node of objects(parsed(source))) {
      if (!types(node).some((type) => PRODUCT_TYPES.has(type))) continue;
      const offer = offerOf(node.offers);
      return {
        title: text(node.name),
        description: text(node.description),
        image: imageOf(node.image),
        url: text(node.url),
        price: offer.price,
        currency: offer.currency,
      };
    }
  }
  return {};
}
