// Issue 56: the privacy page, reached from a list page's footer on the narrowest phone, whole in the
// language with the longest words (German) and in the right-to-left one (Arabic).
import { PRIVACY_FACTS } from "../../lib/privacy";
import { apiCreateList } from "../support/api";
import { PrivacyPage } from "../support/pages/PrivacyPage";
import { expect, test } from "../support/test";

const TITLES = { de: "Datenschutz", ar: "الخصوصية" } as const;

for (const [language, title] of Object.entries(TITLES)) {
  test.describe(language, () => {
    test.use({ locale: language, isMobile: true, hasTouch: true });

    test("the footer leads to the privacy page, which fits 360 px", async ({ page, request, listPage }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const list = await apiCreateList(request);
      await listPage.open(list.slug);
      const link = listPage.privacyLink;
      // a thumb's target (issue 32)
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await link.click();
      await expect(page).toHaveURL(/\/web\/privacy\/$/);
      const privacy = new PrivacyPage(page, listPage.language);
      await expect(privacy.heading).toHaveText(title);
      await expect(privacy.documentElement).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      // every section's facts, none pushing the page sideways
      await expect(privacy.facts).toHaveCount(Object.keys(PRIVACY_FACTS).length);
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(wide, "the page scrolls sideways").toBe(false);
    });
  });
}
