// What one tab knows of the secret-santa draw it came from (docs/decisions/077-draws.md, 228, 229,
// 237): the name its giver gives under on their match's list. Apart from draw-storage.ts because
// the list screen's first scripts read it (the invite's place), and those carry only what a list
// reads (docs/decisions/167-first-load-on-the-click.md).
import { area, readMap, readRaw, writeMap } from "./storage-areas";

/**
 * The name a person of a draw gives under, per wishlist slug of their match: that list's
 * reservation form starts with it (docs/decisions/077-draws.md). Kept in this tab's sessionStorage
 * only, set when the draw screen shows the match or opens its list in the same tab: in
 * localStorage it named the giver to whoever opened that list on the same device later, in any
 * tab, next year too — who drew whom (decision 228).
 */
export const GIVER_KEY = "wunschliste.giver";

let giverCache: { raw: string | null; map: Record<string, unknown> } | null = null;
let olderCopyGone = false;

/** Versions before decision 228 kept the names in localStorage: gone at the first read here. */
function dropOlderCopy() {
  if (olderCopyGone) return;
  olderCopyGone = true;
  try {
    area("local")?.removeItem(GIVER_KEY);
  } catch {
    // storage disabled: nothing kept there either
  }
}

export const giverNames = {
  /** Read by every open reservation form of a list: parsed once per stored text. */
  get: (listSlug: string): string | null => {
    dropOlderCopy();
    const raw = readRaw("session", GIVER_KEY);
    if (giverCache?.raw !== raw) giverCache = { raw, map: readMap<unknown>("session", GIVER_KEY, raw) };
    const name = giverCache.map[listSlug];
    return typeof name === "string" ? name : null;
  },
  set: (listSlug: string, name: string) => {
    dropOlderCopy();
    writeMap("session", GIVER_KEY, listSlug, name);
  },
};

/** Set on <html> before the first paint in a tab that holds a giver name for the list in the address. */
const GIVER_TAB_ATTRIBUTE = "data-draw-giver";

/**
 * Runs inline in <head> before anything paints (with the page's nonce, beside lib/surprise.ts's):
 * the page arrives as every visitor gets it (one cached copy, docs/decisions/033) and the server
 * never sees this tab's sessionStorage, so in a tab that came from the draw to this list the
 * invite is covered and the note shown (invite-block.css) until the invite's code, loaded on the
 * first reach into it (decision 180), draws the note alone (decision 237). Plain ES5 in a string,
 * no imports: it is not bundled.
 */
export const GIVER_BOOT_SCRIPT = `try{var g=new URLSearchParams(location.search).get("slug");if(g){var n=JSON.parse(sessionStorage.getItem("${GIVER_KEY}")||"{}")||{};if(typeof n[g.trim()]==="string")document.documentElement.setAttribute("${GIVER_TAB_ATTRIBUTE}","")}}catch(e){}`;

/** The invite's code now draws its place itself: the boot script's choice goes. */
export function releaseGiverBoot(): void {
  document.documentElement.removeAttribute(GIVER_TAB_ATTRIBUTE);
}
