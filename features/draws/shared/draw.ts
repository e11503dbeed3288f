import { z } from "zod";
import { parseBoundedJson } from "../../../lib/validations/body-shape";
import { camelKeys } from "../../../lib/validations/case";
import { normalizeEventDay } from "../../../lib/validations/event-date";
import {
  editToken,
  optionalBooleanOf,
  optionalPassword,
  optionalText,
  password,
  requiredText,
  slug,
  wholeNumber,
} from "../../../lib/validations/fields";
import { DRAW, LIMITS } from "../../../lib/validations/limits";
import { listTitle, optionalCurrency } from "../../lists/shared/list";
import type { giverEmailSchema, personEmailSchema } from "../../mail/shared/mail";
import { moneyAmount } from "../../giving/shared/pledge";
import { hasControlCharacters } from "../../../lib/validations/control-characters";

// The inputs of the secret-santa draw's endpoints (docs/api.md "Draws", issue 42). The same rules as
// lists: titles, names and passwords as there, tokens shaped here and checked by the domain.

/** A person's name in a draw: required, as a visitor's name is long. */
export const participantName = requiredText(LIMITS.visitorName, "name_required", "name_too_long");

/** The organizer's and a person's token: shaped like an edit token (over-long counts as wrong). */
const drawToken = editToken;

/** A participant of the draw, by id; no id is longer than 64 or holds a control character. */
export const participantId = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? "participant_id_required" : "invalid_field"),
  })
  .trim()
  .min(1, "participant_id_required")
  .max(LIMITS.id, "participant_not_found")
  .refine((value) => !hasControlCharacters(value), "participant_not_found");

/**
 * A wishlist on this server, as its address (`https://…/web/?slug=…`) or its slug; blank or null
 * detaches it (null), absent keeps it. Anything that names no possible list is `list_not_found`.
 */
export const optionalListSlug = z
  .union([z.string(), z.null()], { error: "invalid_field" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const text = (value ?? "").trim();
    if (text === "") return null;
    let found: string | null = text;
    if (/[/?=]/.test(text)) {
      try {
        found = new URL(text, "http://list.invalid").searchParams.get("slug")?.trim() || null;
      } catch {
        found = null;
      }
    }
    if (!found || found.length > LIMITS.id || hasControlCharacters(found)) {
      ctx.addIssue({ code: "custom", message: "list_not_found" });
      return z.NEVER;
    }
    return found;
  });

/** A budget in the draw's currency; blank or null: none. */
const optionalBudget = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === "string" && value.trim() === "")) return null;
    const parsed = moneyAmount("invalid_budget").safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: "invalid_budget" });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The day of the exchange, `YYYY-MM-DD`; blank or null: none. */
const optionalEventDay = z
  .union([z.string(), z.null()], { error: "invalid_event_date" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === "") return null;
    const day = normalizeEventDay(value);
    if (!day) {
      ctx.addIssue({ code: "custom", message: "invalid_event_date" });
      return z.NEVER;
    }
    return day;
  });

/** Every setting of a draw besides its title: in create and in a draw file. */
const drawSettingFields = {
  budget: optionalBudget,
  currency: optionalCurrency,
  event_date: optionalEventDay,
  note: optionalText(LIMITS.eventNote, "note_too_long", { multiline: true }),
};

/** A draw as a file (`draw_export`): settings, names and exclusions; never matches, hashes or tokens. */
export const DRAW_DOCUMENT_FORMAT = "wunschliste.draw";
export const DRAW_DOCUMENT_VERSION = 1;

export const drawDocumentSchema = z
  .object(
    {
      format: z.literal(DRAW_DOCUMENT_FORMAT, { error: "document_invalid" }),
      version: z.literal(DRAW_DOCUMENT_VERSION, { error: "document_version_unsupported" }),
      draw: z.object({ title: listTitle, ...drawSettingFields }, { error: "document_invalid" }),
      participants: z
        .array(z.object({ name: participantName, list_slug: optionalListSlug }, { error: "document_invalid" }), {
          error: "document_invalid",
        })
        .max(DRAW.maxParticipants, "draw_full"),
      exclusions: z
        .array(z.tuple([participantName, participantName], { error: "document_invalid" }), {
          error: "document_invalid",
        })
        .max(DRAW.maxExclusions, "too_many_exclusions")
        .optional(),
    },
    { error: "document_invalid" },
  )
  .transform(({ draw, participants, exclusions }) => ({
    settings: camelKeys(draw),
    participants: participants.map(camelKeys),
    exclusions: exclusions ?? [],
  }));

/**
 * `draw_create`: a new draw; with `document` (a draw file, as JSON or its text) its people and
 * exclusions come along, with `from_slug` and `from_organizer_token` last year's draw on this
 * server is copied, its pairs avoided unless `avoid_last_year` is off.
 */
export const createDrawSchema = z
  .object({
    /** Required, unless a file brings its own. */
    title: listTitle.optional(),
    organizer_password: password("organizer_password_required"),
    ...drawSettingFields,
    document: z
      .preprocess((value) => (typeof value === "string" ? parseBoundedJson(value) : value), drawDocumentSchema)
      .optional(),
    from_slug: slug.optional(),
    from_organizer_token: drawToken,
    avoid_last_year: optionalBooleanOf("invalid_field"),
  })
  .refine((input) => input.title !== undefined || input.document !== undefined, {
    message: "title_required",
    path: ["title"],
  })
  .transform(({ title, ...input }) => ({ ...camelKeys(input), title: (title ?? input.document?.settings.title)! }));

/**
 * `draw_update`: the organizer changes the title or a setting at any time (issue 51); a field left
 * out stays, blank or null clears a setting.
 */
