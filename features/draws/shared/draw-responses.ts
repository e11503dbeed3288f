// What the secret-santa draw's endpoints answer (docs/api.md "Draws"), declared once and spread into
// lib/validations/responses.ts `apiAnswers`. No answer but a person's own ever holds a match.
import { z } from "zod";
import { CURRENCIES } from "../../../lib/list-settings";
import { nullableText, success } from "../../../lib/validations/answer-envelope";
import { DRAW_DOCUMENT_FORMAT, DRAW_DOCUMENT_VERSION } from "./draw";

/** The draw as everyone in it sees it. */
export const wireDrawSchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  /** What a gift may cost, in `currency`; null: no budget. */
  budget: z.number().min(1).nullable(),
  currency: z.enum(CURRENCIES),
  /** The day of the exchange, `YYYY-MM-DD`, or null. */
  event_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  note: nullableText,
  drawn: z.boolean(),
  /** How often the names were drawn: 0 before, 2 and more after a redraw (everyone's match is new). */
  round: z.number().int().min(0),
  /** Everyone's name, in the order they joined. */
  participants: z.array(z.string()),
});

/** A person's own view: their match once drawn, and nobody else's. */
const participantView = {
  draw: wireDrawSchema,
  me: z.strictObject({
    id: z.string(),
    name: z.string(),
    /** Their own wishlist's slug, or null. */
    list_slug: nullableText,
    /** Whom they give to: a name and that person's wishlist (slug), or null before the draw. */
    gives_to: z.strictObject({ name: z.string(), list_slug: nullableText }).nullable(),
    /**
     * The names were drawn again after this person had revealed an earlier match: their screen says
     * the person is new. False for someone who never looked: their match is simply their first.
     */
    redrawn: z.boolean(),
  }),
};

/** The organizer's view: who is in, who has a wishlist and who has looked; never a match. */
const organizerView = {
  draw: z.strictObject({
    ...wireDrawSchema.shape,
    /** Nobody draws the person they drew last year (a draw copied from last year's). */
    avoid_last_year: z.boolean(),
    /** The draw was copied from last year's, so "not the same as last year" can apply. */
    has_last_year: z.boolean(),
  }),
  participants: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      /** Joined themselves, or opened the personal link the organizer gave them. */
      joined: z.boolean(),
      has_list: z.boolean(),
      /** Revealed their match of this round ("Show whom I give to"); a mere read is no look. */
      has_looked: z.boolean(),
      /**
       * Only while the server sends mail: the person has an address for their link and reminder
       * (given by them or the organizer). Never the address, nor whether it was confirmed.
       */
      has_email: z.boolean().optional(),
      /**
       * Only while the server sends mail: the person joined with a password of their own and gives
       * their address themselves; the organizer's draw_email is for the others (decision 197).
       */
      gives_own_address: z.boolean().optional(),
    }),
  ),
  /** Pairs who do not draw each other, both ways: participant ids. */
  exclusions: z.array(z.strictObject({ a: z.string(), b: z.string() })),
};

/** A draw as a file: settings, names and exclusions by name; never matches, hashes or tokens. */
export const drawDocumentAnswerSchema = z.strictObject({
  format: z.literal(DRAW_DOCUMENT_FORMAT),
  version: z.literal(DRAW_DOCUMENT_VERSION),
  draw: z.strictObject(
    wireDrawSchema.pick({ title: true, budget: true, currency: true, event_date: true, note: true }).shape,
  ),
  participants: z.array(z.strictObject({ name: z.string(), list_slug: nullableText })),
  exclusions: z.array(z.tuple([z.string(), z.string()])),
});

/** A person's id and personal link (with its token: shown once, only its hash is kept). */
const personalLink = success({
  participant_id: z.string(),
  participant_token: z.string(),
  participant_link: z.string(),
});

export const drawAnswers = {
  draw_create: success({ slug: z.string(), organizer_token: z.string() }),
  draw_login: success({ organizer_token: z.string() }),
  draw_update: success({}),
  draw_join: personalLink,
  draw_link: personalLink,
  draw_remove: success({}),
  draw_exclude: success({}),
  draw_run: success({}),
  draw_wishlist: success({}),
  draw_reveal: success({}),
  draw_export: success({ document: drawDocumentAnswerSchema }),
  /**
   * Only while the server sends mail (docs/api.md "Draws"). `mail_held`: no confirmation mail could
   * go to the address now, the limits held it (decision 098).
   */
  draw_email: success({ mail_held: z.boolean() }),
  /** How many people the links go to (now, or once their address is confirmed). */
  draw_send_links: success({ people: z.number().int().min(0) }),
  /** With X-Participant-Token: the person's view; with X-Organizer-Token: the organizer's. */
  draw_get: z.union([success(participantView), success(organizerView)]),
} as const;

export type WireDraw = z.output<typeof wireDrawSchema>;
export type DrawDocumentAnswer = z.output<typeof drawDocumentAnswerSchema>;
