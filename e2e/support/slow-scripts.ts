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

/**
 * Like openBeforeScripts, but once `letScriptsLoad` is called only the scripts the first HTML
 * names arrive; every script the page fetches later (the code loaded apart, such as the
 * reservation forms', decision 070) waits for `letLaterScriptsLoad` — except one whose code
 * `arrivesEarly` picks (say, the reads' code, so that the page's first requests go out).
 */
export async function openWithLaterScriptsHeld(
  page: Page,
  path: string,
  { arrivesEarly }: { arrivesEarly?: (code: string) => boolean } = {},
): Promise<{ letScriptsLoad: () => void; letLaterScriptsLoad: () => void }> {
  let letScriptsLoad = () => {};
  let letLaterScriptsLoad = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (letScriptsLoad = resolve));
  const laterScriptsMayLoad = new Promise<void>((resolve) => (letLaterScriptsLoad = resolve));
  const firstScripts = new Set<string>();
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await scriptsMayLoad;
    if (firstScripts.has(new URL(route.request().url()).pathname)) return route.continue();
    if (arrivesEarly) {
      // a chunk still on its way when the test ends: its response is disposed with the page, and
      // nobody waits for it any more ("Response has been disposed" failed a passing test)
      const served = await route.fetch().catch(() => null);
      const code = await served?.text().catch(() => null);
      if (!served || code == null) return route.abort().catch(() => {});
      if (!arrivesEarly(code)) await laterScriptsMayLoad;
      return route.fulfill({ response: served, body: code }).catch(() => {});
    }
    await laterScriptsMayLoad;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  for (const src of await page.locator("script[src]").evaluateAll((tags) => tags.map((tag) => tag.getAttribute("src"))))
    if (src) firstScripts.add(new URL(src, page.url()).pathname);
  return { letScriptsLoad, letLaterScriptsLoad };
}

/** Whether React has hydrated `element` (it marks what it did): a part whose code is held back has not. */
export const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

/**
 * Holds back the answers of one endpoint (`path`, as lib/api-paths.mjs writes it) from now on, as a
 * slow connection would; returns `letAnswersCome`, which sends the held ones and every later one.
 */
export async function holdAnswers(page: Page, path: string): Promise<() => void> {
  let letAnswersCome = () => {};
  const answersMayCome = new Promise<void>((resolve) => (letAnswersCome = resolve));
  await page.route(`**${path}*`, async (route) => {
    await answersMayCome;
    await route.continue();
  });
  return letAnswersCome;
}
