"use client";
// Asking the owner about a wish (docs/decisions/116-questions-on-a-wish.md), loaded once its fold is
// opened.
import type { FormEvent } from "react";
import { askQuestion } from "@/lib/client/api-client-givers";
import { LIMITS } from "@/lib/validations/limits";
import type { WireItem } from "@/lib/wire";
import { EmailField, TextAreaField } from "@/components/ui/Field";
import { fallbackWording } from "@/components/ui/failure";
import { useSendingForm } from "@/components/ui/useSending";
import { useSentNote } from "@/components/ui/useSentNote";
import { useMailOption } from "./mail-option";
import { usePublicTexts } from "./public-texts";
import { waitingButton } from "@/components/ui/waiting-button";

/**
 * The form in a wish's "Ask a question" fold (ItemQuestions.tsx); nothing in it names the asker.
 * With mail on, an optional address hears the answer (docs/decisions/139-a-question-told-by-mail.md).
 */
export function AskQuestionForm({ item }: { item: WireItem }) {
  const t = usePublicTexts();
  const mailOffered = useMailOption();
  const { shown: sentShown, ref: sentRef, sent: markSent } = useSentNote<HTMLParagraphElement>();
  const form = useSendingForm({ question: "", email: "" }, fallbackWording(t("toastNetwork")), {
    question: "question",
    email: "email",
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await form.send(() => askQuestion(item.id, form.values.question, form.values.email));
    if (!answer) return;
    form.clear();
    markSent();
  }
  return (
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
      {mailOffered ? (
        <EmailField label={t("askEmailLabel")} hint={t("askEmailHint")} autoComplete="email" {...form.bind("email")} />
      ) : null}
      <button type="submit" className="button button-small" {...waitingButton(form.busy)}>
        {t("askSend")}
      </button>
      {sentShown ? (
        <p className="field-hint" role="status" data-testid="ask-sent" ref={sentRef}>
          {t("askSent")}
        </p>
      ) : null}
    </form>
  );
}
