// The family's draw on a phone, in German, English and French: when the organizer's exclusions leave
// someone one person to draw, the draw's card says so before the draw — a warning, not a refusal
// (decision 218's "Not taken", decision 220) — and it goes once an exclusion goes.
import { apiCreateDraw, apiJoinDrawAll } from "../support/api";
import { languageOf } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { expect, test } from "../support/test";

for (const locale of ["de-DE", "en-GB", "fr-FR"]) {
  test.describe(locale, () => {
    test.use({ viewport: { width: 390, height: 844 }, locale, isMobile: true, hasTouch: true });

    test("the organizer is warned before the draw that her exclusions give a match away", async ({ page, request }) => {
      const draw = await apiCreateDraw(request, { title: "Wichteln 2026" });
      await apiJoinDrawAll(request, draw, ["Anna", "Ben", "Carl", "Oma"]);
      const organizer = new DrawPage(page, languageOf(locale));
      const t = organizer.t;
      await page.goto(`/web/draw/?slug=${draw.slug}#organizer=${draw.organizerToken}`);
      await expect(organizer.people).toHaveCount(4);
      await expect(organizer.foreseen).toHaveCount(0);

      // Anna and Ben are a couple; Anna and Carl gave each other presents all year
      await organizer.exclude("Anna", "Ben");
      await expect(organizer.exclusions).toHaveCount(1);
      await expect(organizer.foreseen).toHaveCount(0);
      await organizer.exclude("Carl", "Anna");
      await expect(organizer.exclusions).toHaveCount(2);
      await expect(organizer.foreseen).toContainText(t("draw.foreseen", { giver: "Anna", receiver: "Oma" }));
      // and what follows from it: Ben and Carl, who may not draw Anna, are left each other (decision 222)
      await expect(organizer.foreseen).toContainText(t("draw.foreseen", { giver: "Ben", receiver: "Carl" }));
      await expect(organizer.foreseen).toContainText(t("draw.foreseenHint"));
      // a warning, not a refusal: the draw can still be made as it is
      await expect(organizer.drawButton).toBeEnabled();

      // she takes the second exclusion back: Anna has a choice again, the warning goes
      await organizer.removeExclusionOf("Carl");
      await expect(organizer.exclusions).toHaveCount(1);
      await expect(organizer.foreseen).toHaveCount(0);
      await organizer.drawButton.click();
      await expect(organizer.drawn).toBeVisible();
    });
  });
}
