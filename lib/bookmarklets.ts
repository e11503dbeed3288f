// The two bookmarklets' sources (docs/decisions/072 and 142): what the owner drags to the bookmarks
// bar to hand a shop page or a whole wish list over to the share screen (lib/shared-link.ts names
// what they hand over). Apart from it so that the list page, which reads a sent page from
// storage, does not carry the bookmarklets' code in its first scripts (issue 57, decision 157).
import { BRING_LIST_PARAM, PAGE_COMING_PARAM, READY_MESSAGE, SENT_PAGE_KIND } from "./shared-link";
import { LIMITS } from "./validations/limits";

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
