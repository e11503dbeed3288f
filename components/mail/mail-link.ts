// What a mail's link to /web/mail/ names in its fragment (features/mail/links.ts): the token to
// confirm or to leave with, and the list or draw the address was given on (issue 51, item 16).
// Pure, so the unit test reads the same links the server writes.
import { publicListLink } from "@/lib/list-link";
import { drawJoinLink } from "@/lib/draw-link";

type PlaceKind = "list" | "draw";

export type MailLink = {
  kind: "confirm" | "unsubscribe";
  token: string;
  place: { kind: PlaceKind; slug: string } | null;
};

const TOKEN = /^[A-Za-z0-9_-]+$/;

/** The link in `hash` (`#confirm=…&list=…`), or null for anything else. */
export function mailLinkIn(hash: string): MailLink | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ""));
  const kind = fields.has("confirm") ? "confirm" : fields.has("unsubscribe") ? "unsubscribe" : null;
  const token = kind ? fields.get(kind) : null;
  if (!kind || !token || !TOKEN.test(token)) return null;
  const placeKind: PlaceKind | null = fields.has("list") ? "list" : fields.has("draw") ? "draw" : null;
  const slug = placeKind ? fields.get(placeKind) : null;
  const place = placeKind && slug && TOKEN.test(slug) ? { kind: placeKind, slug } : null;
  return { kind, token, place };
}

/** Where the page leads back to: the list's or the draw's page, on this site. */
export function placeHref(place: NonNullable<MailLink["place"]>): string {
  return place.kind === "list" ? publicListLink("", place.slug) : drawJoinLink("", place.slug);
}

/**
 * A list's unsubscribe link ends the mails as the page's script runs, with an undo (decision 113);
 * a draw's, and an older mail's link that names no place (it may be a draw's), still ask first:
 * ending a draw's mails forgets the address at once (decision 089).
 */
export const endsOnOpen = (link: MailLink): boolean => link.kind === "unsubscribe" && link.place?.kind === "list";
