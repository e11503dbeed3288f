// The `test` every spec uses: Playwright's, plus a guard that fails the test on any
// Content-Security-Policy violation in the page (docs/decisions/017-csp-nonces.md), a log of
// the toasts each page showed (e2e/support/toasts.ts), and the page objects (e2e/support/pages/)
// in the language the test's browser `locale` gets.
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { languageOf } from "./messages";
import { CreatePage } from "./pages/CreatePage";
import { ListPage } from "./pages/ListPage";
import { apiCreateList, type TestList } from "./api";
import { recordToasts } from "./toasts";
import { startFixtureShop, type FixtureShop } from "../../tests/support/fixture-shop";

type Fixtures = {
  cspGuard: void;
  toastLog: void;
  /** The list screen in the test's page. */
  listPage: ListPage;
  /** The create screen in the test's page. */
  createPage: CreatePage;
  /** The list screen in a second browser (a friend, or the owner's other device): own storage, same language. */
  secondDevice: ListPage;
  /**
   * The fixture shop on 127.0.0.1 that the app's server reads shop links from (OUTBOUND_ALLOW_HOSTS
   * in playwright.config.ts). Asking for it also makes the page abort every request that would
   * leave loopback: a filled-in wish links to shop.example, which nothing may ever request.
   */
  shop: FixtureShop;
  /** A new list of the test's own (made through the API), open in the test's page in owner mode. */
  ownList: TestList;
};

type WorkerFixtures = { shopServer: FixtureShop };

/** Collects CSP violations in every page of the context; the returned check fails on any. */
async function watchCsp(context: BrowserContext) {
  const violations: string[] = [];
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return () => expect(violations, "Content-Security-Policy violations").toEqual([]);
}

// Fixture bodies name Playwright's callback `provide`: called `use`, the React hooks lint rule
// would take it for React's use().
export const test = base.extend<Fixtures, WorkerFixtures>({
  shopServer: [
    async ({}, provide) => {
      const shop = await startFixtureShop();
      await provide(shop);
      await shop.close();
    },
    { scope: "worker" },
  ],
  shop: async ({ shopServer, page }, provide) => {
    // the whole context: a window the page opens (the bookmarklet's) stays on loopback too
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await provide(shopServer);
  },
  toastLog: [
    async ({ context }, provide) => {
      await recordToasts(context);
      await provide();
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, provide) => {
      const expectNoViolations = await watchCsp(context);
      await provide();
      expectNoViolations();
    },
    { auto: true },
  ],
  listPage: async ({ page, locale }, provide) => provide(new ListPage(page, languageOf(locale))),
  ownList: async ({ request, listPage }, provide) => {
    const list = await apiCreateList(request);
    await listPage.openAsOwner(list);
    await provide(list);
  },
  createPage: async ({ page, locale }, provide) => provide(new CreatePage(page, languageOf(locale))),
  secondDevice: async ({ browser, locale, viewport, isMobile, hasTouch }, provide) => {
    // the same kind of device as the test's own page (two friends on phones, say)
    const context = await browser.newContext({ locale, viewport, isMobile, hasTouch });
    await recordToasts(context);
    const expectNoViolations = await watchCsp(context);
    await provide(new ListPage(await context.newPage(), languageOf(locale)));
    await context.close();
    expectNoViolations();
  },
});

export { expect };
