// Issue 9: what a new guest notices first. Each test failed on the code before the fix.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { LOCALE_STORAGE_KEY } from "../../lib/locale";
import { BASE_URL } from "../../playwright.config";
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import { textsFor } from "../support/messages";
import { ListPage } from "../support/pages/ListPage";
import { NotFoundPage } from "../support/pages/NotFoundPage";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "de-DE", viewport: { width: 375, height: 812 } });

test("a broken item image shows the 'no image' fallback, not the browser's broken icon", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kaputtes Bild", image_url: "https://images.example.com/gone.png" });
  // since decision 050 the server keeps no picture it could not fetch, so the card has none; were a
  // kept picture to fail, it would fail at once, long before the page's scripts run
  await page.route("https://images.example.com/**", (route) => route.fulfill({ status: 404, body: "" }));
  await listPage.open(list.slug);
  const { picture } = listPage.card("Kaputtes Bild");
  await expect(picture.missingWords).toHaveText("kein Bild");
  await expect(picture.anyImage).toHaveCount(0);
});

for (const [locale, language] of [
  ["de-DE", "de"],
  ["en-GB", "en"],
  ["tr-TR", "tr"],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale, extraHTTPHeaders: { "Accept-Language": locale } });

    test("the reserve toggle's text fits in every state at 375 px", async ({ page, request, listPage }) => {
      const list = await apiCreateList(request);
      const taken = await apiAddItem(request, list, { title: "Schon weg" });
      await apiAddItem(request, list, { title: "Noch frei" });
      await apiReserve(request, taken.id, "Oma", "oma-pw");
      await listPage.open(list.slug);
      await expect(listPage.documentElement).toHaveAttribute("lang", language);
      const free = listPage.card("Noch frei");
      // reserved by Oma, not on this device: someone else's (issue 51, item 11)
      await listPage.card("Schon weg").expectState("others");
      await free.expectState("free");
      await expectTextFits(listPage);

      // the busy state: the request is held until its width is measured
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/item_reserve*", async (route) => {
        await held;
        await route.continue();
      });
      await free.toggleReservation({ name: "Ali", password: "pw-ali" });
      await free.expectState("busy");
      await expectTextFits(listPage);
      release();
      await free.expectState("reserved");
    });
  });
}

async function expectTextFits(listPage: ListPage) {
  const overflowing = await listPage.reserveToggles.evaluateAll((toggles) =>
    toggles
      .filter((toggle) => toggle.scrollWidth > toggle.clientWidth)
      .map((toggle) => `${toggle.textContent}: ${toggle.scrollWidth} > ${toggle.clientWidth}`),
  );
  expect(overflowing).toEqual([]);
}

test("a lost race: the card shows the other reservation without a reload", async ({ page, request, listPage }) => {
  const list = await apiCreateList(request);
  const item = await apiAddItem(request, list, { title: "Fahrrad" });
  // a page that has not heard of the other reservation yet: without live updates (decision 029)
  // it would otherwise show it before the click
  await page.addInitScript(() => Reflect.deleteProperty(window, "EventSource"));
  await listPage.open(list.slug);
  const bike = listPage.card("Fahrrad");
  await bike.expectState("free");
  await apiReserve(request, item.id, "Tante Inge", "inge-pw"); // someone else, a moment earlier
  await bike.toggleReservation({ name: "Onkel Max", password: "max-pw" });
  await expectToast(page, "Fehler:");
  await expect(bike.reservedBy).toHaveText("Reserviert von Tante Inge");
  await bike.expectState("others");
  // the card says why it was not sent (issue 32, bug 5), in place of the form: no "Freigeben" form
  // holding Max's password (issue 40)
  await expect(bike.notice).toContainText("Gerade hat jemand anderes diesen Wunsch reserviert");
  await expect(bike.passwordInput).toHaveCount(0);
});

test("an unknown address under /web/ answers a 404 page in the visitor's language", async ({ page }) => {
  const response = await page.goto("/web/anything");
  expect(response!.status()).toBe(404);
  const notFound = new NotFoundPage(page, "de");
  await expect(notFound.heading).toHaveText("Diese Seite gibt es nicht");
  await expect(notFound.homeLink).toHaveText("Zur Startseite");
  await expect(notFound.homeLink).toHaveAttribute("href", "/web/");
  await expect(notFound.body).not.toContainText("This page could not be found");
});

