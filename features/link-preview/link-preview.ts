import "server-only";
import { decodeHTML } from "entities";
import { MAX_PRICE, amountOfDigits } from "../../lib/price";
import { LIMITS } from "../../lib/validations/limits";
import { withoutControlCharacters } from "../../lib/validations/control-characters";
import { balanceBidiControls } from "../../lib/validations/display-text";
import { isAllowedAddress } from "../../lib/server/outbound/address";
import { outboundFetch } from "../../lib/server/outbound/fetch";
import type { Facts } from "./facts";
import { titleFromAddress } from "./address-title";
import { BLOCKING_STATUSES } from "./blocked";
import { readPageInWorker } from "./read-in-worker";
import type { PageInput } from "./read-page";
import type { ListReading } from "./shops/amazon-list";

// A shop link turned into the fields of a new wish (docs/decisions/047-shop-link-preview.md). It
// fills nothing by itself: the owner sees the filled form and saves with item_create.

export type LinkPreview = {
  title: string | null;
  url: string | null;
  image_url: string | null;
  price: number | null;
  currency: string | null;
  note: string | null;
};

/**
 * Entities decoded (shops double-encode JSON-LD), whitespace runs folded, cut to `max` code points,
 * its direction controls closed as a saved text's are (lib/validations/display-text.ts).
 */
export function tidy(value: string | number | undefined, max: number, { multiline = false } = {}): string | null {
  if (value === undefined) return null;
  let text = withoutControlCharacters(decodeHTML(String(value)));
  text = multiline
    ? text
        .split(/\r\n?|\n/)
        .map((line) => line.replace(/\s+/g, " ").trim())
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim()
    : text.replace(/\s+/g, " ").trim();
  const points = [...text];
  text = balanceBidiControls(text);
  // cut short, and shorter by the closers a cut-off control then needs
  for (let keep = max - 1; [...text].length > max; keep -= 1)
    text = balanceBidiControls(`${points.slice(0, keep).join("").trimEnd()}…`);
  return text === "" ? null : text;
}

/**
 * An absolute address a wish may store (http(s), public or on a host OUTBOUND_ALLOW_HOSTS names,
 * within the length rule), or null: the same rule as saving the wish.
 */
export function storableUrl(value: string | undefined, base: URL): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(decodeHTML(value.trim()), base);
    url.hash = "";
    const text = url.toString();
    return text.length <= LIMITS.url && isAllowedAddress(text) ? text : null;
  } catch {
    return null;
  }
}

/** "49.90", "89,95", "1.299,00", "1,299.00", "24,99 €", 19.5 → euros-and-cents style number. */
export function parseAmount(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  let amount: number;
  if (typeof value === "number") amount = value;
  else {
    // no exponents ("1e9") and no negative prices
    if (/\d\s*[eE]\s*[+-]?\d|-\s*\d/.test(value)) return null;
    // the same rule as a typed price's (lib/price.ts): "1.299" and "1,299" are 1299, "89,95" 89.95;
    // a dash for no cents ("89,-") leaves its separator behind
    const digits = value.replace(/[^\d.,]/g, "").replace(/[.,]$/, "");
    const read = /^\d+(?:[.,]\d+)*$/.test(digits) ? amountOfDigits(digits) : null;
    if (read === null) return null;
    amount = read;
  }
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_PRICE) return null;
  return Math.round(amount * 100) / 100;
}

export function currencyCode(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : null;
}

export function previewFromFacts(facts: Facts, page: URL, asked: URL): LinkPreview {
  const price = parseAmount(facts.price);
  return {
    title: tidy(facts.title, LIMITS.itemTitle),
    url: storableUrl(facts.url, page) ?? storableUrl(page.toString(), page) ?? asked.toString(),
    image_url: storableUrl(facts.image, page),
    price,
    currency: price === null ? null : currencyCode(facts.currency),
    note: tidy(facts.description, LIMITS.note, { multiline: true }),
  };
}

/** A link straight to a picture: the picture, and nothing else to fill. */
export function pictureOnly(picture: URL): LinkPreview {
  const image = storableUrl(picture.toString(), picture);
  return { title: null, url: null, image_url: image, price: null, currency: null, note: null };
}

/**
 * A page that is a robot check, a consent wall or an error page: nothing from it, the link as
 * asked for, and a title from the address's words where it carries the product's.
 */
export function blockedPreview(page: URL, asked: URL): LinkPreview {
  const title = titleFromAddress(page) ?? titleFromAddress(asked) ?? undefined;
  return {
    title: tidy(title, LIMITS.itemTitle),
    url: storableUrl(asked.toString(), asked) ?? asked.toString(),
    image_url: null,
    price: null,
    currency: null,
    note: null,
  };
}

/**
 * A preview and what the owner should know about it: the page was not the product's. A shop's
 * wish list page also gives its items (`list`, issue 55); item_preview leaves them out.
 */
export type PreviewOutcome = { preview: LinkPreview; notice: "preview_blocked" | null; list?: ListReading | null };

/** The facts of a page (fetched, or sent by the bookmarklet) as the fields of a wish. */
async function previewOfPage(page: PageInput, answered: URL, asked: URL): Promise<PreviewOutcome> {
  const reading = await readPageInWorker(page);
  if (reading?.blocked) return { preview: blockedPreview(answered, asked), notice: "preview_blocked", list: null };
  const preview = previewFromFacts(reading?.facts ?? {}, answered, asked);
  return { preview, notice: null, list: reading?.list ?? null };
}

/**
 * Fetches `address` (outbound rules) and reads what the page says about its product. A link
 * straight to a picture becomes the picture, and the rest stays empty; a robot check (also as 401,
 * 403, 429 or 503) fills nothing and says so. Throws OutboundError.
 */
export async function previewLink(address: URL, acceptLanguage: string): Promise<PreviewOutcome> {
  const answer = await outboundFetch(address, {
    accept: ["html", "image"],
    overflow: "cut",
    skipBodyOf: ["image"],
    readStatuses: BLOCKING_STATUSES,
    acceptLanguage,
  });
  if (answer.kind === "image") return { preview: pictureOnly(answer.url), notice: null };
  const page = { body: answer.body, charset: answer.charset, url: answer.url.toString(), status: answer.status };
  return previewOfPage(page, answer.url, address);
}

/**
 * Reads a page the owner's browser sent (the bookmarklet: the page as the owner sees it, past any
 * robot check) with the same code, without fetching anything.
 */
export function previewSentPage(address: URL, html: string): Promise<PreviewOutcome> {
  const page = { body: Buffer.from(html, "utf8"), charset: "utf-8", url: address.toString(), status: 200 };
  return previewOfPage(page, address, address);
}
