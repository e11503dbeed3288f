// A list for a child, opened by the child on the narrowest phone (decision 123): the title and the
// wishes' cards stood flush against both edges of the screen, their text touching the glass, because
// the view's page named a layout class no stylesheet has. It now keeps the margin every screen keeps
// (decision 243).
import { apiAddItem, apiCelebratedLink, apiCreateList } from "../support/api";
import { languageOf } from "../support/messages";
import { CelebratedPage } from "../support/pages/CelebratedPage";
import { expect, test } from "../support/test";

const WIDTH = 320;
const PHONE = { viewport: { width: WIDTH, height: 640 }, isMobile: true, hasTouch: true };
/** The least room between the screen's edge and a title or a card, in CSS pixels. */
const MARGIN = 8;

for (const locale of ["tr-TR", "de-DE", "en-GB"]) {
  test.describe(locale, () => {
    test.use({ ...PHONE, locale });

    test("the child's view keeps its title and wishes off the screen's edges", async ({ request, page }) => {
      const list = await apiCreateList(request, "Geburtstag von Bartholomäus-Maximilian");
      await apiAddItem(request, list, { title: "Fahrrad mit Stützrädern", price: 120 });
      await apiAddItem(request, list, { title: "Buch", price: 12 });
      const link = await apiCelebratedLink(request, list);
      const child = new CelebratedPage(page, languageOf(locale));
      await page.goto(link);
      await expect(child.wishes).toHaveCount(2);

      for (const part of [child.title, ...(await child.wishes.all())]) {
        const box = (await part.boundingBox())!;
        expect(box.x, await part.innerText()).toBeGreaterThanOrEqual(MARGIN);
        expect(box.x + box.width, await part.innerText()).toBeLessThanOrEqual(WIDTH - MARGIN);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    });
  });
}
