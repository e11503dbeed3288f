import type { ErrorCode } from "@/lib/errors";
import { createDraw, organizerLogin, updateDraw } from "@/features/draws/draws";
import { runDraw } from "@/features/draws/run";
import { exportDraw, organizerView, participantAnswer, participantView, revealMatch } from "@/features/draws/views";
import { defineEndpoints } from "@/lib/server/http/endpoint";
import { ORGANIZER } from "@/lib/server/openapi/operation";
import {
  createDrawSchema,
  drawQuerySchema,
  drawTokenHeaderSchema,
  ORGANIZER_TOKEN_HEADER,
  organizerAccessSchema,
  organizerLoginSchema,
  PARTICIPANT_TOKEN_HEADER,
  revealSchema,
  runDrawSchema,
  updateDrawSchema,
} from "@/features/draws/shared/draw";
import { drawDocumentAnswerSchema } from "@/features/draws/shared/draw-responses";

// The secret-santa draw's endpoints (docs/api.md "Draws"): creating, the organizer's login, the
// draw, reading and export; its people are in ./people-endpoints.ts. Each entry: what the OpenAPI
// document says and the handler (docs/decisions/090).

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

export const DRAW_ENDPOINTS = defineEndpoints({
  draw_create: {
    access: "anyone",
    summary: "Create a secret-santa draw",
    description:
      "A new draw and its organizer token. `document` (a `draw_export` file, as an object or its JSON text) " +
      "brings settings, people and exclusions; `from_slug` with `from_organizer_token` copies last year's draw " +
      "on this server with its people (their passwords too) and exclusions, and nobody draws last year's " +
      "person unless `avoid_last_year` is off. Counts as a list creation.",
    input: createDrawSchema,
    inputFields: { document: drawDocumentAnswerSchema },
    errors: [
      ...SETTINGS,
      "organizer_password_required",
      "password_too_long",
      "document_invalid",
      "document_version_unsupported",
      "draw_full",
      "too_many_exclusions",
      "name_required",
      "name_too_long",
      "list_not_found",
      "slug_required",
      "draw_not_found",
      "organizer_token_invalid",
      "too_many_attempts",
    ],
    handle: async ({ parse, clientAddress }) => {
      const { slug, organizerToken } = await createDraw({ ...parse(), clientAddress });
      return { slug, organizer_token: organizerToken };
    },
  },
  draw_login: {
    access: "anyone",
    summary: "Log in as the draw's organizer: a new organizer token",
    input: organizerLoginSchema,
    errors: [
      "slug_required",
      "draw_not_found",
      "organizer_password_required",
      "password_too_long",
      "control_characters",
      "organizer_password_wrong",
      "too_many_attempts",
    ],
    handle: async ({ parse, clientAddress }) => {
      const { organizerToken } = await organizerLogin({ ...parse(), clientAddress });
      return { organizer_token: organizerToken };
    },
  },
  draw_update: {
    access: "organizer",
    summary: "Change a draw's title, budget, currency, day or note (before or after the draw)",
    description:
      "Fields left out stay; blank or null clears a setting. Every person's and the organizer's next read " +
      "shows the new values.",
    input: updateDrawSchema,
    errors: [...ORGANIZER, ...SETTINGS],
    handle: async ({ draw, parse }) => {
      await updateDraw(draw, parse());
      return {};
    },
  },
  draw_run: {
    access: "organizer",
    summary: "Draw the names: everyone gives to one person, fairly at random, in one transaction",
    description:
      "409 `draw_done` once drawn, unless `redraw` (everyone gets a new match); 409 `draw_impossible` names " +
      "why (`reason`, `people`, `others`) and stores nothing.",
    input: runDrawSchema,
    errors: [...ORGANIZER, "draw_done", "draw_impossible", "draw_too_small", "too_many_attempts", "draw_busy"],
    handle: async ({ draw, parse, clientAddress }) => {
      await runDraw(draw, { ...parse(), clientAddress });
      return {};
    },
  },
  // Tokens come in headers, never in the address (logs and history keep addresses). The
  // organizer's header wins when both are sent: their answer holds no match.
  draw_get: {
    access: "person or organizer",
    summary: "Read a draw: a person's own match, or the organizer's view without any match",
    input: drawQuerySchema,
    headerParameters: [
      { name: "X-Participant-Token", description: "A person's token: the draw and whom they give to" },
      {
        name: "X-Organizer-Token",
        description: "The organizer's token: people, wishlists, who has looked, exclusions",
      },
    ],
    errors: ["slug_required", "draw_not_found", "participant_token_invalid", "organizer_token_invalid"],
    handle: async ({ parse, request }) => {
      const { slug } = parse();
      const header = (name: string) => drawTokenHeaderSchema.parse(request.headers.get(name) ?? undefined);
      const organizerToken = header(ORGANIZER_TOKEN_HEADER);
      if (organizerToken !== undefined) return organizerView(slug, organizerToken);
      return participantAnswer(await participantView(slug, header(PARTICIPANT_TOKEN_HEADER)));
    },
  },
  // A read is no look: the match is hidden on the person's screen until they tap to see it.
  draw_reveal: {
    access: "person",
    summary: "A person has seen their match: the organizer's view says they have looked",
    description:
      'Sent when the person taps "Show whom I give to", with the `round` their screen showed; a round ' +
      "other than the draw's (a redraw came in between) marks nothing. The answer is the same whatever it " +
      "marked and holds no match.",
    input: revealSchema,
    errors: ["slug_required", "draw_not_found", "participant_token_invalid", "invalid_field"],
    handle: async ({ parse }) => {
      await revealMatch(parse());
      return {};
    },
  },
  // The organizer token travels in the POST body, never in a URL.
  draw_export: {
    access: "organizer",
    summary: "The draw as a file: settings, names, wishlists and exclusions, never matches or tokens",
    input: organizerAccessSchema,
    errors: ORGANIZER,
    handle: async ({ draw }) => ({ document: await exportDraw(draw) }),
  },
});
