"use client";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { focusByScript } from "@/components/ui/focus-by-script";
import { isTaken } from "@/lib/surprise";
import { stillOpen } from "@/lib/still-open";
import { countsUnits } from "@/lib/units";
import type { WireItem, WireList } from "@/lib/wire";
import { firstField } from "./form-fold";
import { isComplete, mineCount, minePledged, useGuestDevice } from "./guest-device";
import { usePublicTexts } from "./public-texts";
import { AskQuestion, WithdrawSuggestion } from "./ItemQuestions";
import { keepTypedBeforeScripts, TypedBeforeScriptsContext, type TypedStore } from "./typed-before-scripts";

const loadReservationForm = () => import("./ReservationForm");
// Not in the page's first scripts: most visitors open no form, and the first HTML holds none (070).
// Unreachable (offline, its code never fetched): the card offers the link to the page with its form.
const ReservationForm = lazy(() =>
  loadReservationForm().catch(() => ({
    default: (props: { item: WireItem; list: WireList }) => <FormLink {...props} />,
  })),
);

/** Fetches the forms' code ahead of the first tap, so that a form then opens at once. */
export function preloadReservationForm() {
  // offline: the card offers its link instead (above)
  loadReservationForm().catch(() => {});
}

/** The forms' code: at once for a form the server rendered open, else when idle (decision 070). */
export function usePreloadedReservationForm(openForm: string | undefined) {
  useEffect(() => {
    if (openForm) preloadReservationForm();
    else if (window.requestIdleCallback) window.requestIdleCallback(preloadReservationForm, { timeout: 2000 });
    else window.setTimeout(preloadReservationForm, 200);
  }, [openForm]);
}

function FormLink({ item, list }: { item: WireItem; list: WireList }) {
  const t = usePublicTexts();
  return (
    <>
      <a className="reserve-form-link" href={reserveLink(list.slug, item.id)}>
        {t("openFormLink")}
      </a>
      {/* shown instead of the link where no script runs (item-reservation.css) */}
      <p className="reserve-needs-scripts reservation-notice">
        {t(item.group_gift ? "needsScriptsToChipIn" : "needsScripts")}
      </p>
    </>
  );
}

/** Where a card's form opens before the page's scripts run: the server renders it open (070). */
export const reserveLink = (slug: string, itemId: string) =>
  `?slug=${encodeURIComponent(slug)}&reserve=${encodeURIComponent(itemId)}#reserve-${itemId}`;

/**
 * What the card's action says: reserve or release; for a group gift, chip in while anything is
 * left, else withdraw one's share (docs/decisions/063-group-gifts.md). `state` is the summary's look.
 * A wish taken with nothing of it reserved (or pledged) from this device is someone else's: said
 * so, its release the quiet look, as it needs that person's password (issue 51, item 11). Nothing
 * is open while another wish of its group is taken (stillOpen): only a release is left then.
 */
function summaryOf(item: WireItem, rememberedGuest: boolean, mineHere: number) {
  const open = stillOpen(item) > 0;
  if (item.group_gift) {
    if (open) return { state: "free", label: "chipIn", action: "chipInAction" } as const;
    return mineHere === 0
      ? ({ state: "others", label: "pledgedByOthers", action: "pledgedByOthersAction" } as const)
      : ({ state: "release", label: "withdrawPledge", action: "withdrawPledgeAction" } as const);
  }
  const several = countsUnits(item);
  const releasing = several ? !open : item.busy;
  if (releasing && mineHere === 0)
    return { state: "others", label: "reservedByOthers", action: "reservedByOthersAction" } as const;
  if (releasing)
    return { state: several ? "release" : "reserved", label: "statusOpenRelease", action: "releaseAction" } as const;
  return {
    state: "free",
    label: "statusOpenReserve",
    action: !several && rememberedGuest ? "reserveAsAction" : "reserveAction",
  } as const;
}

