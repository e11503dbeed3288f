// Toasts live 3.6 s (docs/product.md §4). On a busy machine the test runner may not look at the page
// within that window, so tests do not race the toast's timer: every page keeps a log of the
// toasts it showed (installed for every test by e2e/support/test.ts), and a test takes the
// toast it expects out of that log.
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

declare global {
  interface Window {
    __toastLog?: string[];
  }
}

/** Starts the log in every page of the context. */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const log: string[] = [];
    window.__toastLog = log;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.dataset.testid === "toast") log.push(node.textContent ?? "");
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Passes once the page has shown a toast containing `text` (now or since the page was opened)
 * and takes it out of the log, so that expecting the same text twice needs two toasts.
 */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        const log = window.__toastLog ?? [];
        const index = log.findIndex((entry) => entry.includes(wanted));
        if (index < 0) return log;
        log.splice(index, 1);
        return "shown";
      }, text),
    )
    .toBe("shown");
}

/** The toasts the page has shown and no test has taken yet. */
export const shownToasts = (page: Page) => page.evaluate(() => window.__toastLog ?? []);
