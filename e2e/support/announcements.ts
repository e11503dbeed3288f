// What a screen reader would be told: every text that appears inside a live region (aria-live,
// role="status" or role="alert"), in order, as a page's MutationObserver sees it. A live region
// announces what is added to it, so a text that stays the same is not told twice, and a test reads
// the log instead of racing a region's short-lived text.
import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __announced?: string[];
  }
}

/** Starts the log in every page the test's page opens from now on (call before `open`). */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    window.__announced = log;
    const regionOf = (node: Node | null) =>
      (node instanceof Element ? node : node?.parentElement)?.closest(
        '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]',
      );
    new MutationObserver((records) => {
      for (const record of records) {
        if (!regionOf(record.target)) continue;
        const added = record.type === "characterData" ? [record.target] : Array.from(record.addedNodes);
        for (const node of added) {
          const text = node.textContent?.trim();
          if (text) log.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Everything announced since the page was opened. */
export const announced = (page: Page) => page.evaluate(() => window.__announced ?? []);