type Props = {
  item: WireItem;
  list: WireList;
  onChanged: () => Promise<void>;
  /** The address asked for this card's form (`&reserve=<id>`): the server renders it open. */
  initiallyOpen?: boolean;
};

/**
 * A card's one action, with its form folded away (issue 26, docs/decisions/054-compact-cards.md
 * and 070): a native <details>, whose summary says "Reserve" or "Release". The form itself is
 * rendered from the first opening on, not in the first HTML: until then the disclosure holds a
 * link to this list with the card's form open, the path that works before the page's scripts
 * (decision 035). Once there, the form stays (folded when closed), so what was typed survives
 * closing, reopening and live updates. React never sets `open` after the first render.
 */
export function ReservationDisclosure({ item, list, onChanged, initiallyOpen = false }: Props) {
  const t = usePublicTexts();
  const device = useGuestDevice();
  // "tap": opened by the friend, focus moves into the form once it is there
  const [opened, setOpened] = useState<"server" | "tap" | null>(initiallyOpen ? "server" : null);
  const [typed] = useState<TypedStore>(() => ({ current: {} }));
  const hydrated = useCallback(
    (details: HTMLDetailsElement | null) => {
      if (!details) return;
      // opened before hydration: the browser's toggle event came before React listened
      if (details.open) setOpened((before) => before ?? "tap");
      // the server's form: what a slow phone's friend types into it outlives a redraw (above)
      if (initiallyOpen) return keepTypedBeforeScripts(details, typed);
    },
    [initiallyOpen, typed],
  );

  // folded: the state the guest left the card in (read from its toggle; React never sets `open`)
  const [folded, setFolded] = useState(!initiallyOpen);
  // an alternative whose group is taken offers nothing to reserve; one with a reservation still
  // offers its release; a form open when the group was taken stays to say why (decision 119)
  const groupTaken = item.one_of_taken && !isTaken(item);
  if (groupTaken && (folded || !opened)) return null;
  const mineHere = item.group_gift ? minePledged(item, device.mine) : mineCount(item, device.mine);
  const summary = summaryOf(item, isComplete(device.guest, list), mineHere);
  const accessibleLabel = t(summary.action, { title: item.title });
  const state = summary.state;

  return (
    <details
      ref={hydrated}
      className="reserve-disclosure"
      id={initiallyOpen ? `reserve-${item.id}` : undefined}
      open={initiallyOpen || undefined}
      onToggle={(event) => {
        setFolded(!event.currentTarget.open);
        if (!event.currentTarget.open) {
          // folded away with its action ("Got it", Cancel): the focus stays on the wish
          const title = event.currentTarget.closest("li")?.querySelector<HTMLElement>(".item-title");
          if (groupTaken && title) focusByScript(title);
          return;
        }
        if (opened) firstField(event.currentTarget)?.focus();
        else setOpened("tap");
      }}
    >
      <summary className="reserve-toggle reserve-open" data-state={state} data-testid="reserve-open">
        <span aria-hidden="true">{t(summary.label)}</span>
        <span className="visually-hidden">{accessibleLabel}</span>
      </summary>
      {opened ? (
        // its own boundary: the card hydrates without the form's code; only the form waits for it,
        // and a tap before the code is here (a slow phone) shows the link that opens the form (035)
        <Suspense fallback={<FormLink item={item} list={list} />}>
          <TypedBeforeScriptsContext value={typed}>
            <ReservationForm item={item} list={list} onChanged={onChanged} focusOnMount={opened === "tap"} />
          </TypedBeforeScriptsContext>
        </Suspense>
      ) : (
        <FormLink item={item} list={list} />
      )}
      {/* asking about the wish beside reserving it: a fold of its own would make every card taller on a
          phone (docs/decisions/116-questions-on-a-wish.md) */}
      {opened ? <AskQuestion item={item} /> : null}
      {opened ? <WithdrawSuggestion item={item} onChanged={onChanged} /> : null}
    </details>
  );
}
