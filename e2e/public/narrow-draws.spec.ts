// A secret-santa draw on the narrowest phones (320 × 640), in German and Turkish: its title's
// everyday long words fit a line whole ("Weihnachtswicht|eln", "Büyükannemlerdeki" broke at 26 px),
// its facts break a word only where it is wider than the card's line ("Gemeindehau|ssaal" in a
// 120 px column beside "Bescherung"), a longer word is hyphenated by the page's language where the
// browser knows it, and nothing scrolls sideways: on the organizer's screen and on a person's,
// before and after the reveal, where the match's name broke "Schwarzenberg|er" at 28 px.
import { apiCreateDraw, apiJoinDrawAll } from "../support/api";
import { languageOf } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { expect, test } from "../support/test";
import { brokenWords, unreadableText } from "../support/unreadable-text";

const DRAWS = {
  "de-DE": {
    title: "Weihnachtswichteln der Familie Schwarzenberger mit Schwiegerverwandtschaft",
    note: "Bescherung im Gemeindehaussaal",
    // an everyday compound of 18 letters fits a line; "Schwiegerverwandtschaft" (23) may not
    whole: ["Weihnachtswichteln"],
  },
  "tr-TR": {
    title: "Yılbaşı Hediyeleşmesi Büyükannemlerdeki Kutlamalarımızdan",
    note: "Kutlama Büyükannemlerdeki",
    whole: ["Büyükannemlerdeki", "Kutlamalarımızdan"],
  },
};

for (const [locale, { title, note, whole }] of Object.entries(DRAWS)) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    test("a long title and its facts wrap between words, nothing scrolls sideways", async ({ page, request }) => {
      const draw = await apiCreateDraw(request, { title, budget: "25", event_date: "2026-12-24", note });
      // whoever is drawn, their surname of 15 letters is on the screen
      const people = ["Maximiliane Schwarzenberger", "Bartholomäus Schwarzenberger", "Konstantin Schwarzenberger"];
      const link = (await apiJoinDrawAll(request, draw, people)).get(people[0]!)!;
      const screen = new DrawPage(page, languageOf(locale));

      const looks = async (where: string) => {
        await expect(screen.title).toHaveText(title);
        expect(await brokenWords(screen.hero, whole), `${where}: words broken though they fit a line`).toEqual([]);
        expect(await unreadableText(screen.hero), `${where}: the title block`).toEqual([]);
        // a word longer than a line breaks at its syllables where the browser has the language's rules
        await expect(screen.title).toHaveCSS("hyphens", "auto");
        await expect(screen.documentElement).toHaveAttribute("lang", languageOf(locale));
        await expect(screen.documentElement).toHaveJSProperty("scrollWidth", 320);
      };

      await page.goto(`/web/draw/?slug=${draw.slug}#organizer=${draw.organizerToken}`);
      await expect(screen.organizerBadge).toBeVisible();
      await looks("the organizer's screen");
      await expect(screen.drawButton).toBeEnabled();
      await screen.drawButton.click();
      await expect(screen.drawn).toBeVisible();

      await page.goto(link);
      await expect(screen.revealButton).toBeVisible();
      await looks("a person's screen");
      await screen.revealButton.click();
      await expect(screen.matchName).toBeVisible();
      await looks("the person's match");
      // the match's name, the screen's largest letters, keeps a surname of 15 letters whole
      expect(await brokenWords(screen.matchName, ["Schwarzenberger"]), "the match's name").toEqual([]);
    });
  });
}
