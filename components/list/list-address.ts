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

/** The view's parameters in the address, the others (slug) kept: a reload or a shared link shows the same. */
export function showViewInAddress(view: ListView) {
  const url = new URL(window.location.href);
  for (const key of ["show", "max", "sort"]) url.searchParams.delete(key);
  for (const [key, value] of new URLSearchParams(viewSearch(view))) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, "", url.toString());
}
