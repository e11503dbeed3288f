import "server-only";
import { AppError, type ErrorCode } from "../errors";
import type { Locale } from "../locale";
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

const ACCEPT_LANGUAGE: Record<Locale, string> = {
  de: "de-DE,de;q=0.9,en;q=0.5",
  en: "en-GB,en;q=0.9",
  tr: "tr-TR,tr;q=0.9,en;q=0.5",
};

export async function previewItem(
  input: PreviewItemInput,
  { clientAddress, locale }: { clientAddress: string; locale: Locale },
): Promise<LinkPreview> {
  const list = await requireOwnedList(input);
  await limits.previewsPerAddress.take(clientAddress);
  await limits.previewsPerList.take(list.id);
  try {
    return await previewLink(new URL(input.url), ACCEPT_LANGUAGE[locale]);
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError(FAILURE_CODES[error.reason], { field: "url" });
    throw error;
  }
}
