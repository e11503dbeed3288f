// The eleventh family walk (decision 233), on a 320 px phone in Arabic and Dutch: a line naming
// several people joined them with an English ", " whatever the language. In Arabic the join page's
// "في القرعة (3): Grootmoeder Wilhelmina, خالتي فاطمة, Oom Bartholomeus" and the owner's thank-you
// list ("كتاب طبخ – Oma Gerda, خالتي فاطمة") read with a Latin comma and no "و" (and); the Dutch ones
// had no "en" before the last name. Both now list names as the language does ("A، وB" / "A, B en
// C"), each name isolated when written the other way round, as draw_impossible's sentence did.
import { apiAddItem, apiCreateDraw, apiCreateList, apiJoinDrawAll, apiReserve, apiUpdateList } from "../support/api";
import { DrawPage } from "../support/pages/DrawPage";
import { languageOf } from "../support/messages";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

const ISOLATE = /[\u2066-\u2069]/g;
const LISTED = { ar: { and: " و", noComma: "," }, nl: { and: " en ", noComma: ", Oom" } } as const;

for (const locale of ["ar", "nl-NL"]) {
  test.describe(locale, () => {
    test.use({ locale });
    const listed = LISTED[languageOf(locale) as "ar" | "nl"];

    test("the draw's join page lists who is in as the language lists names", async ({ page, request }) => {
      const draw = await apiCreateDraw(request);
      await apiJoinDrawAll(request, draw, ["Grootmoeder Wilhelmina", "خالتي فاطمة", "Oom Bartholomeus"]);
      const joinPage = new DrawPage(page, languageOf(locale));
      await page.goto(`/web/draw/?slug=${draw.slug}`);
      await expect(joinPage.peopleLine).toContainText("Oom Bartholomeus");
      const line = (await joinPage.peopleLine.textContent())!.replace(ISOLATE, "");
      expect(line).toContain(listed.and);
      expect(line).not.toContain(listed.noComma);
      await expect(joinPage.documentElement).toHaveJSProperty("scrollWidth", 320);
    });

    test("the owner's thank-you list names a wish's givers as the language lists names", async ({
      request,
      listPage,
    }) => {
      const list = await apiCreateList(request, "Verlanglijst van Mia");
      await apiUpdateList(request, list, { surprise: false });
      const cups = await apiAddItem(request, list, { title: "Kopjes", quantity: 3 });
      await apiReserve(request, cups.id, "Grootmoeder Wilhelmina", "oma-pw");
      await apiReserve(request, cups.id, "خالتي فاطمة", "fat-pw");
      await apiReserve(request, cups.id, "Oom Bartholomeus", "bart-pw");
      await apiUpdateList(request, list, { closed: true });
      await listPage.openAsOwner(list);
      await listPage.closing.thanks.open();
      await expect(listPage.closing.thanks.lines).toHaveCount(1);
      const line = (await listPage.closing.thanks.lines.textContent())!.replace(ISOLATE, "");
      expect(line).toContain("Kopjes – ");
      expect(line).toContain(listed.and);
      expect(line).not.toContain(listed.noComma);
    });
  });
}
