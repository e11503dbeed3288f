"use client";
import type { ReactNode } from "react";
import { usePublicTexts } from "./public-texts";

/** Folds away the disclosure that holds `inside` and gives focus back to its action. */
export function foldAway(inside: Element) {
  const details = inside.closest("details");
  if (!details?.open) return;
  details.open = false;
  details.querySelector("summary")?.focus();
}

/** Folds the form away without sending anything (the friend changed their mind). */
export function CancelButton() {
  const t = usePublicTexts();
  return (
    <button
      type="button"
      className="button button-small reserve-cancel"
      onClick={(event) => foldAway(event.currentTarget)}
    >
      {t("cancelForm")}
    </button>
  );
}

type Props = {
  /** "free", "reserved" or "release" (one's own units): the summary's look, as the toggle's before. */
  state: string;
  /** What the summary says ("Reserve", "Release"). */
  label: string;
  /** The same for screen readers, with the wish's title. */
  accessibleLabel: string;
  /** The form; it folds itself away after a success (foldAway) and has a CancelButton. */
  children: ReactNode;
};

/** The first thing to type into or choose, else the submit button: where focus goes when the form opens. */
function firstField(root: HTMLElement): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>("form input:not([disabled]), form .icon-option:not([disabled])") ??
    root.querySelector<HTMLElement>("form [type=submit]:not([disabled])")
  );
}

/**
 * A card's one action, with its form folded away (issue 26, docs/decisions/054-compact-cards.md):
 * a native <details>, so a tap opens the form before the page's scripts run too (decision 035),
 * and the browser tells screen readers whether it is open. React never sets `open`: whatever the
 * friend opened before hydration stays open. Opening moves focus into the form.
 */
export function ReservationDisclosure({ state, label, accessibleLabel, children }: Props) {
  return (
    <details
      className="reserve-disclosure"
      onToggle={(event) => {
        if (event.currentTarget.open) firstField(event.currentTarget)?.focus();
      }}
    >
      <summary className="reserve-toggle reserve-open" data-state={state} data-testid="reserve-open">
        <span aria-hidden="true">{label}</span>
        <span className="visually-hidden">{accessibleLabel}</span>
      </summary>
      {children}
    </details>
  );
}
