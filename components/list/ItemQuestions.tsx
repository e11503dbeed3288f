"use client";
// Questions on a wish (docs/decisions/116-questions-on-a-wish.md) as a card shows them: the owner's
// answers for every giver, and a folded "Ask a question" that names nobody. The secret-suggestion
// badge lives here too: what a card says about a wish besides its own facts.
import { lazy } from "react";
import type { WireItem } from "@/lib/wire";
import { FoldedOnDemand } from "@/components/ui/FoldedOnDemand";
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

// most visitors never ask: the form is not in the page's first scripts (issue 57)
const AskQuestionForm = lazy(() => import("./AskQuestionForm").then((module) => ({ default: module.AskQuestionForm })));

/** A folded form to ask the owner about this wish; nothing in it names the asker. */
export function AskQuestion({ item }: { item: WireItem }) {
  const t = usePublicTexts();
  if (item.suggested) return null;
  return (
    <FoldedOnDemand summary={t("askAction")} className="item-ask" testId="item-ask">
      {() => <AskQuestionForm item={item} />}
    </FoldedOnDemand>
  );
}
