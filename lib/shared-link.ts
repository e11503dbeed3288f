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

/** How the list bookmarklet scrolls a wish list to its end (decision 142). */
export const LIST_SCROLL = {
  /** The list's items (Amazon's), counted to see whether scrolling loaded more. */
  items: "#g-items li[data-itemid]",
  /** What Amazon puts below a list once all of it is on the page. */
  end: "#endOfListMarker",
  /** Scroll again after this long. */
  stepMs: 400,
  /** Nothing new for this long after scrolling to the bottom: the list is taken as it is. */
  quietMs: 6_000,
  /** Never scroll longer than this, however much keeps loading. */
  maxMs: 90_000,
} as const;

/**
 * The code that hands the page over (decision 072): opens `screen` in a new window and, once that
 * window — and only a window of this app's origin — says it is ready and the page `h` is there,
 * posts it the page. Nothing of the app reaches the shop's page but that "ready": the owner's
 * tokens stay in the app's window. Without a popup it opens `fallback` here with the address alone.
 */
function handOver(app: string, screen: string, fallback: string, popup: string): string {
  return [
    `var o=${app},u=location.href,h=null,r=false,w=window.open(o+${screen}+encodeURIComponent(u),"_blank"${popup});`,
    `if(!w){location.href=o+${fallback}+encodeURIComponent(u);return}`,
    `function s(){if(r&&h!==null)w.postMessage({wunschliste:${JSON.stringify(SENT_PAGE_KIND)},url:u,html:h},o)}`,
    `window.addEventListener("message",function m(e){if(e.source!==w||e.origin!==o||e.data!==${JSON.stringify(READY_MESSAGE)})return;`,
    `window.removeEventListener("message",m);r=true;s()});`,
  ].join("");
}

/** A copy of the page as the browser shows it now, without scripts (JSON-LD kept), styles and frames, cut to LIMITS.previewPage. */
const COPY_PAGE = [
  `function p(){var c=document.documentElement.cloneNode(true);`,
  `c.querySelectorAll(${JSON.stringify(
    'script:not([type="application/ld+json"]),style,svg,noscript,iframe,template,link[rel="stylesheet"]',
  )}).forEach(function(e){e.remove()});`,
  `return c.outerHTML.slice(0,${LIMITS.previewPage})}`,
].join("");

/**
 * The bookmarklet's address (docs/decisions/072-shop-modules-and-bookmarklet.md). On the shop's
 * page, as the owner sees it: takes a copy of the page (COPY_PAGE) and hands it to this app's share
 * screen in a new window (handOver). A `javascript:` URL, so it is never rendered as a link React
 * would refuse; the owner drags it to the bookmarks bar.
 */
export function bookmarkletSource(origin: string): string {
  const screen = JSON.stringify(`/web/share/?${PAGE_COMING_PARAM}=1&url=`);
  const body =
    handOver(JSON.stringify(origin), screen, JSON.stringify("/web/share/?url="), "") + COPY_PAGE + "h=p();s()";
  return `javascript:(function(){${body}})()`;
}

/**
 * The list bookmarklet (docs/decisions/142-the-list-bookmarklet.md): on a wish list in the owner's
 * browser it first opens the app's share screen as a small popup (while the click still allows a
 * popup), then scrolls the list to its end — until Amazon's end marker shows, nothing more loads
 * for LIST_SCROLL.quietMs, or LIST_SCROLL.maxMs have passed — and hands the page over as the
 * product bookmarklet does. The popup leaves the list's tab visible, so its lazy loading goes on.
 */
export function listBookmarkletSource(origin: string): string {
  const screen = JSON.stringify(`/web/share/?${PAGE_COMING_PARAM}=1&${BRING_LIST_PARAM}=1&url=`);
  const fallback = JSON.stringify(`/web/share/?${BRING_LIST_PARAM}=1&url=`);
  const { items, end, stepMs, quietMs, maxMs } = LIST_SCROLL;
  const scroll = [
    `var t=Date.now(),q=t,n="";(function g(){var d=document.documentElement,`,
    `k=document.querySelectorAll(${JSON.stringify(items)}).length+":"+d.scrollHeight,x=Date.now();`,
    `if(k!==n){n=k;q=x}`,
    `if(document.querySelector(${JSON.stringify(end)})||x-q>${quietMs}||x-t>${maxMs}){h=p();s();return}`,
    `window.scrollTo(0,d.scrollHeight);setTimeout(g,${stepMs})})()`,
  ].join("");
  const body = handOver(JSON.stringify(origin), screen, fallback, ',"popup,width=480,height=720"') + COPY_PAGE + scroll;
  return `javascript:(function(){${body}})()`;
}
