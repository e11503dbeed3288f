// Issue 9: dark mode (system scheme + a persisting toggle), axe in both schemes on every screen,
// the installable app (manifest, icons) and offline reading of a list opened before. The README's
// screenshots are taken here, so they always show the current screens.
import path from "node:path";
import type { Locator } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList, type TestList } from "../support/api";
import { NotFoundPage } from "../support/pages/NotFoundPage";

const SCREENSHOTS = path.resolve(import.meta.dirname, "../../docs/screenshots");

async function sampleList(request: Parameters<typeof apiCreateList>[0]): Promise<TestList> {
  const list = await apiCreateList(request, "Lenas 8. Geburtstag", "owner-pw");
  await apiUpdateList(request, list, {
    theme_color: "#db2777",
    bg_theme: "birthday",
    event_date: "2026-06-13T15:00",
    event_location: "Gartenstraße 4, Graz",
    event_note: "Bitte keine Süßigkeiten 🙂",
  });
  const lego = await apiAddItem(request, list, {
    title: "LEGO Friends Baumhaus",
    url: "https://example.com/lego",
    price: 49.99,
    note: "Set 41703",
  });
  await apiAddItem(request, list, { title: "Buch: Die kleine Hexe", price: "ca. 15 €" });
  // wished three times, one taken: the screenshots and axe (both schemes) show the quantity card too
  const rope = await apiAddItem(request, list, { title: "Springschnur", quantity: 3 });
  await apiReserve(request, lego.id, "Oma Gerda", "oma-pw");
  await apiReserve(request, rope.id, "Tante Eva", "eva-pw");
  return list;
}

const backgroundOf = (element: Locator) => element.evaluate((element) => getComputedStyle(element).backgroundColor);

test.use({ locale: "de-DE" });

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test(`every screen passes axe (${scheme}); README screenshots`, async ({ page, request, createPage, listPage }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await createPage.open();
      await expect(createPage.createButton).toBeVisible();
      await expectNoSeriousA11yViolations(page, `create (${scheme})`);

      const list = await sampleList(request);
      await listPage.open(list.slug);
      await expect(listPage.cards).toHaveCount(3);
      // the page really is in this scheme: a free wish's card
      await expect
        .poll(() => backgroundOf(listPage.card("Buch: Die kleine Hexe").root))
        .toBe(scheme === "dark" ? "rgb(23, 32, 51)" : "rgb(255, 255, 255)");
      await expectNoSeriousA11yViolations(page, `list (${scheme})`);
      await page.screenshot({ path: `${SCREENSHOTS}/list-phone-${scheme}.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/list-desktop-${scheme}.png` });

      await listPage.open(list.slug, { created: true, editToken: list.editToken });
      await expect(listPage.createdDialog.root).toBeVisible();
      await expectNoSeriousA11yViolations(page, `created dialog (${scheme})`);
      await page.keyboard.press("Escape");
      await expect(listPage.createdDialog.root).toBeHidden();

      const { toolbar } = listPage;
      await expect(toolbar.root).toBeVisible();
      await toolbar.appearance.open();
      const shareCard = await toolbar.openShareCard();
      await expect(shareCard.qrCode).toBeVisible();
      await expectNoSeriousA11yViolations(page, `owner mode (${scheme})`);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${SCREENSHOTS}/owner-phone-${scheme}.png` });

      await toolbar.openSettings();
      await expectNoSeriousA11yViolations(page, `settings (${scheme})`);

      await listPage.open("nosuchlist0000");
      await expect(listPage.notFound.root).toBeVisible();
      await expectNoSeriousA11yViolations(page, `list not found (${scheme})`);
      await page.goto("/web/nothing-here");
      await expect(new NotFoundPage(page, listPage.language).root).toBeVisible();
      await expectNoSeriousA11yViolations(page, `page not found (${scheme})`);
    });
  });
}

test.describe("the colour-scheme toggle", () => {
  test.use({ colorScheme: "light" });

  test("switches to dark, persists across reloads, and back", async ({ page, createPage }) => {
    await createPage.open();
    const toggle = createPage.darkModeToggle;
    await expect(toggle).toHaveAccessibleName("Dunkles Design");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => backgroundOf(createPage.body)).toBe("rgb(246, 245, 242)");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(createPage.documentElement).toHaveAttribute("data-theme", "dark");
    await expect.poll(() => backgroundOf(createPage.body)).toBe("rgb(11, 17, 32)");

    // applied before the first paint: the server's HTML has no scheme, the inline script sets it
    await page.reload();
    await expect(createPage.documentElement).toHaveAttribute("data-theme", "dark");
    await expect.poll(() => backgroundOf(createPage.body)).toBe("rgb(11, 17, 32)");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await expect(createPage.documentElement).toHaveAttribute("data-theme", "light");
    await expect.poll(() => backgroundOf(createPage.body)).toBe("rgb(246, 245, 242)");
  });
});

test("installable: a manifest in the visitor's language, icons, and a list's own start address", async ({
  request,
  listPage,
}) => {
  const english = await request.get("/manifest.webmanifest", { headers: { "Accept-Language": "en" } });
  expect(english.status()).toBe(200);
  expect(english.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await english.json();
  expect(manifest).toMatchObject({ name: "Wunschliste", start_url: "/web/", display: "standalone" });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const turkish = await (await request.get("/manifest.webmanifest", { headers: { "Accept-Language": "tr" } })).json();
  // the app's name is the same in every language, as in the header (issue 32, bug 10); the description is translated
  expect([turkish.name, turkish.short_name, manifest.short_name]).toEqual([
    "Wunschliste",
    "Wunschliste",
    "Wunschliste",
  ]);
  expect(turkish.description).not.toBe(manifest.description);

  const list = await apiCreateList(request);
  await listPage.open(list.slug);
  const href = await listPage.manifestLink.getAttribute("href");
  const forList = await (await request.get(href!)).json();
  expect(forList.start_url).toBe(`/web/?slug=${list.slug}`);
  await expect(listPage.homeScreenIcon).toHaveAttribute("href", "/icons/apple-touch-icon.png");
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("offline: a list opened before shows its last copy with a note; online it is never stale", async ({
    page,
    context,
    request,
    listPage,
  }) => {
    const list = await apiCreateList(request, "Offline-Liste");
    await apiAddItem(request, list, { title: "Laterne" });
    await listPage.open(list.slug);
    await expect(listPage.cards).toHaveCount(1);
    // the service worker has stored this page
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { timeout: 60_000 })
      .toBe(true);
    await expect(listPage.connection.offlineNote).toBeHidden();

    await context.setOffline(true);
    await page.reload();
    await expect(listPage.title).toHaveText("Offline-Liste");
    await expect(listPage.cards).toHaveText(/Laterne/);
    await expect(listPage.connection.offlineNote).toBeVisible();
    await expect(listPage.connection.offlineNote).toContainText("Du bist offline");

    // back online, the list changed meanwhile: the page shows the server's state, not the copy
    await context.setOffline(false);
    await apiUpdateList(request, list, { title: "Neuer Titel" });
    await apiAddItem(request, list, { title: "Kerze" });
    await page.reload();
    await expect(listPage.title).toHaveText("Neuer Titel");
    await expect(listPage.cards).toHaveCount(2);
    await expect(listPage.connection.offlineNote).toBeHidden();
  });
});
