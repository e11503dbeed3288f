import "server-only";
import { AppError } from "../../lib/errors";
import { isCurrency } from "../../lib/list-settings";
import { serverConfig } from "../../lib/server/config";
import { LIMITS, QUANTITY } from "../../lib/validations/limits";
import type { SkipReason } from "../../lib/validations/skip-reasons";
import { parseAmount, storableUrl, tidy } from "../link-preview/link-preview";

// What "Bring wishes along" found (issue 55, docs/decisions/125-bring-wishes-along.md): each wish
// as the review step shows it, and each line left out with why. Every reader (Amazon list, text,
// CSV) ends here, so a title is tidied, a link checked and a price read by the same rules as a
// shop-link preview (features/link-preview/link-preview.ts).

export type FoundWish = {
  title: string | null;
  url: string | null;
  price: number | null;
  /** A spreadsheet's price cell that names no amount ("ca. 10 €", "um die 20"), kept as the owner wrote it. */
  price_text: string | null;
  currency: string | null;
  image_url: string | null;
  note: string | null;
  quantity: number;
};

export type Skipped = { line?: number; title?: string; reason: SkipReason };

export type Found = { items: FoundWish[]; skipped: Skipped[] };

/** Signs that name one currency wherever they stand ("$" alone names none: the list's own). */
const CURRENCY_SIGNS: [RegExp, string][] = [
  [/€/, "EUR"],
  [/£/, "GBP"],
  [/₺|\bTL\b/i, "TRY"],
  [/zł/i, "PLN"],
  [/US\$/, "USD"],
  [/\bFr\.?(?=\s|\d|$)/, "CHF"],
];

/** The currency a price text names by sign or ISO code, if any the app offers. */
export function currencyOfText(text: string): string | null {
  for (const [sign, code] of CURRENCY_SIGNS) if (sign.test(text)) return code;
  const code = /\b([A-Z]{3})\b/.exec(text.toUpperCase())?.[1];
  return code && isCurrency(code) ? code : null;
}

/** A wanted count as a wish may hold it (1–99), else 1. */
export function wantedCount(value: number | string | undefined): number {
  const count = typeof value === "number" ? value : Number(String(value ?? "").trim());
  return Number.isInteger(count) && count >= QUANTITY.min ? Math.min(count, QUANTITY.max) : 1;
}

/** An address a wish may store: relative ones only against the page they were found on. */
function linkOf(value: string, base: URL | undefined): string | null {
  if (base) return storableUrl(value, base);
  try {
    return storableUrl(value, new URL(value.trim()));
  } catch {
    return null;
  }
}

type Raw = {
  title?: string;
  url?: string;
  price?: string | number;
  /** The price as written, to keep as text when it names no amount (a spreadsheet's cell; not a shop's). */
  priceText?: string;
  currency?: string | null;
  image?: string;
  note?: string;
  quantity?: number | string;
};

/**
 * One wish from what a reader found, or why not: a wish needs a title or a link the app may store;
 * a price without its own currency sign is in the list's currency (null).
 */
export function foundWish(raw: Raw, base?: URL): FoundWish | SkipReason {
  const title = tidy(raw.title, LIMITS.itemTitle);
  const link = raw.url?.trim() ? linkOf(raw.url, base) : null;
  if (raw.url?.trim() && link === null && !title) return "link_not_allowed";
  if (!title && !link) return "no_title_or_link";
  const price = parseAmount(raw.price);
  const currency = raw.currency ?? (typeof raw.price === "string" ? currencyOfText(raw.price) : null);
  return {
    title,
    url: link,
    price,
    price_text: price === null ? tidy(raw.priceText, LIMITS.priceText) || null : null,
    currency: price === null ? null : currency,
    image_url: raw.image ? linkOf(raw.image, base) : null,
    note: tidy(raw.note, LIMITS.note, { multiline: true }),
    quantity: wantedCount(raw.quantity),
  };
}

/**
 * Adds `raw` to `found` as a wish or as a line left out. A source holds at most as many wishes as a
 * list may (MAX_ITEMS_PER_LIST: more is the 413 a batch of more gets at items_import, naming the
 * limit), and the answer lists at most as many lines left out: a megabyte of short lines would
 * otherwise be answered with some fifty, made and sent on the event loop.
 */
export function collect(found: Found, raw: Raw, where: { line?: number; base?: URL }): void {
  const max = serverConfig.maxItemsPerList;
  const wish = foundWish(raw, where.base);
  if (typeof wish !== "string") {
    if (found.items.length >= max) throw new AppError("too_many_items_import", { limit: max });
    found.items.push(wish);
    return;
  }
  if (found.skipped.length >= max) return;
  const title = tidy(raw.title, LIMITS.itemTitle);
  found.skipped.push({ ...(where.line ? { line: where.line } : {}), ...(title ? { title } : {}), reason: wish });
}
