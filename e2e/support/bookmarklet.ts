// Running a bookmarklet in a test (docs/decisions/072 and 142): on the shop's page, which records
// every message it hears, the bookmark's address runs as a script, as the browser runs a bookmark.
import type { Page } from "@playwright/test";

type Listening = { heard: unknown[] };

/** Runs `source` (a `javascript:` address) on `page`; the window it opened, and what the page heard. */
export async function runBookmarklet(page: Page, source: string) {
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as Listening).heard = heard;
    window.addEventListener("message", (event) => heard.push(event.data));
  });
  const opened = page.waitForEvent("popup");
  await page.evaluate((code) => new Function(code)(), decodeURIComponent(source.slice("javascript:".length)));
  return {
    popup: await opened,
    /** Every message the shop's page heard so far. */
    heard: () => page.evaluate(() => (window as unknown as Listening).heard),
  };
}
