// Issue 9: what a new guest notices first. Each test failed on the code before the fix.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";

test.use({ locale: "de-DE", viewport: { width: 375, height: 812 } });

test("a broken item image shows the 'no image' fallback, not the browser's broken icon", async ({ page, request }) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kaputtes Bild", image_url: "https://images.example.com/gone.png" });
  // the image fails at once, long before the page's scripts run
  await page.route("https://images.example.com/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`/web/?slug=${list.slug}`);
  const card = page.getByTestId("item-card");
  await expect(card.getByText("kein Bild")).toBeVisible();
  await expect(card.locator("img")).toHaveCount(0);
});

for (const [locale, language] of [
  ["de-DE", "de"],
  ["en-GB", "en"],
  ["tr-TR", "tr"],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale, extraHTTPHeaders: { "Accept-Language": locale } });

    test("the reserve toggle's text fits in every state at 375 px", async ({ page, request }) => {
      const list = await apiCreateList(request);
      const taken = await apiAddItem(request, list, { title: "Schon weg" });
      await apiAddItem(request, list, { title: "Noch frei" });
      await apiReserve(request, taken.id, "Oma", "oma-pw");
      await page.goto(`/web/?slug=${list.slug}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const toggles = page.getByTestId("reserve-toggle");
      await expect(toggles.nth(0)).toHaveAttribute("data-state", "reserved");
      await expect(toggles.nth(1)).toHaveAttribute("data-state", "free");
      await expectTextFits(page);

      // the busy state: the request is held until its width is measured
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/item_reserve*", async (route) => {
        await held;
        await route.continue();
      });
      const free = page.getByTestId("item-card").nth(1);
      await free.getByTestId("reserve-name").fill("Ali");
      await free.getByTestId("reserve-password").fill("pw-ali");
      await free.getByTestId("reserve-toggle").click();
      await expect(toggles.nth(1)).toHaveAttribute("data-state", "busy");
      await expectTextFits(page);
      release();
      await expect(toggles.nth(1)).toHaveAttribute("data-state", "reserved");
    });
  });
}

async function expectTextFits(page: Page) {
  const overflowing = await page
    .getByTestId("reserve-toggle")
    .evaluateAll((toggles) =>
      toggles
        .filter((toggle) => toggle.scrollWidth > toggle.clientWidth)
        .map((toggle) => `${toggle.textContent}: ${toggle.scrollWidth} > ${toggle.clientWidth}`),
    );
  expect(overflowing).toEqual([]);
}

test("a lost race: the card shows the other reservation without a reload", async ({ page, request }) => {
  const list = await apiCreateList(request);
  const item = await apiAddItem(request, list, { title: "Fahrrad" });
  await page.goto(`/web/?slug=${list.slug}`);
  const card = page.getByTestId("item-card");
  await expect(card.getByTestId("reserve-toggle")).toHaveAttribute("data-state", "free");
  await apiReserve(request, item.id, "Tante Inge", "inge-pw"); // someone else, a moment earlier
  await card.getByTestId("reserve-name").fill("Onkel Max");
  await card.getByTestId("reserve-password").fill("max-pw");
  await card.getByTestId("reserve-toggle").click();
  await expectToast(page, "Fehler:");
  await expect(card.getByTestId("reserved-by")).toHaveText("Reserviert von Tante Inge");
  await expect(card.getByTestId("reserve-toggle")).toHaveAttribute("data-state", "reserved");
  await expect(card.getByTestId("reserve-password")).toHaveValue("");
});

test("an unknown address under /web/ answers a 404 page in the visitor's language", async ({ page }) => {
  const response = await page.goto("/web/anything");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite gibt es nicht");
  await expect(page.getByRole("main").getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/web/");
  await expect(page.getByText("This page could not be found")).toHaveCount(0);
});

test("favicon.ico and the app icons are served", async ({ request }) => {
  for (const path of ["/favicon.ico", "/icons/icon-192.png", "/icons/apple-touch-icon.png"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test.describe("browser languages [en-US, en, tr]", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9,tr;q=0.8" } });

  test("one language: the server's English stays English in the browser", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "languages", { get: () => ["en-US", "en", "tr"] }),
    );
    const response = await page.goto("/web/");
    expect(await response!.text()).toContain('<html lang="en"');
    // the page remembers its language once it runs; by then any switch would have happened
    await expect.poll(() => page.evaluate(() => localStorage.getItem("wunschliste.lang"))).toBe("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", { name: "Create list" })).toBeVisible();
  });
});

test("a list that cannot be loaded says so in the page's language", async ({ page, request }) => {
  const list = await apiCreateList(request);
  await apiUpdateList(request, list, { title: "Sprachtest" });
  await apiAddItem(request, list, { title: "Ball" });
  await page.goto(`/web/?slug=${list.slug}`);
  // after a reservation the page reloads the list; that reload fails
  await page.route("**/api/list_get*", (route) => route.fulfill({ status: 500, body: "" }));
  const card = page.getByTestId("item-card");
  await card.getByTestId("reserve-name").fill("Lea");
  await card.getByTestId("reserve-password").fill("lea-pw");
  await card.getByTestId("reserve-toggle").click();
  await expect(page.getByRole("alert").filter({ hasText: "Fehler beim Laden" })).toBeVisible();
  await expect(page.getByText(/error: /)).toHaveCount(0);
});
