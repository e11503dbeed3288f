import { z } from "zod";
import { camelKeys } from "../../../lib/validations/case";
import { editToken, itemId, requiredText, slug } from "../../../lib/validations/fields";
import { LIMITS } from "../../../lib/validations/limits";
import { hasControlCharacters } from "../../../lib/validations/control-characters";

// Questions on a wish (docs/decisions/116-questions-on-a-wish.md): a giver asks without a name
// (an address for the answer is optional, read by the mail input), the owner answers or deletes.

const questionId = z
  .string({ error: (issue) => (issue.input == null ? "question_id_required" : "invalid_field") })
  .trim()
  .min(1, "question_id_required")
  .max(LIMITS.id, "question_not_found")
  .refine((value) => !hasControlCharacters(value), "question_not_found");

export const askSchema = z
  .object({
    item_id: itemId,
    question: requiredText(LIMITS.question, "question_required", "question_too_long", { multiline: true }),
  })
  .transform(camelKeys);

export const answerSchema = z
  .object({
    slug,
    edit_token: editToken,
    question_id: questionId,
    answer: requiredText(LIMITS.answer, "answer_required", "answer_too_long", { multiline: true }),
  })
  .transform(camelKeys);

export const deleteQuestionSchema = z
  .object({ slug, edit_token: editToken, question_id: questionId })
  .transform(camelKeys);

export type AskInput = z.output<typeof askSchema>;
export type AnswerInput = z.output<typeof answerSchema>;
export type DeleteQuestionInput = z.output<typeof deleteQuestionSchema>;
