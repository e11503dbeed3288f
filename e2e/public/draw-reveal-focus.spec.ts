// A draw person on the narrowest phone taps "Show whom I give to": the button gives way to the
// match, and the focus went with it to the page's top (a screen reader said nothing, a keyboard
// started over at the skip link). The focus now lands on the match, which is read out (decision 242).
import { apiCreateList, apiDrawnDraw } from "../support/api";
import { languageOf } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };

for (const locale of ["tr-TR", "de-DE", "en-GB"]) {
  test.describe(locale, () => {
    test.use({ ...PHONE, locale });

    test("'Show whom I give to' hands the focus to the match", async ({ page, request }) => {
      const people = [];
      for (const name of ["Tante Ayşe", "Onkel Bartholomäus-Maximilian", "Cousine Zeynep", "Oma"]) {
        people.push({ name, list: await apiCreateList(request, `Wünsche ${name}`) });
      }
      const links = await apiDrawnDraw(request, people);
      const draw = new DrawPage(page, languageOf(locale));
      await page.goto(links.get("Tante Ayşe")!);

      await draw.revealButton.focus();
      await page.keyboard.press("Enter");
      await expect(draw.matchName).toBeVisible();
      // the match: "You give to", the name, the wishlist link, the secret note
      await expect(draw.match).toBeFocused();
      // the next Tab goes on to the match's wishlist, not back to the page's top
      await page.keyboard.press("Tab");
      await expect(draw.matchWishlist).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });
}
