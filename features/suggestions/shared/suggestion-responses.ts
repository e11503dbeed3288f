// What secret suggestions and questions answer (docs/api.md "Suggestions", "Questions");
// gathered into lib/validations/responses.ts `apiAnswers`.
import { z } from "zod";
import { success } from "../../../lib/validations/answer-envelope";
import { wireItemSchema } from "../../items/shared/item-responses";

/** An open question on one of the owner's wishes: only in the owner's list_get (docs/api.md "Questions"). */
export const wireQuestionSchema = z.strictObject({
  id: z.string(),
  item_id: z.string(),
  question: z.string(),
  created_at: z.string(),
});

export const suggestionAnswers = {
  /** A secret suggestion as every giver sees it (docs/api.md "Suggestions"). */
  item_suggest: success({ item: wireItemSchema }),
  item_suggest_delete: success({}),
  item_ask: success({ question_id: z.string() }),
  item_answer: success({}),
  item_question_delete: success({}),
} as const;

export type WireQuestion = z.output<typeof wireQuestionSchema>;
