// What a share or the bookmarklet hands over (docs/decisions/062-share-target.md): the shop page's
// address, somewhere in `url`, `text` or `title`. Android's share sheet often puts the link in
// `text` ("Look at this! https://shop.example/p/1"), other apps in `url`. Pure, for the page and
// the browser alike.
import { LIMITS } from "./validations/limits";
import { httpUrl } from "./validations/text-rules";

/** The name of the list page's query parameter that carries a shared link into owner mode. */
export const SHARED_LINK_PARAM = "add";

/** An http(s) address written out in a text: up to the next white space or angle bracket. */
const WRITTEN_LINK = /https?:\/\/[^\s<>"]+/gi;

/** The first http(s) address in the shared fields, in the order given, or null. */
export function sharedLinkFrom(fields: readonly (string | null | undefined)[]): string | null {
  for (const field of fields) {
    if (!field) continue;
    for (const match of field.matchAll(WRITTEN_LINK)) {
      // a sentence's closing punctuation is not part of the address
      const candidate = match[0].replace(/[.,;:!?)\]}'’”]+$/, "");
      if (candidate.length <= LIMITS.url && httpUrl(candidate)) return candidate;
    }
  }
  return null;
}

/** The list page that opens the owner's new-wish form filled from `link`. */
export function addFromLinkPath(slug: string, link: string): string {
  return `/web/?slug=${encodeURIComponent(slug)}&${SHARED_LINK_PARAM}=${encodeURIComponent(link)}`;
}

/**
 * The bookmarklet's address: from any page, open this app's share screen with that page's
 * address. A `javascript:` URL, so it is never rendered as a link React would refuse; the owner
 * drags it to the bookmarks bar.
 */
export function bookmarkletSource(origin: string): string {
  const shareScreen = JSON.stringify(`${origin}/web/share/?url=`);
  return `javascript:void(location.href=${shareScreen}+encodeURIComponent(location.href))`;
}
