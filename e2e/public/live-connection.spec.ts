// Live lists (issue 13, docs/decisions/029-live-list.md), the page's connection: where a proxy
// blocks streams the page asks instead, a hidden tab holds no stream open and catches up when shown,
// and a list deleted while its page is open is told either way. What an open copy shows of a change:
// live-changes.spec.ts.
//
// Timeouts: the issue expects a change to show within 2 s, and docs/performance.md measures that
// (bench/streams.mjs). Here the machine has 2 cores shared with the server, a second browser and
// often the build, so the waits are the suite's generous defaults (15 s per assertion,
// playwright.config.ts) and never shorter: a late event must not fail the suite, a missing one (no
// live update at all, or only after a reload) still does.
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

test("without streams (a proxy blocks them) the page asks instead and still follows changes", async ({
  listPage,
  request,
}) => {
  test.slow();
  const list = await apiCreateList(request);
  const kite = await apiAddItem(request, list, { title: "Kite" });
  await listPage.page.route("**/api/list_events.php*", (route) => route.abort());
  await listPage.open(list.slug);
  await expect(listPage.cards).toHaveCount(1);
  await apiReserve(request, kite.id, "Dana", "pw-dana");
  // three failed connects (1 + 2 + 4 s, spread) and then one list_get every 15 s
  await expect(listPage.card("Kite").reservedBy).toHaveText("Reserved by Dana", { timeout: 60_000 });
  await listPage.expectLiveState("polling");
});

test("a hidden tab holds no stream open; shown again, it catches up", async ({ listPage, request }) => {
  const list = await apiCreateList(request);
  const kite = await apiAddItem(request, list, { title: "Kite" });
  const page = listPage.page;
  // every EventSource the page makes, to see whether one is open
  await page.addInitScript(() => {
    const Original = window.EventSource;
    const made: EventSource[] = [];
    (window as unknown as { sources: EventSource[] }).sources = made;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        made.push(this);
      }
    };
  });
  await listPage.open(list.slug);
  const openStreams = () =>
    page.evaluate(
      () => (window as unknown as { sources: EventSource[] }).sources.filter((s) => s.readyState !== 2).length,
    );
  await listPage.waitUntilLive();
  expect(await openStreams()).toBe(1);

  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
      Object.defineProperty(document, "visibilityState", {
        configurable: true,
        get: () => (value ? "hidden" : "visible"),
      });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  await setHidden(true);
  expect(await openStreams()).toBe(0);
  await apiReserve(request, kite.id, "Erin", "pw-erin");
  await expect(listPage.card("Kite").reservedBy).toHaveCount(0);

  await setHidden(false);
  await expect(listPage.card("Kite").reservedBy).toHaveText("Reserved by Erin");
  expect(await openStreams()).toBe(1);
});

test.describe("a list deleted while its page is open (issue 40)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const deleteList = async (
    request: import("@playwright/test").APIRequestContext,
    list: { slug: string; editToken: string },
  ) => {
    const response = await request.post("/api/list_delete.php", {
      data: { slug: list.slug, edit_token: list.editToken },
    });
    expect(response.status()).toBe(200);
  };

  test("the live stream says so: the page tells the guest the list no longer exists", async ({ listPage, request }) => {
    const list = await apiCreateList(request);
    await apiAddItem(request, list, { title: "Kite" });
    await listPage.open(list.slug);
    await listPage.waitUntilLive();
    await deleteList(request, list);
    await expect(listPage.gone.heading).toBeVisible();
    await listPage.expectLiveState("gone");
    await expect(listPage.connection.reconnecting).toHaveCount(0);
    await expect(listPage.card("Kite").root).toBeHidden();
    await expect(listPage.gone.createLink).toHaveAttribute("href", "/web/");
  });

  test("where streams are blocked, asking now and then finds out too", async ({ page, listPage, request }) => {
    // a proxy that never lets a stream through: the page falls back to asking list_get
    await page.route("**/api/list_events.php**", (route) => route.abort());
    const list = await apiCreateList(request);
    await apiAddItem(request, list, { title: "Kite" });
    await listPage.open(list.slug);
    await listPage.expectLiveState("polling", { timeout: 60_000 });
    await deleteList(request, list);
    // the next question (every 15 s) finds no list
    await expect(listPage.gone.heading).toBeVisible({ timeout: 60_000 });
    await listPage.expectLiveState("gone");
  });
});
