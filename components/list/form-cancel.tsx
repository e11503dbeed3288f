"use client";
// Folding a wish's form away again, from inside the form (loaded with the forms, not with the card).
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