test("favicon.ico and the app icons are served", async ({ request }) => {
  for (const path of ["/favicon.ico", "/icons/icon-192.png", "/icons/apple-touch-icon.png"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test.describe("browser languages [en-US, en, tr]", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9,tr;q=0.8" } });

  test("one language: the server's English stays English in the browser", async ({ page, createPage }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "languages", { get: () => ["en-US", "en", "tr"] }),
    );
    const response = await createPage.open();
    expect(await response!.text()).toContain('<html lang="en"');
    // the page remembers its language once it runs; by then any switch would have happened
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe("en");
    await expect(createPage.documentElement).toHaveAttribute("lang", "en");
    await expect(createPage.createButton).toHaveText("Create list");
  });
});

test("a list that cannot be loaded says so in the page's language", async ({ page, request, listPage }) => {
  const list = await apiCreateList(request);
  await apiUpdateList(request, list, { title: "Sprachtest" });
  await apiAddItem(request, list, { title: "Ball" });
  await listPage.open(list.slug);
  // after a reservation the page reloads the list; that reload fails
  await page.route("**/api/list_get*", (route) => route.fulfill({ status: 500, body: "" }));
  await listPage.card("Ball").toggleReservation({ name: "Lea", password: "lea-pw" });
  await expect(listPage.alerts.filter({ hasText: "Fehler beim Laden" })).toBeVisible();
  await expect(listPage.body).not.toContainText(/error: /);
});

/** Each script the page loads, and whether it holds the QR library (one of its error messages). */
function watchScripts(page: Page): Promise<{ url: string; qrLibrary: boolean }>[] {
  const scripts: Promise<{ url: string; qrLibrary: boolean }>[] = [];
  page.on("response", (response) => {
    if (!response.url().endsWith(".js")) return;
    const qrLibrary = response
      .text()
      .then((body) => body.includes("amount of data is too big to be stored in a QR Code"))
      .catch(() => false);
    scripts.push(qrLibrary.then((found) => ({ url: response.url(), qrLibrary: found })));
  });
  return scripts;
}

/** What the QR code on the screen encodes, read from its pixels (null while none is readable). */
async function decodedQr(code: Locator): Promise<string | null> {
  // the server's drawing may give way to the browser's while the shot is taken: then try again
  const shot = await code.screenshot().catch(() => null);
  if (!shot) return null;
  const png = PNG.sync.read(shot);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/**
 * A proxy on loopback that hands the server the server's own address as the host, not the one the
 * browser asked for (a proxy that does not pass the original host, without PUBLIC_BASE_URL).
 */
async function startHostHidingProxy(target: URL) {
  const proxy = http.createServer((request, response) => {
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://localhost:${(proxy.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

test("the invite QR code in the first HTML encodes the link, and a guest's browser fetches no QR library", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  const scripts = watchScripts(page);
  await listPage.open(list.slug);
  await expect(listPage.invite.qr).toBeVisible();
  const link = await listPage.invite.link.inputValue();
  expect(await decodedQr(listPage.invite.qr)).toBe(link);
  // the server drew it: the QR library (~7 KB gzip) is loaded only where a code is drawn in the browser
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded.filter((script) => script.qrLibrary).map((script) => script.url)).toEqual([]);
});

test("reached under another name than the server knows, the invite QR code encodes the address the guest opened", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  const proxy = await startHostHidingProxy(new URL(BASE_URL));
  try {
    const scripts = watchScripts(page);
    await page.goto(`${proxy.origin}/web/?slug=${list.slug}`);
    // the server drew its code for its own address; the page's link and code are the guest's (decision 157)
    const link = `${proxy.origin}/web/?slug=${list.slug}`;
    await expect(listPage.invite.link).toHaveValue(link);
    await expect.poll(() => decodedQr(listPage.invite.qr)).toBe(link);
    await expect(listPage.invite.qr).toHaveCount(1);
    // drawn here: the QR component and its library were loaded for it
    await page.waitForLoadState("networkidle");
    expect((await Promise.all(scripts)).some((script) => script.qrLibrary)).toBe(true);
  } finally {
    await proxy.close();
  }
});

test("a browser running no script is told that reserving needs JavaScript, before it opens a form that sends nothing", async ({
  browser,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Latawiec" });
  const words = textsFor("pl")("public.needsScripts");
  // (a context of its own: the guarded ones run scripts)
  const noScripts = await browser.newContext({ javaScriptEnabled: false, locale: "pl-PL" });
  const bare = await noScripts.newPage();
  await bare.goto(new URL(`/web/?slug=${list.slug}`, BASE_URL).href);
  const withoutScripts = new ListPage(bare, "pl");
  await expect(withoutScripts.cards).toBeVisible();
  await expect(withoutScripts.needsScriptsNote).toHaveText(words);
  await noScripts.close();
  // with the scripts running nobody reads it
  await listPage.open(list.slug);
  await expect(listPage.cards).toHaveCount(1);
  await expect(listPage.needsScriptsNote).toHaveCount(0);
});
