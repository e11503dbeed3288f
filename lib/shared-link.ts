// What a share or the bookmarklet hands over (docs/decisions/062-share-target.md): the shop page's
// address, somewhere in `url`, `text` or `title`. Android's share sheet often puts the link in
// `text` ("Look at this! https://shop.example/p/1"), other apps in `url`. Pure, for the page and
// the browser alike.
import { trimmedOf } from "./trimmed";
import { LIMITS } from "./validations/limits";
import { httpUrl } from "./validations/http-url";

/** The name of the list page's query parameter that carries a shared link into owner mode. */
export const SHARED_LINK_PARAM = "add";

/** A sentence's closing punctuation after an address, which is not part of it (trimmed by hand: lib/trimmed.ts). */
const CLOSING = /[.,;:!?)\]}'’”]/;
/** An http(s) address written out in a text: up to the next white space or angle bracket. */
const WRITTEN_LINK = /https?:\/\/[^\s<>"]+/gi;

/** The first http(s) address in the shared fields, in the order given, or null. */
export function sharedLinkFrom(fields: readonly (string | null | undefined)[]): string | null {
  for (const field of fields) {
    if (!field) continue;
    for (const match of field.matchAll(WRITTEN_LINK)) {
      // a sentence's closing punctuation is not part of the address
      const candidate = trimmedOf(match[0], CLOSING, { start: false });
      if (candidate.length <= LIMITS.url && httpUrl(candidate)) return candidate;
    }
  }
  return null;
}

/** The list page that opens the owner's new-wish form filled from `link` (or, with BRING_LIST_PARAM, "Bring wishes along" with the wish list at `link`). */
export function addFromLinkPath(slug: string, link: string, param = SHARED_LINK_PARAM): string {
  return `/web/?slug=${encodeURIComponent(slug)}&${param}=${encodeURIComponent(link)}`;
}

/** The share screen asks the page that opened it for the page (it is ready to take it). */
export const READY_MESSAGE = "wunschliste:ready";
/** What the bookmarklet posts back: `{ wunschliste: SENT_PAGE_KIND, url, html }`. */
export const SENT_PAGE_KIND = "page";
/** The share screen's query parameter that says the page itself follows by message. */
export const PAGE_COMING_PARAM = "page";

/** A shop page as the owner's browser showed it, sent by the bookmarklet (decision 072). */
export type SentPage = { url: string; html: string };

/** The page in a message the bookmarklet posted, or null for anything else. */
export function sentPageFrom(data: unknown): SentPage | null {
  if (typeof data !== "object" || data === null) return null;
  const { wunschliste, url, html } = data as Record<string, unknown>;
  if (wunschliste !== SENT_PAGE_KIND || typeof url !== "string" || typeof html !== "string") return null;
  const link = sharedLinkFrom([url]);
  return link === url && html.length <= LIMITS.previewPage ? { url, html } : null;
}

/** The share screen's and the list page's query parameter for a whole wish list (the list bookmarklet, decision 142). */
export const BRING_LIST_PARAM = "bring";
