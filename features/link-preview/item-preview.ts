import "server-only";
import { AppError, type ErrorCode } from "../../lib/errors";
import { formatLocale, type Locale } from "../../lib/locale";
import type { PreviewItemInput } from "../items/shared/item";
import type { List } from "@/lib/server/db/generated/client";
import { previewLink, previewSentPage, type PreviewOutcome } from "./link-preview";
import { limits } from "../../lib/server/limits";
import { inFlightGate } from "../../lib/server/work-queue";
import { OutboundError, type OutboundFailure } from "../../lib/server/outbound/outbound-error";

// `item_preview`: the owner's shop link read into the fields of a new wish
// (docs/decisions/047-shop-link-preview.md). Owner only; every attempt counts against the list and
// the address, successful or not, since each one makes the server fetch from another.

const FAILURE_CODES: Record<OutboundFailure, ErrorCode> = {
  invalid_url: "invalid_url",
  not_allowed: "preview_not_allowed",
  unreachable: "preview_unreachable",
  too_many_redirects: "preview_unreachable",
  too_large: "preview_unreachable",
  unsupported_type: "preview_unsupported",
};

/**
 * Previews running at once in this instance, and from one address: each holds a connection, a
 * decompressor and up to 2 MiB while it fetches, and its turn of the page reader
 * (docs/decisions/071-bounded-page-reading.md). More wait up to 3 s for a place, then 429.
 */
export const PREVIEWS_IN_FLIGHT = { total: 8, perKey: 2, waitMs: 3_000, retryAfterSeconds: 5 } as const;
const previewsInFlight = inFlightGate(PREVIEWS_IN_FLIGHT, "preview_busy");

/** A preview's body: a page the bookmarklet sent, at most LIMITS.previewPage characters, in JSON. */
export const PREVIEW_BODY_BYTES = 4 * 1024 * 1024;

/** What a shop is asked for: the owner's language, else English (e.g. "fr-FR,fr;q=0.9,en;q=0.5"). */
export function acceptLanguage(locale: Locale): string {
  const format = formatLocale(locale);
  const own = format === locale ? locale : `${format},${locale};q=0.9`;
  return locale === "en" ? own : `${own},en;q=0.5`;
}

/**
 * Runs `work` (a fetch, or the reading of a page the bookmarklet sent) for the owner of `list` as
 * one preview: a place among the previews in flight, one from the address's and the list's
 * budgets, and the outbound failures as their error codes. Shared by item_preview and the import
 * of a list page (docs/decisions/125-bring-wishes-along.md).
 */
export function asPreview<T>(listId: string, clientAddress: string, work: () => Promise<T>): Promise<T> {
  // a preview refused as busy fetched nothing, so it is not counted against the rate limits
  return previewsInFlight.run(clientAddress, async () => {
    await limits.previewsPerAddress.take(clientAddress);
    await limits.previewsPerList.take(listId);
    try {
      return await work();
    } catch (error) {
      if (error instanceof OutboundError) throw new AppError(FAILURE_CODES[error.reason], { field: "url" });
      throw error;
    }
  });
}

export async function previewItem(
  list: List,
  input: PreviewItemInput,
  { clientAddress, locale }: { clientAddress: string; locale: Locale },
): Promise<PreviewOutcome> {
  const { preview, notice } = await asPreview(list.id, clientAddress, async () => {
    const address = new URL(input.url);
    // the bookmarklet sent the page as the owner sees it: nothing to fetch
    if (input.page !== undefined) return await previewSentPage(address, input.page);
    return await previewLink(address, acceptLanguage(locale));
  });
  return { preview, notice };
}
