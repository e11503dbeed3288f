// What the API answers, declared once. The server's response helper is typed by these schemas,
// the browser client reads its answer types from them, and tests/api/recorded-answers.test.ts checks
// real answers of every endpoint against them (docs/api.md "list in answers", "item in answers").
// Each area declares its answers in features/<area>/shared/*-responses.ts (decision 150); this
// table gathers them, with the one error shape every endpoint shares.
import { z } from "zod";
import { DRAW_IMPOSSIBLE_REASONS, ERROR_STATUS, type ErrorCode } from "../errors";
import { adminAnswers } from "../../features/admin/shared/admin-responses";
import { drawAnswers } from "../../features/draws/shared/draw-responses";
import { givingAnswers } from "../../features/giving/shared/claim-responses";
import { itemAnswers } from "../../features/items/shared/item-responses";
import { listAnswers } from "../../features/lists/shared/list-responses";
import { mailAnswers } from "../../features/mail/shared/mail-responses";
import { ownerAnswers } from "../../features/owners/shared/owner-responses";
import { suggestionAnswers } from "../../features/suggestions/shared/suggestion-responses";
import { success } from "./answer-envelope";

/** The success answer of every endpoint, by a name used on both sides. */
export const apiAnswers = {
  ...listAnswers,
  ...ownerAnswers,
  ...itemAnswers,
  ...givingAnswers,
  ...suggestionAnswers,
  ...mailAnswers,
  health: success({}),
  ...drawAnswers,
  ...adminAnswers,
} as const;

export type ApiRoute = keyof typeof apiAnswers;
/** The whole success body of `route`, `{ ok: true, … }`. */
export type ApiAnswer<R extends ApiRoute> = z.output<(typeof apiAnswers)[R]>;
/** What a route handler returns; the frame adds `ok: true`. (Each shape of a union on its own: draw_get.) */
export type ApiAnswerData<R extends ApiRoute> =
  ApiAnswer<R> extends infer A ? (A extends unknown ? Omit<A, "ok"> : never) : never;

/** Every failure: a stable code, a sentence in the caller's language, and the field when one is to blame. */
export const apiErrorSchema = z.strictObject({
  ok: z.literal(false),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  error: z.string().min(1),
  field: z.string().optional(),
  /** `pledge_exceeds_remaining` only: what is still missing of the group gift, in the list's currency. */
  remaining: z.number().min(0).optional(),
  /** `too_many_items_import` only: how many wishes a list may hold. */
  limit: z.number().int().min(1).optional(),
  /** `draw_impossible` only: why, and the people it names (docs/api.md "Draws"). */
  reason: z.enum(DRAW_IMPOSSIBLE_REASONS).optional(),
  people: z.array(z.string()).optional(),
  others: z.array(z.string()).optional(),
});
export type ApiErrorBody = z.output<typeof apiErrorSchema>;
