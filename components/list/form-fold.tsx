"use client";
import { usePublicTexts } from "./public-texts";

/** The first thing to type into or choose, else the submit button: where focus goes when the form opens. */
export function firstField(root: HTMLElement): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>("form input:not([disabled]), form .icon-option:not([disabled])") ??
    root.querySelector<HTMLElement>("form [type=submit]:not([disabled])")
  );
}

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
