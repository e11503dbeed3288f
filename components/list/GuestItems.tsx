"use client";
import { useTranslations } from "next-intl";
import { Activity, lazy } from "react";
import { groupItems, sortsAcrossSections } from "@/lib/list-view-groups";
import type { ListView } from "@/lib/list-view";
import type { WireItem, WireList } from "@/lib/wire";
import { ItemCard } from "./ItemCard";
import { ItemGroups } from "./ItemGroups";
import { FoldedOnDemand } from "@/components/ui/FoldedOnDemand";
import { usePublicTexts } from "./public-texts";
import { usePreloadedReservationForm } from "./ReservationDisclosure";

// owner mode draws the same cards: one module holds them, loaded on the first tap (guest-cards.tsx),
// which also has the forms' code fetched when idle
export { ItemCard } from "./ItemCard";
export { preloadReservationForm } from "./ReservationDisclosure";

// most visitors never open it: its form is not in the page's first scripts (issue 57)
const SuggestFormBody = lazy(() => import("./SuggestForm").then((module) => ({ default: module.SuggestFormBody })));

/**
 * The wishes as a guest sees them (components/list/ListScreen.tsx; the owner sees OwnerItems): in
 * the chosen view's order and sections, with how many it shows, or why there are none.
 */
export function GuestItems({
  list,
  items,
  shownItems,
  view,
  reload,
  openForm,
}: {
  list: WireList;
  /** All the list's wishes. */
  items: WireItem[];
  /** Those the guest may see now (surprise mode, "my gifts"), before the view's filter. */
  shownItems: WireItem[];
  view: ListView;
  reload: () => Promise<void>;
  /** The wish whose reservation form the address opened (`&reserve=<id>`, decision 070). */
  openForm?: string;
}) {
  const t = useTranslations("public");
  const texts = usePublicTexts();
  // a form the address opened needs its code at once; the others are fetched when idle (070)
  usePreloadedReservationForm(openForm);
  if (items.length === 0) return <p className="empty-state">{t("empty")}</p>;
  // every render, so live updates keep the chosen view
  const groups = groupItems(shownItems, view, list.currency);
  // sorted as one list: each card names the section it was filed under (docs/decisions/075)
  const showSection = sortsAcrossSections(view);
  const shownCount = groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <>
      {shownCount < shownItems.length ? (
        <p className="list-view-count" data-testid="list-view-count">
          {t("viewShowing", { shown: shownCount, count: shownItems.length })}
        </p>
      ) : null}
      {shownCount === 0 ? <p className="empty-state">{t("viewNothing")}</p> : null}
      <ItemGroups
        groups={groups}
        renderCard={(item, headingLevel) => (
          // An Activity boundary per card: React hydrates the cards after the screen, in
          // slices of a few milliseconds, instead of in one long task that a phone cannot
          // answer a tap during (a tap on a card not yet hydrated hydrates it first). Not
          // Suspense: the server would send most cards after the page, hidden until a script
          // shows them. docs/performance.md, "Lighthouse"
          <Activity key={item.id}>
            <ItemCard
              item={item}
              list={list}
              onChanged={reload}
              headingLevel={headingLevel}
              showSection={showSection}
              formOpen={item.id === openForm}
            />
          </Activity>
        )}
      />
      {/* below the wishes, where givers reserve: their own idea, kept from the owner (decision 115) */}
      {list.closed ? null : (
        <FoldedOnDemand summary={texts("suggestHeading")} className="suggest-form card" testId="suggest-form">
          {() => <SuggestFormBody list={list} reload={reload} />}
        </FoldedOnDemand>
      )}
    </>
  );
}
