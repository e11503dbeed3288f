// Thumb-sized controls on a phone (issue 32, item 10): the check the tap-target and narrow-screen specs share.
import type { Page } from "@playwright/test";

/**
 * The visible buttons, summaries and fields inside `scope` that are smaller than 44 px either way
 * (a checkbox's target is its label, which holds it).
 */
export async function smallTargets(page: Page, scope: string) {
  return page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll<HTMLElement>("button, summary, select, input:not([type=hidden], [type=checkbox])")]
        .filter((control) => control.offsetParent !== null)
        // the laid-out size, not the drawn one: a dialog opening is drawn scaled to 0.98 for 0.18 s
        // (ui.css), which made its 44 px buttons 43 px to a check that came that early
        .map((control) => ({ control, box: { width: control.offsetWidth, height: control.offsetHeight } }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(
          ({ control, box }) => `${control.outerHTML.slice(0, 80)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        ),
    ),
  );
}
