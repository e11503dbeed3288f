import "server-only";
import type { ErrorCode } from "../../errors";
import {
  createDrawSchema,
  drawQuerySchema,
  excludeSchema,
  joinDrawSchema,
  organizerAccessSchema,
  organizerLoginSchema,
  participantAccessSchema,
  runDrawSchema,
  sendLinksSchema,
  wishlistSchema,
} from "../../validations/draw";
import { giverEmailSchema, personEmailSchema } from "../../validations/mail";
import { drawDocumentAnswerSchema } from "../../validations/draw-responses";
import type { AreaRoutes } from "./operation";

// The OpenAPI descriptions of the secret-santa draw's paths (./routes.ts; docs/api.md "Draws"):
// creating, the organizer's login, people, exclusions, the draw, reading and export.

const ONLY_WITH_MAIL = "Only while the server sends mail (`SMTP_URL` set); otherwise 404 `not_found`.";

/** A draw named by its slug and the organizer's token. */
const ORGANIZER: ErrorCode[] = ["slug_required", "draw_not_found", "organizer_token_invalid"];
/** One person of the draw, named by the organizer. */
const PERSON: ErrorCode[] = [...ORGANIZER, "participant_id_required", "participant_not_found"];
/** A draw's settings (create, and in a file). */
const SETTINGS: ErrorCode[] = [
  "title_required",
  "title_too_long",
  "invalid_budget",
  "invalid_currency",
  "invalid_event_date",
  "note_too_long",
  "control_characters",
];
const NAME: ErrorCode[] = ["name_required", "name_too_long", "control_characters"];

export const DRAW_ROUTES = {
  "/api/draw_create.php": {
    method: "post",
    summary: "Create a secret-santa draw",
    description:
      "A new draw and its organizer token. `document` (a `draw_export` file, as an object or its JSON text) " +
      "brings settings, people and exclusions; `from_slug` with `from_organizer_token` copies last year's draw " +
      "on this server with its people (their passwords too) and exclusions, and nobody draws last year's " +
      "person unless `avoid_last_year` is off. Counts as a list creation.",
    input: createDrawSchema,
    inputFields: { document: drawDocumentAnswerSchema },
    answer: "draw_create",
    errors: [
      ...SETTINGS,
      "organizer_password_required",
      "password_too_long",
      "document_invalid",
      "document_version_unsupported",
      "draw_full",
      "name_required",
      "name_too_long",
      "list_not_found",
      "slug_required",
      "draw_not_found",
      "organizer_token_invalid",
      "too_many_attempts",
    ],
  },
  "/api/draw_login.php": {
    method: "post",
    summary: "Log in as the draw's organizer: a new organizer token",
    input: organizerLoginSchema,
    answer: "draw_login",
    errors: [
      "slug_required",
      "draw_not_found",
      "organizer_password_required",
      "password_too_long",
      "control_characters",
      "organizer_password_wrong",
      "too_many_attempts",
    ],
  },
  "/api/draw_join.php": {
    method: "post",
    summary: "Join a draw with a name and password (or come back with them); the organizer adds a person by name",
    description:
      "Answers the person's id and personal link; its token is shown once. After the draw only people " +
      "already in come back (409 `draw_closed` for a new name).",
    input: joinDrawSchema,
    mailInput: giverEmailSchema,
    answer: "draw_join",
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
  },
  "/api/draw_link.php": {
    method: "post",
    summary: "A new personal link for a person who lost theirs (every older one stops working)",
    input: participantAccessSchema,
    answer: "draw_link",
    errors: PERSON,
  },
  "/api/draw_remove.php": {
    method: "post",
    summary: "Take a person out of the draw before the names are drawn",
    input: participantAccessSchema,
    answer: "draw_remove",
    errors: [...PERSON, "draw_closed"],
  },
  "/api/draw_exclude.php": {
    method: "post",
    summary: "Two people who do not draw each other, both ways (`remove`: they may again)",
    input: excludeSchema,
    answer: "draw_exclude",
    errors: [...PERSON, "same_person", "draw_closed"],
  },
  "/api/draw_run.php": {
    method: "post",
    summary: "Draw the names: everyone gives to one person, fairly at random, in one transaction",
    description:
      "409 `draw_done` once drawn, unless `redraw` (everyone gets a new match); 409 `draw_impossible` names " +
      "why (`reason`, `people`, `others`) and stores nothing.",
    input: runDrawSchema,
    answer: "draw_run",
    errors: [...ORGANIZER, "draw_done", "draw_impossible", "draw_too_small"],
  },
  "/api/draw_wishlist.php": {
    method: "post",
    summary: "Attach a wishlist to a person (their own token, or the organizer's); blank detaches it",
    input: wishlistSchema,
    answer: "draw_wishlist",
    errors: [...PERSON, "participant_token_invalid", "list_not_found"],
  },
  "/api/draw_get.php": {
    method: "get",
    summary: "Read a draw: a person's own match, or the organizer's view without any match",
    input: drawQuerySchema,
    headerParameters: [
      { name: "X-Participant-Token", description: "A person's token: the draw and whom they give to" },
      {
        name: "X-Organizer-Token",
        description: "The organizer's token: people, wishlists, who has looked, exclusions",
      },
    ],
    answer: "draw_get",
    errors: ["slug_required", "draw_not_found", "participant_token_invalid", "organizer_token_invalid"],
  },
  "/api/draw_export.php": {
    method: "post",
    summary: "The draw as a file: settings, names, wishlists and exclusions, never matches or tokens",
    input: organizerAccessSchema,
    answer: "draw_export",
    errors: ORGANIZER,
  },
  "/api/draw_email.php": {
    method: "post",
    summary: "Give a person an address for their personal link and a reminder before the day (null: none)",
    description:
      "A new address gets a confirmation mail for this purpose first and nothing else until its link is used; " +
      `the answer is the same whatever the address's state. ${ONLY_WITH_MAIL}`,
    input: participantAccessSchema,
    mailInput: personEmailSchema,
    answer: "draw_email",
    errors: [...PERSON, "invalid_email", "not_found"],
  },
  "/api/draw_send_links.php": {
    method: "post",
    summary: "Mail each person with an address their own personal link (or one person's: `participant_id`)",
    description:
      "At once to a confirmed address, else once it is confirmed; to everyone it skips people already asked for " +
      `in this round of the draw. \`people\`: how many it asked for. No mail names anyone's match. ${ONLY_WITH_MAIL}`,
    input: sendLinksSchema,
    answer: "draw_send_links",
    errors: [...PERSON, "not_found"],
  },
} satisfies AreaRoutes;
