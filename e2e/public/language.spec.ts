import type { Page } from "@playwright/test";
import { LOCALE_STORAGE_KEY } from "../../lib/locale";
import { CreatePage } from "../support/pages/CreatePage";
import { expect, test } from "../support/test";

test.use({ locale: "de-DE" });

const storedLanguage = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY);

test("language switch de → en → tr changes the texts and survives a reload", async ({
  page,
  context,
  createPage: german,
}) => {
  await german.open();
  await expect(german.documentElement).toHaveAttribute("lang", "de");
  await expect(german.createButton).toHaveText("Liste erstellen");
  await expect(german.languageSwitcher).toHaveAccessibleName("Sprache");
  await expect(german.languageSwitcher).toHaveValue("de");

  await german.languageSwitcher.selectOption("en");
  const english = new CreatePage(page, "en");
  await expect(english.createButton).toHaveText("Create list");
  await expect(german.documentElement).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(english.createButton).toHaveText("Create list");
  expect(await storedLanguage(page)).toBe("en");
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")).toMatchObject({
    value: "en",
    path: "/",
    sameSite: "Lax",
  });

  await expect(english.languageSwitcher).toHaveAccessibleName("Language");
  await english.languageSwitcher.selectOption("tr");
  const turkish = new CreatePage(page, "tr");
  await expect(turkish.createButton).toHaveText("Liste oluştur");
  await page.reload();
  await expect(german.documentElement).toHaveAttribute("lang", "tr");
  await expect(turkish.heading).toHaveText("Dilek listen bir dakikada hazır");
  await expect(turkish.languageSwitcher).toHaveAccessibleName("Dil");
  await expect(turkish.languageSwitcher).toHaveValue("tr");
});

test.describe("a Turkish browser", () => {
  test.use({ locale: "tr-TR", extraHTTPHeaders: { "Accept-Language": "tr-TR,tr;q=0.9" } });

  test("gets Turkish HTML from the server on the first visit", async ({ page, createPage }) => {
    const response = await createPage.open();
    const html = await response!.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain("Dilek listen bir dakikada hazır");
    expect(html).toContain("Liste oluştur");
    // the browser then remembers the language (storage and cookie in step)
    await expect.poll(() => storedLanguage(page)).toBe("tr");
  });
});

test.describe("a stored choice", () => {
  test.use({ locale: "en-US" });

  test("wins over the browser language on the next visit", async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, "tr");
        sessionStorage.setItem("seeded", "1");
      }
    }, LOCALE_STORAGE_KEY);
    // the page speaks Turkish although the browser asks for English
    const turkish = new CreatePage(page, "tr");
    await turkish.open();
    await expect(turkish.documentElement).toHaveAttribute("lang", "tr");
    await expect(turkish.createButton).toHaveText("Liste oluştur");
  });
});

test.describe("a locale cookie that is no percent-encoding", () => {
  test.use({ locale: "en-US" });

  // Another app on the same host (or a hand-edited cookie) can leave `NEXT_LOCALE=%zz`: the server
  // takes it as it is and falls back to the browser's language; the page must not break on it.
  test("leaves the page working and is replaced by the language shown", async ({ page, context, baseURL }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await context.addCookies([{ name: "NEXT_LOCALE", value: "%zz", url: baseURL! }]);
    const english = new CreatePage(page, "en");
    await english.open();
    await expect(english.documentElement).toHaveAttribute("lang", "en");
    await expect(english.createButton).toHaveText("Create list");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");
    await english.languageSwitcher.selectOption("tr");
    await expect(new CreatePage(page, "tr").createButton).toHaveText("Liste oluştur");
    expect(errors).toEqual([]);
  });
});
