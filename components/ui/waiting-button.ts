import type { MouseEvent } from "react";

/**
 * A send button's state while its request waits: marked busy and unavailable (aria-busy,
 * aria-disabled) but not `disabled`, which would drop the keyboard's and the screen reader's focus
 * to the page's top under the thumb that just pressed it; so the focus stays on the button while it
 * waits and after, beside the answer or the error (role="alert") that follows
 * (docs/decisions/220-what-a-family-trips-over-an-eighth-time.md). A tap or Enter meanwhile sends
 * nothing: the click is stopped here, and useSending sends one at a time besides. `blocked`: the
 * button cannot be used for another reason (nothing typed yet), which `disabled` says as before.
 */
export function waitingButton(busy: boolean, blocked = false) {
  return {
    disabled: blocked && !busy,
    "aria-busy": busy || undefined,
    "aria-disabled": busy || undefined,
    onClickCapture: busy ? stopWhileWaiting : undefined,
  };
}

function stopWhileWaiting(event: MouseEvent) {
  // no submit and no onClick: the first press is still under way
  event.preventDefault();
  event.stopPropagation();
}

/**
 * A text field's state while its form waits: kept as typed (readOnly) and marked unavailable
 * (aria-disabled), but not `disabled`, which would drop the focus to the page's top when the person
 * pressed Enter in it — as a phone keyboard's "Go" does — the same fall as waitingButton's. Enter
 * pressed again meanwhile sends nothing: the form's default button is then waiting (or disabled),
 * and the form sends one at a time besides. For text inputs and text areas; a checkbox or a select,
 * which Enter does not send from, stays `disabled`. `blocked`: unusable for another reason, as for
 * waitingButton.
 */
export function waitingField(busy: boolean, blocked = false) {
  return {
    disabled: blocked && !busy,
    readOnly: busy || undefined,
    "aria-disabled": busy || undefined,
  };
}
