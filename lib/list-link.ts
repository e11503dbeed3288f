// The public address of a list: one rule for the server (first HTML, metadata) and the browser.

/** The list's public link: never carries an edit token. `baseUrl` has no trailing slash. */
export function publicListLink(baseUrl: string, slug: string): string {
  return `${baseUrl}/web/?slug=${encodeURIComponent(slug)}`;
}

/** docs/product.md §9: the invite block's QR code is 180 px (the owner's share card: 240). */
export const INVITE_QR_SIZE = 180;

/**
 * Where a freshly made list opens: as its owner, with the created dialog (docs/product.md §2). The edit
 * token travels in the fragment, which never reaches a server (docs/api.md "Routing and pages").
 */
export function newListAddress(slug: string, editToken: string): string {
  return `/web/?slug=${encodeURIComponent(slug)}&created=1#edit=${encodeURIComponent(editToken)}`;
}

/**
 * A co-owner link (docs/decisions/122-co-owner-links.md): the list, and in the fragment the token
 * the co-owner's browser trades for an edit token of its own (a fragment never reaches a server or
 * its logs).
 */
export function coOwnerLink(baseUrl: string, slug: string, token: string): string {
  return `${publicListLink(baseUrl, slug)}#owner=${encodeURIComponent(token)}`;
}

/** The celebrated person's view (docs/decisions/123): a page of its own, its token in the fragment. */
export const CELEBRATED_VIEW_PATH = "/web/for/";

export function celebratedViewLink(baseUrl: string, slug: string, token: string): string {
  return `${baseUrl}${CELEBRATED_VIEW_PATH}?slug=${encodeURIComponent(slug)}#view=${encodeURIComponent(token)}`;
}
