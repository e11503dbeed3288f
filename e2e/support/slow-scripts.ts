// A phone on a slow connection: the page's HTML is there, its scripts are not yet (decision 035).
import type { Page } from "@playwright/test";

/**
 * Opens `path` with the page's scripts held back and returns `letScriptsLoad`; a test that never
 * calls it sees a page whose scripts never arrive.
 */
export async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  let letScriptsLoad = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (letScriptsLoad = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  // "load" waits for the scripts; the HTML is complete at DOMContentLoaded
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return letScriptsLoad;
}
