import { z } from "zod";
import { camelKeys } from "../../../lib/validations/case";
import { visitorName } from "../../giving/shared/claim";
import {
  itemId,
  optionalPrice,
  optionalText,
  optionalUrl,
  password,
  requiredText,
  slug,
} from "../../../lib/validations/fields";
import { LIMITS } from "../../../lib/validations/limits";
import type { answerSchema, askSchema, deleteQuestionSchema } from "./question";

// A giver's secret suggestion (docs/decisions/115-secret-suggestions.md): a wish of a few fields,
// under the giver's name and a password of their own, as a reservation is made. The same body with
// `item_id` changes the suggestion that password made.

export const suggestSchema = z
  .object({
    slug,
    /** Present: change this suggestion (its password), instead of adding one. */
    item_id: itemId.optional(),
    title: requiredText(LIMITS.itemTitle, "item_title_required", "item_title_too_long"),
    url: optionalUrl,
    price: optionalPrice,
    note: optionalText(LIMITS.note, "note_too_long", { multiline: true }),
    name: visitorName,
    password: password("password_required"),
  })
  .transform(camelKeys);

export const withdrawSuggestionSchema = z
  .object({ item_id: itemId, password: password("password_required") })
  .transform(camelKeys);

/** What the browser posts to these endpoints and to the questions' (lib/client/api-client-givers.ts). */
export type GiverExtrasRequest = {
  item_suggest: z.input<typeof suggestSchema>;
  item_suggest_delete: z.input<typeof withdrawSuggestionSchema>;
  item_ask: z.input<typeof askSchema>;
  item_answer: z.input<typeof answerSchema>;
  item_question_delete: z.input<typeof deleteQuestionSchema>;
};

export type SuggestInput = z.output<typeof suggestSchema>;
export type WithdrawSuggestionInput = z.output<typeof withdrawSuggestionSchema>;
