import "server-only";
import type { Locale } from "../../lib/locale";
import type { List } from "@/lib/server/db/generated/client";
import type { ImportPreviewInput } from "./shared/items-import";
import { acceptLanguage, asPreview } from "../link-preview/item-preview";
import { previewLink, previewSentPage, type PreviewOutcome } from "../link-preview/link-preview";
import type { ListReading } from "../link-preview/shops/amazon-list";
import { readCsv } from "./csv";
import { collect, type Found } from "./found-wish";
import { readText } from "./text";

// items_import_preview (issue 55, docs/decisions/125-bring-wishes-along.md): what one source holds,
// for the owner to review; nothing is stored. A page (the bookmarklet's, or fetched from `url` by
// the shop-link rules and budgets) is a shop's wish list or one product; text and CSV are read here.

export type ImportPreview = Found & {
  source: "amazon_list" | "page" | "text" | "csv";
  /** False when the page showed only part of its list (scroll to its end, then the bookmarklet again). */
  complete: boolean;
  /** `preview_blocked`: the shop showed the server a robot check; the bookmarklet sends the page the owner sees. */
  notice: "preview_blocked" | null;
};

function fromList(list: ListReading, page: URL): ImportPreview {
  const found: Found = { items: [], skipped: list.bought.map((title) => ({ title, reason: "already_bought" })) };
  for (const entry of list.entries) {
    const { image, wanted, ...rest } = entry;
    collect(found, { ...rest, image, quantity: wanted }, { base: page });
  }
  return { ...found, source: "amazon_list", complete: list.complete, notice: null };
}

function fromPage({ preview, notice, list }: PreviewOutcome, page: URL): ImportPreview {
  if (list) return fromList(list, page);
  const found: Found = { items: [], skipped: [] };
  // one product page: its wish, as a shop-link preview reads it
  if (notice === null) {
    const { title, url, price, currency, image_url, note } = preview;
    collect(
      found,
      {
        title: title ?? undefined,
        url: url ?? undefined,
        price: price ?? undefined,
        currency,
        image: image_url ?? undefined,
        note: note ?? undefined,
      },
      { base: page },
    );
  }
  return { ...found, source: "page", complete: notice === null, notice };
}

export async function previewImport(
  list: List,
  input: ImportPreviewInput,
  { clientAddress, locale }: { clientAddress: string; locale: Locale },
): Promise<ImportPreview> {
  if (input.text !== undefined) return { ...readText(input.text), source: "text", complete: true, notice: null };
  if (input.csv !== undefined) return { ...readCsv(input.csv), source: "csv", complete: true, notice: null };
  const address = new URL(input.url!);
  const outcome = await asPreview(list.id, clientAddress, () =>
    input.page !== undefined ? previewSentPage(address, input.page) : previewLink(address, acceptLanguage(locale)),
  );
  return fromPage(outcome, address);
}
