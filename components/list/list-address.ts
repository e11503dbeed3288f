// What the list screen keeps in its address bar (docs/product.md §2, issue 26).
import { viewSearch, type ListView } from "@/lib/list-view";

/** `created=1` opens the created dialog once and is removed from the address (docs/product.md §2). */
export function takeCreatedFlag(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get("created") !== "1") return false;
  url.searchParams.delete("created");
  window.history.replaceState(window.history.state, "", url.toString());
  return true;
}

/** Where a history entry keeps the view it shows, beside Next's own state. */
const VIEW_STATE = "wunschliste.view";

/**
 * The view's parameters in the address, the others (slug) kept: a reload or a shared link shows the
 * same. A choice made in one step ("only free", the order) is a new history entry, so that Back
 * undoes it instead of leaving the list (issue 51, item 18); a price being typed replaces its entry.
 * Each entry keeps its view, for Back and Forward (viewInHistory).
 */
export function showViewInAddress(view: ListView, { newEntry = false } = {}) {
  const url = new URL(window.location.href);
  for (const key of ["show", "max", "sort"]) url.searchParams.delete(key);
  for (const [key, value] of new URLSearchParams(viewSearch(view))) url.searchParams.set(key, value);
  const state = { ...window.history.state, [VIEW_STATE]: view };
  if (newEntry && url.href !== window.location.href) window.history.pushState(state, "", url.toString());
  else window.history.replaceState(state, "", url.toString());
}

/** The view a history entry shows (after Back or Forward); the page's first entry shows `initial`. */
export function viewInHistory(state: unknown, initial: ListView): ListView {
  const kept = state && typeof state === "object" ? (state as Record<string, unknown>)[VIEW_STATE] : undefined;
  return kept && typeof kept === "object" ? (kept as ListView) : initial;
}
