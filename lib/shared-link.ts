// What a share or the bookmarklet hands over (docs/decisions/062-share-target.md): the shop page's
// address, somewhere in `url`, `text` or `title`. Android's share sheet often puts the link in
// `text` ("Look at this! https://shop.example/p/1"), other apps in `url`. Pure, for the page and
// the browser alike.
import { LIMITS } from "./validations/limits";
import { httpUrl } from "./validations/http-url";

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

/**
 * The bookmarklet's address (docs/decisions/072-shop-modules-and-bookmarklet.md). On the shop's
 * page, as the owner sees it: takes a copy of the page without scripts (JSON-LD kept), styles and
 * pictures' markup, cut to LIMITS.previewPage characters; opens this app's share screen in a new
 * window; and when that window says it is ready — and only a window of this app's origin — posts
 * it the page. Nothing of the app reaches the shop's page but that "ready": the owner's tokens
 * stay in the app's window. Where a popup is blocked it falls back to opening the share screen
 * here with the address alone. A `javascript:` URL, so it is never rendered as a link React would
 * refuse; the owner drags it to the bookmarks bar.
 */
export function bookmarkletSource(origin: string): string {
  const app = JSON.stringify(origin);
  const screen = JSON.stringify(`/web/share/?${PAGE_COMING_PARAM}=1&url=`);
  const plain = JSON.stringify("/web/share/?url=");
  const dropped = JSON.stringify(
    'script:not([type="application/ld+json"]),style,svg,noscript,iframe,template,link[rel="stylesheet"]',
  );
  const body = [
    `var o=${app},u=location.href,c=document.documentElement.cloneNode(true);`,
    `c.querySelectorAll(${dropped}).forEach(function(e){e.remove()});`,
    `var h=c.outerHTML.slice(0,${LIMITS.previewPage}),w=window.open(o+${screen}+encodeURIComponent(u));`,
    `if(!w){location.href=o+${plain}+encodeURIComponent(u);return}`,
    `window.addEventListener("message",function m(e){if(e.source!==w||e.origin!==o||e.data!==${JSON.stringify(READY_MESSAGE)})return;`,
    `window.removeEventListener("message",m);w.postMessage({wunschliste:${JSON.stringify(SENT_PAGE_KIND)},url:u,html:h},o)})`,
  ].join("");
  return `javascript:(function(){${body}})()`;
}
