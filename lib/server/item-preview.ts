import "server-only";
import { AppError, type ErrorCode } from "../errors";
import { formatLocale, type Locale } from "../locale";
import type { PreviewItemInput } from "../validations/item";
import { requireOwnedList } from "./auth";
import { previewLink, type LinkPreview } from "./link-preview/link-preview";
import { limits } from "./limits";
import { OutboundError, type OutboundFailure } from "./outbound/outbound-error";

// POST /api/item_preview.php: the owner's shop link read into the fields of a new wish
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

/** What a shop is asked for: the owner's language, else English (e.g. "fr-FR,fr;q=0.9,en;q=0.5"). */
function acceptLanguage(locale: Locale): string {
  const format = formatLocale(locale);
  const own = format === locale ? locale : `${format},${locale};q=0.9`;
  return locale === "en" ? own : `${own},en;q=0.5`;
}

export async function previewItem(
  input: PreviewItemInput,
  { clientAddress, locale }: { clientAddress: string; locale: Locale },
): Promise<LinkPreview> {
  const list = await requireOwnedList(input);
  await limits.previewsPerAddress.take(clientAddress);
  await limits.previewsPerList.take(list.id);
  try {
    return await previewLink(new URL(input.url), acceptLanguage(locale));
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError(FAILURE_CODES[error.reason], { field: "url" });
    throw error;
  }
}
