import type { Page } from "@playwright/test";

/**
 * Waits until what is animating in has arrived: a dialog fades and grows in for 0.18 s, and on a
 * busy machine a test can land inside that (its colours half-transparent, its boxes at 98 %).
 * At most 2 s: a page that produces no frames (a background tab) never finishes one.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => setTimeout(resolve, 2000)),
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ]),
  );
}
