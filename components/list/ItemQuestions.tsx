"use client";
// Questions on a wish (docs/decisions/116-questions-on-a-wish.md): a folded "Ask a question" that
// names nobody. The owner's answers and the secret-suggestion badge are in ./ItemAnswers.tsx, loaded
// only by a card that shows them (issue 57, decision 157).
import { lazy } from "react";
import type { WireItem } from "@/lib/wire";
import { FoldedOnDemand } from "@/components/ui/FoldedOnDemand";
import { usePublicTexts } from "./public-texts";

// most visitors never ask: the form is not in the page's first scripts (issue 57)
const AskQuestionForm = lazy(() => import("./AskQuestionForm").then((module) => ({ default: module.AskQuestionForm })));
const WithdrawSuggestionForm = lazy(() =>
  import("./WithdrawSuggestionForm").then((module) => ({ default: module.WithdrawSuggestionForm })),
);

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

/**
 * On a secret suggestion, in place of asking (a question on it is refused): its suggester takes it
 * back with the password chosen when suggesting, as the suggestion form promised (decision 115).
 */
export function WithdrawSuggestion({ item, onChanged }: { item: WireItem; onChanged: () => Promise<void> }) {
  const t = usePublicTexts();
  if (!item.suggested) return null;
  return (
    <FoldedOnDemand summary={t("suggestWithdrawAction")} className="item-ask" testId="suggest-withdraw">
      {() => <WithdrawSuggestionForm item={item} onChanged={onChanged} />}
    </FoldedOnDemand>
  );
}
