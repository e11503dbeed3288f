// "Has looked" is a tap (docs/decisions/200-looked-means-revealed.md): a person whose screen merely
// shows "Show whom I give to" has not looked; the organizer sees it only once they tap. After the
// organizer draws again, the screen says "drawn again" only to whoever had looked; someone who never
// did just sees their match as a first draw.
import type { Browser, Page } from "@playwright/test";
import { apiCreateDraw, apiJoinDrawAll } from "../support/api";
import { languageOf } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 390, height: 844 }, locale: "en-GB", isMobile: true, hasTouch: true };
test.use(PHONE);
const language = languageOf(PHONE.locale);

/** A phone of its own: its own storage, so each person's token is theirs alone. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test("a screen that only shows the button has not looked; a tap has, and only it is told of a redraw", async ({
  page,
  browser,
  request,
}) => {
  const draw = await apiCreateDraw(request);
  const links = await apiJoinDrawAll(request, draw, ["Anna", "Ben", "Carl"]);
  const organizer = new DrawPage(page, language);
  const t = organizer.t;
  await page.goto(`/web/draw/?slug=${draw.slug}#organizer=${draw.organizerToken}`);
  await organizer.drawButton.click();
  await expect(organizer.drawn).toBeVisible();

  // Anna's and Ben's screens open after the draw; neither taps yet
  const [anna, ben] = [new DrawPage(await phone(browser), language), new DrawPage(await phone(browser), language)];
  await anna.page.goto(links.get("Anna")!);
  await ben.page.goto(links.get("Ben")!);
  for (const person of [anna, ben]) await expect(person.revealButton).toBeVisible();
  await page.reload();
  await expect(organizer.lookedCount).toHaveText(t("draw.lookedCount", { looked: 0, count: 3 }));
  await expect(organizer.person("Anna")).toContainText(t("draw.statusNotLooked"));

  // Anna taps: now she has looked (the first draw says nothing of being drawn again)
  await anna.revealButton.click();
  await expect(anna.matchName).toHaveCount(1);
  await expect(anna.redrawnNotice).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(organizer.lookedCount).toHaveText(t("draw.lookedCount", { looked: 1, count: 3 }), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(organizer.person("Anna")).toContainText(t("draw.statusLooked"));
  await expect(organizer.person("Ben")).toContainText(t("draw.statusNotLooked"));

  // drawn again: Anna, who had looked, is told; Ben, who never did, sees a first draw
  await organizer.redraw();
  await expect(organizer.lookedCount).toHaveText(t("draw.lookedCount", { looked: 0, count: 3 }));
  for (const person of [anna, ben]) await person.page.reload();
  // her new match is hidden until she taps again: the notice says she has a new person, not "this is
  // your new person" above nothing (decision 220)
  await expect(anna.revealButton).toBeVisible();
  await expect(anna.redrawnNotice).toHaveText("The organizer drew the names again: you have a new person.");
  await expect(ben.revealButton).toBeVisible();
  await expect(ben.redrawnNotice).toHaveCount(0);
  for (const person of [anna, ben]) await person.page.context().close();
});
