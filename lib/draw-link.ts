// The addresses of a secret-santa draw (docs/api.md "Draws"): one rule for the server's answers
// and the browser. Tokens travel only in the fragment, which never reaches a server or its logs.

/** The draw's join page: anyone with it may join (name and password) until the names are drawn. */
export function drawJoinLink(baseUrl: string, slug: string): string {
  return `${baseUrl}/web/draw/?slug=${encodeURIComponent(slug)}`;
}

/** A person's own link: opens their screen (and, once drawn, their match) without a password. */
export function personalDrawLink(baseUrl: string, slug: string, participantToken: string): string {
  return `${drawJoinLink(baseUrl, slug)}#${PERSON_FRAGMENT}=${encodeURIComponent(participantToken)}`;
}

/** The organizer's link, as a new draw opens: the organizer token in the fragment. */
export function organizerDrawLink(baseUrl: string, slug: string, organizerToken: string): string {
  return `${drawJoinLink(baseUrl, slug)}#${ORGANIZER_FRAGMENT}=${encodeURIComponent(organizerToken)}`;
}

/**
 * "Create a wishlist" on a person's draw screen: the create page, which attaches the list it makes
 * to this device's person in the draw and comes back to the draw (issue 51).
 */
export function wishlistForDrawLink(slug: string): string {
  return `/web/?${FOR_DRAW_PARAM}=${encodeURIComponent(slug)}`;
}

export const FOR_DRAW_PARAM = "for_draw";
export const PERSON_FRAGMENT = "person";
export const ORGANIZER_FRAGMENT = "organizer";

/** A draw's screens wear the list's look in a festive red (white text on it: 6.1 : 1). */
export const DRAW_THEME_COLOR = "#be123c";
