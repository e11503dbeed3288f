// An Amazon-like wish list that loads more items as one scrolls (issue 55, decision 142): the
// first page shows LIST_PAGE_SIZE items and no end marker; scrolling near the bottom fetches the
// next items from the same shop, and after the last ones `#endOfListMarker` shows, as on Amazon.
// Written for the tests, shaped like amazon.de's list markup (never a copy); served by the fixture
// shop at SCROLLING_LIST.path, so the app (another origin) is cross-origin to it.
const PAGES = 3;
const LIST_PAGE_SIZE = 3;

/** The wishes on the list, in order: what a whole read must find. */
export const SCROLLING_LIST = {
  path: "/hz/wishlist/ls/2SCROLL9LIST",
  more: "/hz/wishlist/more",
  /** A list address the shop answers the app's server with a robot check (503). */
  refusesServers: "/hz/wishlist/ls/3ROBOT9CHECK",
  titles: Array.from({ length: PAGES * LIST_PAGE_SIZE }, (_, index) => `Scrolled wish ${index + 1}`),
  /** Each wish's picture on the shop itself (loopback); the second one's is missing (404). */
  pictures: Array.from({ length: PAGES * LIST_PAGE_SIZE }, (_, index) => `/images/I/I${index + 1}SCROLL._SS135_.png`),
  missingPicture: 1,
} as const;

function item(index: number): string {
  const id = `I${String(index + 1).padStart(2, "0")}SCROLL`;
  const cents = 1000 + index * 111;
  const price = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}\u00a0€`;
  return `<li data-itemid="${id}" style="min-height:420px">
    <div id="itemImage_${id}"><a href="/dp/B0SCROLL${String(index).padStart(2, "0")}/?coliid=${id}&amp;ref_=lv"><img alt="" src="${SCROLLING_LIST.pictures[index]}"></a></div>
    <h2><a id="itemName_${id}" title="${SCROLLING_LIST.titles[index]}" href="/dp/B0SCROLL${String(index).padStart(2, "0")}/?coliid=${id}&amp;ref_=lv">${SCROLLING_LIST.titles[index]}</a></h2>
    <span id="itemPrice_${id}" class="a-price"><span class="a-offscreen">${price}</span></span>
    <span id="itemRequested_${id}">1</span> <span id="itemPurchased_${id}">0</span>
  </li>`;
}

const itemsOf = (page: number) =>
  Array.from({ length: LIST_PAGE_SIZE }, (_, at) => item(page * LIST_PAGE_SIZE + at)).join("");

/** Near the bottom, fetch the next items (one request at a time); after the last, the end marker. */
const LOADER = `(function(){var next=1,busy=false;addEventListener("scroll",function(){
  if(busy||next>=${PAGES}||innerHeight+scrollY<document.documentElement.scrollHeight-200)return;busy=true;
  fetch("${SCROLLING_LIST.more}?page="+next).then(function(r){return r.text()}).then(function(html){
    document.getElementById("g-items").insertAdjacentHTML("beforeend",html);next++;busy=false;
    if(next>=${PAGES})document.getElementById("wl-end").innerHTML='<div id="endOfListMarker">End of list</div>';
  })})})()`;

/** The list page as a browser first gets it: the first items only. */
export function scrollingListPage(): string {
  return `<!doctype html><html lang="de-de"><head><meta charset="utf-8"><title>Amazon.de: Wunschliste: Weihnachten</title>
    <link rel="canonical" href="https://www.amazon.de${SCROLLING_LIST.path}"></head>
    <body><ul id="g-items">${itemsOf(0)}</ul><div id="wl-end"></div><script>${LOADER}</script></body></html>`;
}

/** The items of one later page (`?page=1`, `2`), as the list's script asks for them. */
export function scrollingListMore(query: string): string {
  const page = Number(new URLSearchParams(query).get("page"));
  return Number.isInteger(page) && page > 0 && page < PAGES ? itemsOf(page) : "";
}
