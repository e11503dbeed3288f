// The browser's calls for what givers add besides their claims (docs/api.md "Suggestions",
// "Questions"): secret suggestions and questions on a wish, and the owner's answers, through the one
// client path of ./api-client.ts (its encoding, its failures).
import { post } from "./api-client";

export type NewSuggestion = { title: string; url: string; price: string; note: string; name: string; password: string };

/** A giver's secret suggestion; blank optional fields are left out. */
export function suggestItem(slug: string, suggestion: NewSuggestion) {
  const { url, price, note, ...rest } = suggestion;
  return post("item_suggest", {
    form: { slug, ...rest, ...(url ? { url } : {}), ...(price ? { price } : {}), ...(note ? { note } : {}) },
  });
}

/** `email`: blank for none; sent only when given, so a server without mail never sees the field. */
export function askQuestion(itemId: string, question: string, email = "") {
  const address = email.trim();
  return post("item_ask", { form: { item_id: itemId, question, ...(address ? { email: address } : {}) } });
}

export function answerQuestion(slug: string, editToken: string, questionId: string, answer: string) {
  return post("item_answer", { form: { slug, edit_token: editToken, question_id: questionId, answer } });
}

export function deleteQuestion(slug: string, editToken: string, questionId: string) {
  return post("item_question_delete", { form: { slug, edit_token: editToken, question_id: questionId } });
}

/** The suggester withdraws their suggestion with its password (docs/decisions/115-secret-suggestions.md). */
export function withdrawSuggestion(itemId: string, password: string) {
  return post("item_suggest_delete", { form: { item_id: itemId, password } });
}
