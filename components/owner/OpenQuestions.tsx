"use client";
// The open questions on the owner's wishes (docs/decisions/116-questions-on-a-wish.md), at the top
// of owner mode where the owner looks first: each with its wish, an answer field and "Delete". The
// answer then stands on the wish for every giver; nothing here names who asked.
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { answerQuestion, deleteQuestion } from "@/lib/client/api-client-givers";
import { LIMITS } from "@/lib/validations/limits";
import type { WireItem, WireQuestion } from "@/lib/wire";
import { TextAreaField } from "@/components/ui/Field";
import { fallbackWording } from "@/components/ui/failure";
import { useSendingForm } from "@/components/ui/useSending";

type Props = {
  slug: string;
  items: WireItem[];
  questions: WireQuestion[];
  editToken: string;
  reload: () => Promise<void>;
};

export function OpenQuestions({ slug, items, questions, editToken, reload }: Props) {
  const t = useTranslations("itemEditor");
  if (questions.length === 0) return null;
  const titles = new Map(items.map((item) => [item.id, item.title]));
  return (
    <section className="card open-questions stack" aria-labelledby="open-questions" data-testid="open-questions">
      <h2 id="open-questions">{t("openQuestions", { count: questions.length })}</h2>
      <ul className="stack">
        {questions.map((question) => (
          <OpenQuestion
            key={question.id}
            slug={slug}
            editToken={editToken}
            question={question}
            item={titles.get(question.item_id) ?? ""}
            reload={reload}
          />
        ))}
      </ul>
    </section>
  );
}

function OpenQuestion({
  slug,
  editToken,
  question,
  item,
  reload,
}: {
  slug: string;
  editToken: string;
  question: WireQuestion;
  item: string;
  reload: () => Promise<void>;
}) {
  const t = useTranslations("itemEditor");
  const form = useSendingForm({ answer: "" }, fallbackWording(t("questionFailed")), { answer: "answer" });
  const [deleting, setDeleting] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await form.send(() => answerQuestion(slug, editToken, question.id, form.values.answer))) await reload();
  }
  async function remove() {
    setDeleting(true);
    if (await form.send(() => deleteQuestion(slug, editToken, question.id))) await reload();
    setDeleting(false);
  }
  return (
    <li className="open-question" data-testid="open-question">
      <p className="field-hint">
        {t("questionOn")} <bdi>{item}</bdi>
      </p>
      <p className="open-question-text" dir="auto">
        {question.question}
      </p>
      <form onSubmit={(event) => void submit(event)} className="stack">
        <TextAreaField
          label={t("answerLabel")}
          rows={2}
          maxLength={LIMITS.answer}
          required
          {...form.bind("answer")}
          error={form.problem?.message}
        />
        <div className="cluster">
          <button type="submit" className="button button-small" disabled={form.busy}>
            {t("answerAction")}
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={form.busy || deleting}
            onClick={() => void remove()}
          >
            {t("deleteQuestion")}
          </button>
        </div>
      </form>
    </li>
  );
}
