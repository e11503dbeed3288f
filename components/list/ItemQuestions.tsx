"use client";
// Questions on a wish (docs/decisions/116-questions-on-a-wish.md) as a card shows them: the owner's
// answers for every giver, and a folded "Ask a question" that names nobody. The secret-suggestion
// badge lives here too: what a card says about a wish besides its own facts.
import { useState, type FormEvent } from "react";
import { askQuestion } from "@/lib/client/api-client-givers";
import { LIMITS } from "@/lib/validations/limits";
import type { WireItem } from "@/lib/wire";
import { TextAreaField } from "@/components/ui/Field";
import { fallbackWording } from "@/components/ui/failure";
import { useSendingForm } from "@/components/ui/useSending";
import { usePublicTexts } from "./public-texts";

/** "Suggested by Oma": a giver's secret suggestion, which the list's owner does not see (decision 115). */
export function SuggestedBadge({ item }: { item: WireItem }) {
  const t = usePublicTexts();
  if (!item.suggested) return null;
  return (
    <p className="item-suggested" data-testid="item-suggested" title={t("suggestedHint")}>
      <span aria-hidden="true">💡 </span>
      {item.suggested_by ? (
        <>
          {t("suggestedBy")} <bdi>{item.suggested_by}</bdi>
        </>
      ) : (
        t("suggestedByGuest")
      )}
    </p>
  );
}

/** The owner's answers to questions on this wish, for every giver. */
export function ItemAnswers({ item }: { item: WireItem }) {
  const t = usePublicTexts();
  if (item.answers.length === 0) return null;
  return (
    <dl className="item-answers" data-testid="item-answers" aria-label={t("answersHeading")}>
      {item.answers.map((entry, index) => (
        <div key={index}>
          <dt dir="auto">{entry.question}</dt>
          <dd dir="auto">{entry.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A folded form to ask the owner about this wish; nothing in it names the asker. */
export function AskQuestion({ item }: { item: WireItem }) {
  const t = usePublicTexts();
  const [sent, setSent] = useState(false);
  const form = useSendingForm({ question: "" }, fallbackWording(t("toastNetwork")), { question: "question" });
  if (item.suggested) return null;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await form.send(() => askQuestion(item.id, form.values.question));
    if (!answer) return;
    form.clear();
    setSent(true);
  }
  return (
    <details className="item-ask" data-testid="item-ask">
      <summary>{t("askAction")}</summary>
      <form onSubmit={(event) => void submit(event)} className="stack">
        <TextAreaField
          label={t("askLabel")}
          hint={t("askHint")}
          rows={2}
          maxLength={LIMITS.question}
          required
          {...form.bind("question")}
          error={form.problem?.message}
        />
        <button type="submit" className="button button-small" disabled={form.busy}>
          {t("askSend")}
        </button>
        {sent ? (
          <p className="field-hint" role="status" data-testid="ask-sent">
            {t("askSent")}
          </p>
        ) : null}
      </form>
    </details>
  );
}
