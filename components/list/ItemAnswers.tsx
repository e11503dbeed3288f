"use client";
// What a card says about a wish besides its own facts (docs/decisions/115 and 116): the owner's
// answers to questions and the secret-suggestion badge. Few wishes have either: ItemCard loads
// this module with the first card that shows one, and hydration keeps the server's HTML until
// then (issue 57, decision 157).
import type { WireItem } from "@/lib/wire";
import { usePublicTexts } from "./public-texts";

/** "Suggested by Oma" (drawn for a suggested wish only): a giver's secret suggestion, which the list's owner does not see (decision 115). */
export function SuggestedBadge({ item }: { item: WireItem }) {
  const t = usePublicTexts();
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

/** The owner's answers to questions on this wish, for every giver (drawn when there are any). */
export function ItemAnswers({ item }: { item: WireItem }) {
  const t = usePublicTexts();
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
