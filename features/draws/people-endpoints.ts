import type { ErrorCode } from "@/lib/errors";
import { setParticipantEmail, sendDrawLinks } from "@/features/draws/mail";
import { joinDraw, newPersonalLink, removePerson, setWishlist } from "@/features/draws/people";
import { setExclusion } from "@/features/draws/run";
import { defineEndpoints } from "@/lib/server/http/endpoint";
import { personEmailInput, personMailInput } from "@/features/mail/input";
import { ONLY_WITH_MAIL, ORGANIZER } from "@/lib/server/openapi/operation";
import { publicBaseUrl } from "@/lib/server/public-url";
import {
  drawEmailSchema,
  excludeSchema,
  joinDrawSchema,
  participantAccessSchema,
  sendLinksSchema,
  wishlistSchema,
} from "@/features/draws/shared/draw";
import { giverEmailSchema, personEmailSchema } from "@/features/mail/shared/mail";

// The endpoints of a secret-santa draw's people (docs/api.md "Draws"): joining, personal links,
// leaving, exclusions, wishlists, addresses and links by mail (the draw itself: ./endpoints.ts). Each
// entry: what the OpenAPI document says and the handler (docs/decisions/090).

/** One person of the draw, named by the organizer. */
const PERSON: ErrorCode[] = [...ORGANIZER, "participant_id_required", "participant_not_found"];
const NAME: ErrorCode[] = ["name_required", "name_too_long", "control_characters"];

/** A person's personal link as the answer gives it; its token is shown this once. */
const personalLink = (link: { participantId: string; participantToken: string; participantLink: string }) => ({
  participant_id: link.participantId,
  participant_token: link.participantToken,
  participant_link: link.participantLink,
});

export const DRAW_PEOPLE_ENDPOINTS = defineEndpoints({
  draw_join: {
    access: "anyone",
    summary: "Join a draw with a name and password (or come back with them); the organizer adds a person by name",
    description:
      "Answers the person's id and personal link; its token is shown once. After the draw only people " +
      "already in come back (409 `draw_closed` for a new name).",
    input: joinDrawSchema,
    mailInput: giverEmailSchema,
    errors: [
      ...NAME,
      "slug_required",
      "draw_not_found",
      "password_required",
      "password_too_long",
      "list_not_found",
      "organizer_token_invalid",
      "participant_password_wrong",
      "name_taken",
      "draw_closed",
      "draw_full",
      "invalid_email",
      "too_many_attempts",
    ],
    handle: async ({ parse, input, clientAddress, locale, request }) => {
      const { baseUrl } = publicBaseUrl(request.headers);
      return personalLink(await joinDraw({ ...parse(), ...personMailInput(input, locale), clientAddress, baseUrl }));
    },
  },
  draw_link: {
    access: "organizer",
    summary: "A new personal link for a person who lost theirs (every older one stops working)",
    input: participantAccessSchema,
    errors: PERSON,
    handle: async ({ draw, parse, request }) => {
      const { baseUrl } = publicBaseUrl(request.headers);
      return personalLink(await newPersonalLink(draw, { ...parse(), baseUrl }));
    },
  },
  draw_remove: {
    access: "organizer",
    summary: "Take a person out of the draw before the names are drawn",
    input: participantAccessSchema,
    errors: [...PERSON, "draw_closed"],
    handle: async ({ draw, parse }) => {
      await removePerson(draw, parse());
      return {};
    },
  },
  draw_exclude: {
    access: "organizer",
    summary: "Two people who do not draw each other, both ways (`remove`: they may again)",
    input: excludeSchema,
    errors: [...PERSON, "same_person", "draw_closed", "too_many_exclusions"],
    handle: async ({ draw, parse }) => {
      await setExclusion(draw, parse());
      return {};
    },
  },
  draw_wishlist: {
    access: "person or organizer",
    summary: "Attach a wishlist to a person (their own token, or the organizer's); blank detaches it",
    input: wishlistSchema,
    errors: [...PERSON, "participant_token_invalid", "list_not_found"],
    handle: async ({ parse }) => {
      await setWishlist(parse());
      return {};
    },
  },
  draw_email: {
    access: "person or organizer",
    summary:
      "Give an address for the personal link and a reminder before the day (null: none): one's own, or the organizer for a person they added",
    description:
      "With `participant_token` a person sets their own; with `organizer_token` and `participant_id` the organizer " +
      "sets one for a person they added — one who joined with a password gives their own (409 " +
      "`person_gives_own_address`). A new address gets a confirmation mail for this purpose first and nothing " +
      "else until its link is used. `mail_held` is true when the limits let no confirmation mail go to the " +
      `address now (try again tomorrow); otherwise the answer is the same whatever the address's state. ${ONLY_WITH_MAIL}`,
    input: drawEmailSchema,
    mailInput: personEmailSchema,
    errors: [...PERSON, "participant_token_invalid", "invalid_email", "not_found", "person_gives_own_address"],
    onlyWithMail: true,
    handle: async ({ parse, input, clientAddress, locale }) => {
      const { mailHeld } = await setParticipantEmail({
        ...parse(),
        email: personEmailInput(input),
        locale,
        clientAddress,
      });
      return { mail_held: mailHeld };
    },
  },
  draw_send_links: {
    access: "organizer",
    summary: "Mail each person with an address their own personal link (or one person's: `participant_id`)",
    description:
      "At once to a confirmed address, else once it is confirmed; to everyone it skips people already asked for " +
      `in this round of the draw. \`people\`: how many it asked for. No mail names anyone's match. ${ONLY_WITH_MAIL}`,
    input: sendLinksSchema,
    errors: [...PERSON, "not_found"],
    onlyWithMail: true,
    handle: async ({ draw, parse }) => sendDrawLinks(draw, parse()),
  },
});
