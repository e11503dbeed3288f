// The outline a screen reader's heading list shows: no level left out on the way down (an h4 right
// under an h2 reads as a part of something that is not there; WCAG 1.3.1, axe's heading-order).
import type { Locator } from "@playwright/test";

/**
 * The headings inside `scope` that go down more than one level from the one before, as
 * "h2 → h4 “…”"; hidden ones (a closed fold, a dialog not shown) do not count. `above` is the level
 * of the heading the scope sits under (1: a dialog over the page's h1).
 */
export async function headingSkips(scope: Locator, above = 0) {
  return scope.evaluate((root, start) => {
    const skips: string[] = [];
    let last = start;
    for (const heading of root.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
      if (heading.getClientRects().length === 0) continue;
      const level = Number(heading.tagName[1]);
      if (level > last + 1) skips.push(`h${last} → h${level} “${heading.textContent!.trim()}”`);
      last = level;
    }
    return skips;
  }, above);
}
