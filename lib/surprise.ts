import type { WireItem, WireList } from "./wire";

// Surprise mode (issue 28, docs/decisions/065-surprise.md): the owner sees THAT a wish is taken, so
// they add nothing already covered, but not by whom, how many units or what amount. The one place
// that blanks those details, used by the server for the owner's answers (features/lists/mappers.ts)
// and by the page for what an owner's device shows; a group gift's pledges (issue 27) too.

/** Whether an owner's view of `list` hides who gave what: surprise on and the list still open. */
export const hidesReservers = (list: Pick<WireList, "surprise" | "closed">): boolean => list.surprise && !list.closed;

/**
 * The item without its reservers: no names, icons or counts. `reserved_quantity` is 0 for a free
 * wish and null once anything is reserved (`busy` still says whether every unit is); idempotent.
 */
export function hideReservers(item: WireItem): WireItem {
  const anyReserved = item.reserved_quantity !== 0;
  // a group gift's pledges the same way: not who, not how much (`pledged_amount` null once any)
  const anyPledged = item.pledged_amount !== 0;
  return {
    ...item,
    reserved_by: null,
    reserved_quantity: anyReserved ? null : 0,
    reservations: [],
    pledged_amount: anyPledged ? null : 0,
    pledges: [],
  };
}

/**
 * Whether a wish is kept from the owner: a giver's secret suggestion, while the list is open
 * (docs/decisions/115-secret-suggestions.md), whatever the surprise setting. Closed, the owner's
 * thank-you view shows it with what was given.
 */
export const hidesSuggestion = (list: Pick<WireList, "closed">, item: { suggested: boolean }): boolean =>
  item.suggested && !list.closed;

/** Anything reserved or pledged, whether the details are shown or hidden. */
export const isTaken = (item: Pick<WireItem, "reserved_quantity" | "pledged_amount">): boolean =>
  item.reserved_quantity !== 0 || item.pledged_amount !== 0;

/** Units known to be reserved; a hidden count reads as all when busy, else as none. */
export const knownReserved = (item: Pick<WireItem, "reserved_quantity" | "busy" | "quantity">): number =>
  item.reserved_quantity ?? (item.busy ? item.quantity : 0);

/** The amount known to be pledged; a hidden sum reads as the whole price when reached, else as none. */
export const knownPledged = (item: Pick<WireItem, "pledged_amount" | "busy" | "price">): number =>
  item.pledged_amount ?? (item.busy ? (item.price ?? 0) : 0);

/** Set on <html> before the first paint on a device that holds the list's edit token. */
const OWNER_DEVICE_ATTRIBUTE = "data-owner-device";

/**
 * Runs inline in <head> before anything paints (with the page's nonce, beside the colour scheme's):
 * the page arrives as every visitor gets it (one cached copy per version, docs/decisions/033), so
 * on a device holding the list's edit token (wunschliste.edit_token, or `#edit=` arriving) the
 * reservers' names are covered (list.css) until the page has drawn its cards without them.
 * Plain ES5 in a string, no imports: it is not bundled. The name goes in without a call
 * (it needs no escaping), so the browser's bundle, which never uses this string, drops it whole.
 */
export const SURPRISE_BOOT_SCRIPT = `try{var q=new URLSearchParams(location.search).get("slug");if(q){var m=JSON.parse(localStorage.getItem("wunschliste.edit_token")||"{}")||{};if(m[q.trim()]||/(^#|&)edit=/.test(location.hash))document.documentElement.setAttribute("${OWNER_DEVICE_ATTRIBUTE}","")}}catch(e){}`;

/** The page now draws what the device may see itself: the first paint's cover goes. */
export function releaseBootHiding(): void {
  document.documentElement.removeAttribute(OWNER_DEVICE_ATTRIBUTE);
}
