// An owner on the narrowest phone types the first wish of a new list by hand and taps "Add wish": the
// first-wish card gave way to the closed "Add wish" fold and the focus fell to the page's top, so the
// second wish took a scroll, a tap on the fold and one on its title. The fold now stays open with the
// focus in its title, as after every later wish (decision 243).
import { apiCreateList } from "../support/api";
import { languageOf } from "../support/messages";
import { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };

for (const locale of ["tr-TR", "de-DE", "en-GB"]) {
  test.describe(locale, () => {
    test.use({ ...PHONE, locale });

    test("after the first wish the title is ready for the second", async ({ page, request }) => {
      const list = await apiCreateList(request, "Weihnachten bei Familie Öztürk-Schneider");
      const owner = new ListPage(page, languageOf(locale));
      await owner.openAsOwner(list);
      const form = owner.addForm;

      await form.titleInput.fill("Ferngesteuertes Feuerwehrauto mit Leiter");
      await form.addButton.click();
      await expect(owner.card("Ferngesteuertes Feuerwehrauto mit Leiter").root).toBeVisible();
      await expect(form.titleInput).toBeFocused();
      await expect(form.titleInput).toHaveValue("");

      await page.keyboard.type("Puzzle");
      await page.keyboard.press("Enter");
      await expect(owner.card("Puzzle").root).toBeVisible();
      await expect(form.titleInput).toBeFocused();
    });
  });
}
