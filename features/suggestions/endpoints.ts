import type { ErrorCode } from "@/lib/errors";
import { defineEndpoints } from "@/lib/server/http/endpoint";
import { giverMailInput } from "@/features/mail/input";
import { OWNER, WISH_FACTS } from "@/lib/server/openapi/operation";
import { answerQuestion, askQuestion, deleteQuestion } from "@/features/suggestions/questions";
import { suggestItem, withdrawSuggestion } from "@/features/suggestions/suggestions";
import { giverEmailSchema } from "@/features/mail/shared/mail";
import { answerSchema, askSchema, deleteQuestionSchema } from "@/features/suggestions/shared/question";
import { suggestSchema, withdrawSuggestionSchema } from "@/features/suggestions/shared/suggestion";

// What givers add to a list besides their claims (docs/api.md "Suggestions", "Questions"): secret
// suggestions the owner never sees while the list is open (docs/decisions/115), and questions on a
// wish that the owner answers for every giver (116). Each entry: what the OpenAPI document says and
// the handler (docs/decisions/090).

/** A suggester names their suggestion and brings its password. */
const SUGGESTER: ErrorCode[] = [
  "item_not_found",
  "password_required",
  "password_too_long",
  "suggestion_password_wrong",
];

/** The owner names one question of their list. */
const QUESTION: ErrorCode[] = [...OWNER, "question_id_required", "question_not_found"];

export const SUGGESTION_ENDPOINTS = defineEndpoints({
  item_suggest: {
    access: "anyone",
    summary: "Suggest a wish the owner does not see while the list is open; with `item_id`, change one",
    description:
      "A giver's secret suggestion, under their name and a password of their own: other givers see it " +
      "(`suggested_by`) and reserve or chip in as on any wish; the owner's answers leave it out until " +
      "the list is closed. With `item_id` and the suggestion's password the fields are replaced.",
    input: suggestSchema,
    errors: [
      "slug_required",
      "list_not_found",
      "list_closed",
      ...WISH_FACTS,
      "name_required",
      "name_too_long",
      "icon_required",
      "icon_invalid",
      "control_characters",
      "too_many_items",
      ...SUGGESTER,
      "item_id_required",
      "too_many_attempts",
    ],
    handle: async ({ parse, clientAddress }) => ({ item: await suggestItem({ ...parse(), clientAddress }) }),
  },
  item_suggest_delete: {
    access: "suggester",
    summary: "Withdraw a suggestion with its password",
    input: withdrawSuggestionSchema,
    errors: [...SUGGESTER, "item_id_required", "control_characters", "list_closed", "too_many_attempts"],
    handle: async ({ parse, clientAddress }) => {
      await withdrawSuggestion({ ...parse(), clientAddress });
      return {};
    },
  },
  item_ask: {
    access: "anyone",
    summary: "Ask the owner a question on a wish, naming nobody",
    description:
      "With mail on, an optional `email` hears the answer once the address is confirmed for the list " +
      "(a confirmation mail first); the owner never sees it.",
    input: askSchema,
    mailInput: giverEmailSchema,
    errors: [
      "item_id_required",
      "item_not_found",
      "question_required",
      "question_too_long",
      "control_characters",
      "list_closed",
      "question_on_suggestion",
      "invalid_email",
      "too_many_attempts",
    ],
    handle: async ({ parse, input, clientAddress, locale }) => {
      const { questionId } = await askQuestion({ ...parse(), ...giverMailInput(input, locale), clientAddress });
      return { question_id: questionId };
    },
  },
  item_answer: {
    access: "owner",
    summary: "Answer a question on one of your wishes (every giver sees the answer)",
    input: answerSchema,
    errors: [...QUESTION, "answer_required", "answer_too_long", "control_characters"],
    handle: async ({ list, parse }) => {
      await answerQuestion(list, parse());
      return {};
    },
  },
  item_question_delete: {
    access: "owner",
    summary: "Delete a question on one of your wishes",
    input: deleteQuestionSchema,
    errors: QUESTION,
    handle: async ({ list, parse }) => {
      await deleteQuestion(list, parse());
      return {};
    },
  },
});
