// The list screen's heading (components/list/ListHero.tsx) as a place for the focus: here, not in
// ListHero, so that what focuses it does not load the title block's code (decision 157).

/** The id of the list's <h1>, which takes the focus by script only (tabIndex -1). */
export const LIST_HEADING_ID = "list-heading";

/** Moves the focus to the list's heading, as a polished app does after a navigation. */
export function focusListHeading() {
  document.getElementById(LIST_HEADING_ID)?.focus();
}