export const updateDrawSchema = z
  .object({ slug, organizer_token: drawToken, title: listTitle.optional(), ...drawSettingFields })
  .transform(camelKeys);

/** A draw and its organizer's token. */
export const organizerAccessSchema = z.object({ slug, organizer_token: drawToken }).transform(camelKeys);

/**
 * `draw_join`: a person joins with name and password (or is back with them), or the organizer
 * (`organizer_token`) adds a person by name only.
 */
export const joinDrawSchema = z
  .object({
    slug,
    name: participantName,
    password: optionalPassword(),
    organizer_token: drawToken,
    list_slug: optionalListSlug,
  })
  .refine((input) => input.organizer_token !== undefined || input.password !== undefined, {
    message: "password_required",
    path: ["password"],
  })
  .transform(camelKeys);

export const organizerLoginSchema = z
  .object({ slug, organizer_password: password("organizer_password_required") })
  .transform(camelKeys);

/** One person, by the organizer: a new personal link, or removing them before the draw. */
export const participantAccessSchema = z
  .object({ slug, organizer_token: drawToken, participant_id: participantId })
  .transform(camelKeys);

/** `draw_exclude`: `a` and `b` do not draw each other (`remove`: they may again). */
export const excludeSchema = z
  .object({
    slug,
    organizer_token: drawToken,
    a: participantId,
    b: participantId,
    remove: optionalBooleanOf("invalid_field"),
  })
  .refine((input) => input.a !== input.b, { message: "same_person", path: ["b"] })
  .transform(camelKeys);

/** `draw_send_links`: every person's link by mail, or one person's (`participant_id`). */
export const sendLinksSchema = z
  .object({ slug, organizer_token: drawToken, participant_id: participantId.optional() })
  .transform(camelKeys);

export const runDrawSchema = z
  .object({
    slug,
    organizer_token: drawToken,
    redraw: optionalBooleanOf("invalid_field"),
    avoid_last_year: optionalBooleanOf("invalid_field"),
  })
  .transform(camelKeys);

/**
 * `draw_wishlist`: a person attaches their wishlist (their `participant_token`), or the
 * organizer does it for someone (`organizer_token` and `participant_id`).
 */
export const wishlistSchema = z
  .object({
    slug,
    participant_token: drawToken,
    organizer_token: drawToken,
    participant_id: participantId.optional(),
    list_slug: optionalListSlug.transform((value) => value ?? null),
  })
  .transform(camelKeys);

/**
 * `draw_email`: a person gives their own address (their `participant_token`), or the organizer one
 * for a person they added (`organizer_token` and `participant_id`; docs/decisions/197).
 */
export const drawEmailSchema = z
  .object({
    slug,
    participant_token: drawToken,
    organizer_token: drawToken,
    participant_id: participantId.optional(),
  })
  .transform(camelKeys);

/**
 * `draw_reveal`: a person tapped "Show whom I give to" (their `participant_token`); `round` is the
 * draw's round their screen showed, so that a tap from before a redraw marks nothing.
 */
export const revealSchema = z
  .object({
    slug,
    participant_token: drawToken,
    round: wholeNumber({ min: 1, max: 999_999_999 }, "invalid_field"),
  })
  .transform(camelKeys);

/** `draw_get`'s query: the token comes in a header, never in the address. */
export const drawQuerySchema = z.object({ slug });

/** The headers by which a person and the organizer send their tokens with `draw_get`. */
export const PARTICIPANT_TOKEN_HEADER = "x-participant-token";
export const ORGANIZER_TOKEN_HEADER = "x-organizer-token";
export const drawTokenHeaderSchema = drawToken;

export type CreateDrawInput = z.output<typeof createDrawSchema>;
export type OrganizerAccess = z.output<typeof organizerAccessSchema>;
export type JoinDrawInput = z.output<typeof joinDrawSchema>;
export type OrganizerLoginInput = z.output<typeof organizerLoginSchema>;
export type UpdateDrawInput = z.output<typeof updateDrawSchema>;
export type ParticipantAccess = z.output<typeof participantAccessSchema>;
export type ExcludeInput = z.output<typeof excludeSchema>;
export type RunDrawInput = z.output<typeof runDrawSchema>;
export type SendLinksInput = z.output<typeof sendLinksSchema>;
export type WishlistInput = z.output<typeof wishlistSchema>;
export type RevealInput = z.output<typeof revealSchema>;
export type DrawEmailInput = z.output<typeof drawEmailSchema>;
export type DrawDocumentInput = z.output<typeof drawDocumentSchema>;
export type DrawSettings = DrawDocumentInput["settings"];

/** What the browser's draw calls send (lib/client/api-client-draws.ts): the inputs these schemas accept. */
export type DrawApiRequest = {
  draw_create: z.input<typeof createDrawSchema>;
  draw_login: z.input<typeof organizerLoginSchema>;
  draw_update: z.input<typeof updateDrawSchema>;
  // `email` is read only while the server sends mail, as a giver's on item_reserve
  draw_join: z.input<typeof joinDrawSchema> & z.input<typeof giverEmailSchema>;
  draw_link: z.input<typeof participantAccessSchema>;
  draw_remove: z.input<typeof participantAccessSchema>;
  draw_exclude: z.input<typeof excludeSchema>;
  draw_run: z.input<typeof runDrawSchema>;
  draw_wishlist: z.input<typeof wishlistSchema>;
  draw_reveal: z.input<typeof revealSchema>;
  draw_export: z.input<typeof organizerAccessSchema>;
  draw_email: z.input<typeof drawEmailSchema> & z.input<typeof personEmailSchema>;
  draw_send_links: z.input<typeof sendLinksSchema>;
};
