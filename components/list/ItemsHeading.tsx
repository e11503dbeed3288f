"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Currency } from "@/lib/list-settings";
import { isDefaultView, type ListView } from "@/lib/list-view";
import { ListViewForm } from "./ListViewForm";

/**
 * The wishes' heading line as a visitor sees it: how many wishes, "my gifts" (the ones reserved
 * or chipped in for from this device) and the folded view form; the owner gets `ownerTools`
 * instead of the last two.
 */
export function ItemsHeading({
  slug,
  currency,
  count,
  hasWishes,
  ownerTools,
  myGifts,
  onlyMine,
  onOnlyMine,
  view,
  initialView,
  onViewChange,
}: {
  slug: string;
  currency: Currency;
  /** The wishes shown to this reader (surprise mode leaves some out for the owner). */
  count: number;
  /** Whether the list has any wishes at all (the view form has nothing to choose from otherwise). */
  hasWishes: boolean;
  /** The owner's peek past the surprise; null for visitors (and while owner mode loads). */
  ownerTools: ReactNode;
  /** How many wishes are this device's gifts (0: no toggle). */
  myGifts: number;
  onlyMine: boolean;
  onOnlyMine: (onlyMine: boolean) => void;
  view: ListView;
  initialView: ListView;
  onViewChange: (next: ListView, options?: { newEntry?: boolean }) => void;
}) {
  const t = useTranslations("public");
  const owner = ownerTools !== null;
  return (
    <div className="section-heading">
      <h2 id="items-heading">{t("itemsHeading")}</h2>
      <span data-testid="item-count">{t("itemCount", { count })}</span>
      {ownerTools}
      {owner || myGifts === 0 ? null : (
        <button
          type="button"
          className="button button-small my-gifts-toggle"
          aria-pressed={onlyMine}
          onClick={() => onOnlyMine(!onlyMine)}
        >
          {t("myGifts", { count: myGifts })}
        </button>
      )}
      {/* on the heading's line while folded: a phone shows more wishes (issue 26) */}
      {owner || !hasWishes ? null : (
        <ListViewForm
          slug={slug}
          view={view}
          onChange={onViewChange}
          initiallyOpen={!isDefaultView(initialView)}
          currency={currency}
        />
      )}
    </div>
  );
}
