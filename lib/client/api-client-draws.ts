// The browser's calls of the secret-santa draw (docs/api.md "Draws"), through the one client path
// of ./api-client.ts (its encoding, its failures). Tokens go in bodies and headers, never addresses.
import { ENDPOINTS } from "../api-paths.mjs";
import { interpret, noAnswer, post, type ApiOutcome, type ApiRequest } from "./api-client";

export type NewDraw = ApiRequest["draw_create"];

export function createDraw(draw: NewDraw) {
  return post("draw_create", { json: draw });
}

/** The organizer changes the draw's title and settings; the fields sent replace, blank clears. */
export function updateDraw(
  slug: string,
  organizerToken: string,
  fields: Omit<ApiRequest["draw_update"], "slug" | "organizer_token">,
) {
  return post("draw_update", { json: { slug, organizer_token: organizerToken, ...fields } });
}

export function organizerLogin(slug: string, organizerPassword: string) {
  return post("draw_login", { form: { slug, organizer_password: organizerPassword } });
}

/**
 * A person joins (or comes back) with name and password; `listSlug` attaches their wishlist, `email`
 * (only while the server sends mail) is where their link and reminder go.
 */
export function joinDraw(
  slug: string,
  name: string,
  password: string,
  more: { listSlug?: string; email?: string } = {},
) {
  return post("draw_join", {
    form: {
      slug,
      name,
      password,
      ...(more.listSlug ? { list_slug: more.listSlug } : {}),
      ...(more.email ? { email: more.email } : {}),
    },
  });
}

/** The organizer adds a person by name (and, with mail, their address): the answer holds their personal link. */
export function addPerson(slug: string, organizerToken: string, name: string, email?: string) {
  return post("draw_join", {
    form: { slug, organizer_token: organizerToken, name, ...(email ? { email } : {}) },
  });
}

/** The organizer gives a person an address for their link and reminder; null takes it away. */
export function setPersonEmail(slug: string, organizerToken: string, participantId: string, email: string | null) {
  return post("draw_email", {
    json: { slug, organizer_token: organizerToken, participant_id: participantId, email },
  });
}

/** A person gives their own address for their link and reminder (null takes it away; decision 197). */
export function setMyEmail(slug: string, participantToken: string, email: string | null) {
  return post("draw_email", { json: { slug, participant_token: participantToken, email } });
}

/** Each person's own link by mail, or one person's. */
export function sendLinks(slug: string, organizerToken: string, participantId?: string) {
  return post("draw_send_links", {
    form: { slug, organizer_token: organizerToken, ...(participantId ? { participant_id: participantId } : {}) },
  });
}

/** A new personal link for a person; their older links stop working. */
export function newPersonalLink(slug: string, organizerToken: string, participantId: string) {
  return post("draw_link", {
    form: { slug, organizer_token: organizerToken, participant_id: participantId },
  });
}

export function removePerson(slug: string, organizerToken: string, participantId: string) {
  return post("draw_remove", {
    form: { slug, organizer_token: organizerToken, participant_id: participantId },
  });
}

export function setExclusion(slug: string, organizerToken: string, a: string, b: string, remove = false) {
  return post("draw_exclude", {
    form: { slug, organizer_token: organizerToken, a, b, ...(remove ? { remove: "1" } : {}) },
  });
}

export function runDraw(slug: string, organizerToken: string, options: { redraw?: boolean; avoidLastYear?: boolean }) {
  return post("draw_run", {
    json: {
      slug,
      organizer_token: organizerToken,
      ...(options.redraw ? { redraw: true } : {}),
      ...(options.avoidLastYear !== undefined ? { avoid_last_year: options.avoidLastYear } : {}),
    },
  });
}

/** A person attaches their wishlist (an address or a slug; "" detaches it). */
export function setWishlist(slug: string, participantToken: string, listSlug: string) {
  return post("draw_wishlist", {
    form: { slug, participant_token: participantToken, list_slug: listSlug },
  });
}

/** A person tapped "Show whom I give to" for `round`'s match: the organizer sees they have looked. */
export function revealMatch(slug: string, participantToken: string, round: number) {
  return post("draw_reveal", { form: { slug, participant_token: participantToken, round: String(round) } });
}

export function exportDraw(slug: string, organizerToken: string) {
  return post("draw_export", { form: { slug, organizer_token: organizerToken } });
}

/** Reads the draw as a person or as the organizer: the token in its header, never in the address. */
export function getDraw(
  slug: string,
  as: { participant: string } | { organizer: string },
): Promise<ApiOutcome<"draw_get">> {
  const headers: Record<string, string> =
    "organizer" in as ? { "X-Organizer-Token": as.organizer } : { "X-Participant-Token": as.participant };
  return fetch(`${ENDPOINTS.draw_get.path}?slug=${encodeURIComponent(slug)}`, {
    cache: "no-store",
    credentials: "same-origin",
    headers,
  })
    .then((response) => interpret<"draw_get">(response))
    .catch(noAnswer);
}
