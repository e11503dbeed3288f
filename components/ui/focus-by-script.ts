/**
 * Focuses an element that Tab does not stop on (a heading) by script, and only this once: where
 * the focus goes when the control that held it went away (a wish deleted, a question answered, a
 * card's form folded away), instead of falling to the page's body.
 */
export function focusByScript(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) {
    element.setAttribute("tabindex", "-1");
    element.addEventListener("blur", () => element.removeAttribute("tabindex"), { once: true });
  }
  element.focus();
}
