// Thumb-sized controls on a phone (issue 32, item 10): the check the tap-target and narrow-screen specs share.
import type { Page } from "@playwright/test";

/**
 * The visible controls inside `scope` that are smaller than 44 px either way: buttons, summaries,
 * fields; a checkbox's or radio button's label, which holds it and is what a thumb taps (the box
 * alone is 20 px); and links that stand as controls of their own (not inline in a sentence, which
 * WCAG's target size leaves out): the skip link, the header's brand, a link drawn as a button.
 */
export async function smallTargets(page: Page, scope: string) {
  return page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) => {
      const fields = root.querySelectorAll<HTMLElement>("button, summary, select, input:not([type=hidden]), a[href]");
      const targets = new Set<HTMLElement>();
      for (const control of fields) {
        if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
          targets.add(control.labels?.[0] ?? control);
        } else if (!(control instanceof HTMLAnchorElement) || getComputedStyle(control).display !== "inline") {
          targets.add(control);
        }
      }
      return (
        [...targets]
          .filter((control) => control.offsetParent !== null)
          // the laid-out size, not the drawn one: a dialog opening is drawn scaled to 0.98 for 0.18 s
          // (ui.css), which made its 44 px buttons 43 px to a check that came that early
          .map((control) => ({ control, box: { width: control.offsetWidth, height: control.offsetHeight } }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(
            ({ control, box }) =>
              `${control.outerHTML.slice(0, 80)} ${Math.round(box.width)}×${Math.round(box.height)}`,
          )
      );
    }),
  );
}
