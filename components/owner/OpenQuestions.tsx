"use client";
// The open questions on the owner's wishes (docs/decisions/116-questions-on-a-wish.md), at the top
// of owner mode where the owner looks first: each with its wish, an answer field and "Delete". The
// answer then stands on the wish for every giver; nothing here names who asked. An answered or
// deleted question leaves the screen: the focus goes on to the next one's answer field, after the
// last one to the title of the wish it was about (as after a deleted wish, decision 192).
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useToast } from "@/components/ui/Toast";
import { answerQuestion, deleteQuestion } from "@/lib/client/api-client-givers";
import { LIMITS } from "@/lib/validations/limits";
import type { WireItem, WireQuestion } from "@/lib/wire";
import { TextAreaField } from "@/components/ui/Field";
import { fallbackWording } from "@/components/ui/failure";
import { focusByScript } from "@/components/ui/focus-by-script";
import { useSendingForm } from "@/components/ui/useSending";
import { waitingButton } from "@/components/ui/waiting-button";

type Props = {
  slug: string;
  items: WireItem[];
  questions: WireQuestion[];
  editToken: string;
  reload: () => Promise<void>;
};

/** A question done with here: where it stood among the open ones, and the wish it was about. */
type Done = { id: string; index: number; itemId: string };

export function OpenQuestions({ slug, items, questions, editToken, reload }: Props) {
  const t = useTranslations("itemEditor");
  const listRef = useRef<HTMLUListElement>(null);
  const done = useRef<Done | null>(null);
  // once the question done with has left the screen, the focus takes its place
  useEffect(() => {
    const was = done.current;
    if (!was || questions.some((question) => question.id === was.id)) return;
    done.current = null;
    const fields = listRef.current?.querySelectorAll<HTMLElement>("textarea") ?? [];
    const next = fields[Math.min(was.index, fields.length - 1)];
    const wish = document.querySelector<HTMLElement>(`li[data-item-id="${CSS.escape(was.itemId)}"] .item-title`);
    if (next) next.focus();
    else if (wish) focusByScript(wish);
  }, [questions]);
  if (questions.length === 0) return null;
  const titles = new Map(items.map((item) => [item.id, item.title]));
  return (
    <section className="card open-questions stack" aria-labelledby="open-questions" data-testid="open-questions">
      <h2 id="open-questions">{t("openQuestions", { count: questions.length })}</h2>
      <ul className="stack" ref={listRef}>
        {questions.map((question, index) => (
          <OpenQuestion
            key={question.id}
            slug={slug}
            editToken={editToken}
            question={question}
            item={titles.get(question.item_id) ?? ""}
            reload={reload}
            onDone={() => (done.current = { id: question.id, index, itemId: question.item_id })}
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
  onDone,
}: {
  slug: string;
  editToken: string;
  question: WireQuestion;
  item: string;
  reload: () => Promise<void>;
  /** Answered or deleted: called before the list is read again without it. */
  onDone: () => void;
}) {
  const t = useTranslations("itemEditor");
  const toast = useToast();
  const form = useSendingForm({ answer: "" }, fallbackWording(t("questionFailed")), { answer: "answer" });
  const [deleting, setDeleting] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await form.send(() => answerQuestion(slug, editToken, question.id, form.values.answer))) {
      await leave(t("questionAnswered"));
    }
  }
  async function remove() {
    setDeleting(true);
    if (await form.send(() => deleteQuestion(slug, editToken, question.id))) await leave(t("questionDeleted"));
    setDeleting(false);
  }
  async function leave(said: string) {
    onDone();
    toast.success(said);
    await reload();
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
          <button type="submit" className="button button-small" {...waitingButton(form.busy)}>
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
