// Issue 40, item 15: on the narrowest phones nothing a visitor reads is cut: the header's
// "Wunschliste" at 360 px in every language (it gave way to "Deutsch", "Français", "Nederlands"),
// and the reservation form's words at 390 px (a placeholder cut at the field's edge). At 320 px a
// free wish's facts ("Zarezerwowano 0 z 3", "Besonders gewünscht", a group gift's progress) beside
// its action ("Zarezerwuj ▾") ran under that action in every language but English. The start
// screens' title placeholders ran past their field at 320 px in Turkish, Spanish, Dutch (a list) and
// Italian (a draw): "ör. Anna'nın 30. doğum gün|ü".
import { LOCALES } from "../../lib/locale";
import { apiAddItem, apiCreateList } from "../support/api";
import { expect, test } from "../support/test";
import { DrawPage } from "../support/pages/DrawPage";
import { cutPlaceholders, unreadableText } from "../support/unreadable-text";

for (const language of LOCALES) {
  test.describe(`${language}`, () => {
    test.use({ locale: language, isMobile: true, hasTouch: true });

    // one list and one browser session for both widths: half the lists and browser starts
    test("the header shows the whole product name at 360 px, the reservation form its words at 390 px", async ({
      page,
      request,
      listPage,
    }) => {
      const list = await apiCreateList(request);
      await apiAddItem(request, list, { title: "Kite" });

      await page.setViewportSize({ width: 360, height: 740 });
      await listPage.open(list.slug);
      const name = listPage.brandName;
      await expect(name).toHaveText("Wunschliste");
      await expect(name).toBeVisible();
      const nameCut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(nameCut, "the name is cut off").toBe(false);
      // the language stays choosable, by its name for screen readers
      await expect(listPage.languageSwitcher).toBeVisible();
      const inViewport = await listPage.headerTools.evaluate(
        (tools) => tools.getBoundingClientRect().right <= document.documentElement.clientWidth,
      );
      expect(inViewport).toBe(true);

      await page.setViewportSize({ width: 390, height: 844 });
      await listPage.open(list.slug);
      const card = listPage.card("Kite");
      await card.openForm();
      // every placeholder fits its field (measured in the field's own font)
      const cut = await cutPlaceholders(card.root);
      expect(cut, "placeholders cut at 390 px").toEqual([]);

      // the box that stands in for a missing picture says its words whole: no word broken in two,
      // no line cut off at the box's edge ("geen afbeeldin" with its "g" below the box, in Dutch)
      const words = card.picture.missingWords;
      const fit = await words.evaluate((element) => {
        let frame = element.parentElement!;
        while (frame.parentElement && getComputedStyle(frame).overflow === "visible") frame = frame.parentElement;
        const box = element.getBoundingClientRect();
        const lines = Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight));
        return {
          wordsWhole: lines <= element.textContent!.trim().split(/\s+/).length,
          inside: box.bottom <= frame.getBoundingClientRect().bottom + 0.5,
        };
      });
      expect(fit, "the no-picture words at 390 px").toEqual({ wordsWhole: true, inside: true });
    });

    test("the start screens' placeholders fit their fields at 320 px", async ({ page, createPage }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await createPage.open();
      expect(await cutPlaceholders(createPage.form), "a new list").toEqual([]);
      const draw = new DrawPage(page, language);
      await draw.openCreate();
      await expect(draw.createForm).toBeVisible();
      expect(await cutPlaceholders(draw.createForm), "a new draw").toEqual([]);
    });
  });
}

for (const locale of ["pl-PL", "de-DE", "nl-NL"]) {
  test.describe(`${locale}, free wishes at 320 px`, () => {
    test.use({ locale, viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    test("a free wish's facts read whole beside or above its action", async ({ request, listPage }) => {
      const list = await apiCreateList(request);
      await apiAddItem(request, list, { title: "Rower", price: 1299, group_gift: true });
      await apiAddItem(request, list, { title: "Klocki", price: 12.5, most_wanted: true });
      await apiAddItem(request, list, { title: "Książka", quantity: 3 });
      await apiAddItem(request, list, { title: "Naklejki", unlimited: true });
      await listPage.open(list.slug);
      await expect(listPage.cards).toHaveCount(4);
      for (const title of ["Rower", "Klocki", "Książka", "Naklejki"]) {
        const card = listPage.card(title);
        await expect(card.openButton).toBeVisible();
        expect(await unreadableText(card.root), `the card "${title}"`).toEqual([]);
        // the action stays a whole thumb's target inside the card
        const [action, frame] = [await card.openButton.boundingBox(), await card.root.boundingBox()];
        expect(action!.x + action!.width, `the action of "${title}"`).toBeLessThanOrEqual(frame!.x + frame!.width);
      }
      await expect(listPage.documentElement).toHaveJSProperty("scrollWidth", 320);
    });
  });
}
