import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";

// Screenshots are kept as artifacts (test-results/…) and attached to the report.
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test.use({ locale: "de-DE" });

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 812 : 900 } });

    test("create screen, list screen, created dialog and not-found: screenshots and axe", async ({
      page,
      request,
    }, testInfo) => {
      await page.goto("/web/");
      await expect(page.getByRole("button", { name: "Liste erstellen" })).toBeVisible();
      await expectNoSeriousA11yViolations(page, "create");
      await shoot(page, testInfo, `create-${width}`);

      const list = await apiCreateList(request, "Lenas 8. Geburtstag", "owner-pw");
      await apiUpdateList(request, list, {
        theme_color: "#db2777",
        bg_theme: "birthday",
        font_key: "comic",
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
      await apiAddItem(request, list, { title: "Springschnur" });
      await apiReserve(request, lego.id, "Oma Gerda", "oma-pw");

      await page.goto(`/web/?slug=${list.slug}`);
      await expect(page.getByTestId("item-card")).toHaveCount(3);
      await expect(page.locator(".list-logo")).toBeVisible({ visible: width >= 1280 });
      await expectNoSeriousA11yViolations(page, "list");
      await shoot(page, testInfo, `list-${width}`);

      await page.addInitScript(
        ([slug, password]) =>
          sessionStorage.setItem("wunschliste.owner_password", JSON.stringify({ [slug!]: password })),
        [list.slug, list.password],
      );
      await page.goto(`/web/?slug=${list.slug}&created=1#edit=${list.editToken}`);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("img", { name: "QR-Code mit dem Link zur Liste" })).toBeVisible();
      await expectNoSeriousA11yViolations(page, "created dialog");
      await page.screenshot({ path: testInfo.outputPath(`created-dialog-${width}.png`) });
      await testInfo.attach(`created-dialog-${width}`, {
        path: testInfo.outputPath(`created-dialog-${width}.png`),
        contentType: "image/png",
      });

      await page.goto("/web/?slug=nosuchlist0000");
      await expect(page.getByTestId("list-not-found")).toBeVisible();
      await expectNoSeriousA11yViolations(page, "not found");
    });
  });
}
