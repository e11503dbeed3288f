// Where the keyboard's focus goes when the wish card it was in leaves the owner's view (decision
// 192): deleted here (the delete button went with its card, so the closing dialog had nothing to
// hand the focus back to), or deleted on another device (a live update); and when the control that
// held it went away while the card stays (a release done, the inline editor saved or cancelled).
// Without this the focus fell to the page's body and a keyboard or screen-reader user started
// again at the top.
import { useEffect, useRef, type FocusEvent, type RefObject } from "react";
import { focusByScript } from "@/components/ui/focus-by-script";
import type { WireItem } from "@/lib/wire";

const cardOf = (element: EventTarget | null) =>
  element instanceof Element ? element.closest<HTMLElement>("li[data-item-id]") : null;

/**
 * Follows which wish's card holds the focus. When the focus falls from it to the page's body, puts
 * it on that wish's title while the wish is still shown (its control went away: a release done, the
 * inline editor closed); else on the title of the wish that took its place (the next one), else the
 * one before it, else on the heading of the empty list's first-wish form (`emptyHeadingId`).
 * Returns the focus handlers for the list of cards.
 */
export function useFocusAfterRemoval(
  items: WireItem[],
  listRef: RefObject<HTMLUListElement | null>,
  emptyHeadingId: string,
) {
  // the wish whose card the focus is in, or was in when a dialog it opened took the focus
  const focusedId = useRef<string | null>(null);
  const shownIds = useRef(items.map((item) => item.id));

  // after every render: a control that went away (a release done, the editor closed) drops the focus too
  useEffect(() => {
    const before = shownIds.current;
    const now = items.map((item) => item.id);
    shownIds.current = now;
    const was = focusedId.current;
    // the focus is still somewhere (in the card, or where the owner moved it), or a dialog is open
    // (the delete dialog's buttons while it is busy: the page behind it takes no focus)
    if (was === null || (document.activeElement && document.activeElement !== document.body)) return;
    if (document.querySelector("dialog[open]")) return;
    focusedId.current = null;
    const index = before.indexOf(was);
    const stillShown = (id: string) => now.includes(id);
    const takenBy = stillShown(was)
      ? was
      : (before.slice(index + 1).find(stillShown) ?? before.slice(0, Math.max(index, 0)).reverse().find(stillShown));
    const card = takenBy ? listRef.current?.querySelector(`li[data-item-id="${CSS.escape(takenBy)}"]`) : null;
    const target = card?.querySelector<HTMLElement>(".item-title") ?? document.getElementById(emptyHeadingId);
    if (target) focusByScript(target);
  });

  return {
    onFocus: (event: FocusEvent<HTMLUListElement>) => {
      focusedId.current = cardOf(event.target)?.dataset.itemId ?? null;
    },
    onBlur: (event: FocusEvent<HTMLUListElement>) => {
      const to = event.relatedTarget;
      // into the card's own dialog (delete): the focus comes back to the card, or to where it stood
      if (to instanceof Element && to.closest("dialog")) return;
      if (to !== null) {
        focusedId.current = cardOf(to)?.dataset.itemId ?? null;
        return;
      }
      // to the body: the control went away or was disabled while busy (keep it), or the owner
      // clicked beside the controls
      const from = event.target;
      queueMicrotask(() => {
        if (from.isConnected && !from.matches(":disabled") && document.activeElement !== from) {
          focusedId.current = null;
        }
      });
    },
  };
}
