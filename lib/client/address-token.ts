// The owner's tokens as links hand them over, for the list page (components/owner/useOwnerSession.ts)
// and the hidden list's page (components/moderation/ListHidden.tsx).

/**
 * Takes a token from the address and removes it at once, so it does not linger in history,
 * bookmarks or shared screenshots: the edit token (`#edit=`, or `edit=` in the query as the spec's
 * older links do, stored for this list) or a co-owner link's (`#owner=`, decision 122, fragment only).
 */
export function takeFromAddress(name: "edit" | "owner"): string | null {
  const url = new URL(window.location.href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ""));
  const query = name === "edit" ? url.searchParams : new URLSearchParams();
  if (!hash.has(name) && !query.has(name)) return null;
  const token = hash.get(name) || query.get(name);
  hash.delete(name);
  query.delete(name);
  const rest = hash.toString();
  url.hash = rest ? `#${rest}` : "";
  window.history.replaceState(window.history.state, "", url.toString());
  return token?.trim() || null;
}
