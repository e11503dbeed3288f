import { expect, test } from "../support/test";

test.use({ locale: "de-DE" });

test("language switch de → en → tr changes the texts and survives a reload", async ({ page, context }) => {
  await page.goto("/web/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("button", { name: "Liste erstellen" })).toBeVisible();
  const switcher = page.getByRole("combobox", { name: "Sprache" });
  await expect(switcher).toHaveValue("de");

  await switcher.selectOption("en");
  await expect(page.getByRole("button", { name: "Create list" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("button", { name: "Create list" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("wunschliste.lang"))).toBe("en");
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")).toMatchObject({
    value: "en",
    path: "/",
    sameSite: "Lax",
  });

  await page.getByRole("combobox", { name: "Language" }).selectOption("tr");
  await expect(page.getByRole("button", { name: "Liste oluştur" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dilek listen bir dakikada hazır");
  await expect(page.getByRole("combobox", { name: "Dil" })).toHaveValue("tr");
});

test.describe("a Turkish browser", () => {
  test.use({ locale: "tr-TR", extraHTTPHeaders: { "Accept-Language": "tr-TR,tr;q=0.9" } });

  test("gets Turkish HTML from the server on the first visit", async ({ page }) => {
    const response = await page.goto("/web/");
    const html = await response!.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain("Dilek listen bir dakikada hazır");
    expect(html).toContain("Liste oluştur");
    // the browser then remembers the language (storage and cookie in step)
    await expect.poll(() => page.evaluate(() => localStorage.getItem("wunschliste.lang"))).toBe("tr");
  });
});

test.describe("a stored choice", () => {
  test.use({ locale: "en-US" });

  test("wins over the browser language on the next visit", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("wunschliste.lang", "tr");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/web/");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.getByRole("button", { name: "Liste oluştur" })).toBeVisible();
  });
});
