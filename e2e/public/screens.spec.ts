import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import { attachScreenshot } from "../support/screenshots";
import { expect, test } from "../support/test";
import { OWNER_PASSWORD_KEY } from "../../lib/client/browser-storage";

// Screenshots are kept as artifacts (test-results/…) and attached to the report.
test.use({ locale: "de-DE" });

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 812 : 900 } });

    test("create screen, list screen, created dialog and not-found: screenshots and axe", async ({
      page,
      request,
      createPage,
      listPage,
    }, testInfo) => {
      await createPage.open();
      await expect(createPage.createButton).toBeVisible();
      await expectNoSeriousA11yViolations(page, "create");
      await attachScreenshot(page, testInfo, `create-${width}`);

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

      await listPage.open(list.slug);
      await expect(listPage.cards).toHaveCount(3);
      await expect(listPage.listLogo).toBeVisible({ visible: width >= 1280 });
      await expectNoSeriousA11yViolations(page, "list");
      // one footer landmark for a screen reader: "Report this list" is no second "contentinfo"
      await expect(listPage.footers).toHaveCount(1);
      await attachScreenshot(page, testInfo, `list-${width}`);

      // the password the create screen leaves in this tab, for the dialog's "include the password"
      await page.addInitScript(
        ([key, slug, password]) => sessionStorage.setItem(key!, JSON.stringify({ [slug!]: password })),
        [OWNER_PASSWORD_KEY, list.slug, list.password],
      );
      await listPage.open(list.slug, { created: true, editToken: list.editToken });
      const dialog = listPage.createdDialog;
      await expect(dialog.root).toBeVisible();
      await expect(dialog.qrCode).toHaveAccessibleName("QR-Code mit dem Link zur Liste");
      await expect(dialog.qrCode).toBeVisible();
      await expectNoSeriousA11yViolations(page, "created dialog");
      await attachScreenshot(page, testInfo, `created-dialog-${width}`, { fullPage: false });

      await listPage.open("nosuchlist0000");
      await expect(listPage.notFound.root).toBeVisible();
      await expectNoSeriousA11yViolations(page, "not found");
    });
  });
}
