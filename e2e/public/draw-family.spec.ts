// Issue 51 on phones: what a family tripped over in the draw screens. A German organizer on a
// 360 px phone takes part in her own draw, is asked before a person's link is renewed or a person
// removed, sees her own card change at once when she draws, changes the budget afterwards for
// everyone, and reads every amount in one format; a person who forgot her password is sent to the
// organizer, not to a second name; "Create a wishlist" comes back to the draw with the list attached;
// Mama's phone, holding Sabine's link, asks before it opens Oma Gerda's and keeps both.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAddItem, apiCreateDraw, apiCreateList, apiJoinDraw, apiJoinDrawAll } from "../support/api";
import { languageOf } from "../support/messages";
import { CreatePage } from "../support/pages/CreatePage";
import { DrawPage } from "../support/pages/DrawPage";
import { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 360, height: 780 }, locale: "de-DE", isMobile: true, hasTouch: true };
test.use(PHONE);
const language = languageOf(PHONE.locale);

/** Another phone of the family, with its own storage. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test("the organizer takes part, is asked before a link or a person goes, and her card follows the draw", async ({
  page,
  browser,
  request,
}) => {
  const organizer = new DrawPage(page, language);
  const t = organizer.t;
  await organizer.openCreate();
  await organizer.create("Wichteln 2026", "orga-secret", { budget: "30,50" });
  // one money format on this phone: the draw's budget as its lists write prices (de-DE: "22,00 €"),
  // and in "Auslosung ändern" as she typed it, not "30.5"
  await expect(organizer.facts).toContainText(/30,50\s€/);
  await expect(organizer.editBudgetInput).toHaveValue("30,50");
  const list = await apiCreateList(request, "Sabines Wünsche");
  await apiAddItem(request, list, { title: "Schal", price: 22 });
  const drawAddress = page.url();
  await page.goto(`/web/?slug=${list.slug}`);
  await expect(new ListPage(page, language).card("Schal").price).toHaveText(/^22,00\s€$/);
  await page.goto(drawAddress);

  // Sabine organizes and takes part: her own card, with a password of her own
  await organizer.takePart("Sabine", "sabine-pw");
  await expect(organizer.waiting).toBeVisible();
  const slug = new URL(drawAddress).searchParams.get("slug")!;
  const draw = { slug, organizerToken: "" };
  const opaLink = (await apiJoinDrawAll(request, draw, ["Max", "Oma Gerda", "Opa"])).get("Opa")!;
  await page.reload();
  await expect(organizer.people).toHaveCount(4);
  // her own card, "Change the draw" and the rest fit the 360 px phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // "Entfernen" asks first, saying what happens; cancelled, Oma stays
  await organizer.askToRemove("Oma Gerda");
  await expect(organizer.question).toContainText(t("draw.removeWarning", { name: "Oma Gerda" }));
  await organizer.cancelQuestion();
  await expect(organizer.people).toHaveCount(4);
  // "Neuer Link" says the old link stops on every device, and only then makes one
  await organizer.askForNewLink("Max");
  await expect(organizer.question).toContainText(t("draw.newLinkWarning", { name: "Max" }));
  await expect(organizer.handedLink).toHaveCount(0);
  await organizer.confirmNewLink();
  await expect(organizer.handedLink).toBeVisible();
  await organizer.closeHandedLink();

  // right after "Namen ziehen" her own card says so, without a reload
  await organizer.drawButton.click();
  await expect(organizer.drawn).toBeVisible();
  await expect(organizer.waiting).toHaveCount(0);
  await expect(organizer.revealButton).toBeVisible();
  await expect(organizer.openBadge).toHaveCount(0);
  // her own tap on "Zeigen, wen ich beschenke" counts at once in her people card (decision 200)
  await expect(organizer.lookedCount).toHaveText(t("draw.lookedCount", { looked: 0, count: 4 }));
  await organizer.revealButton.click();
  await expect(organizer.lookedCount).toHaveText(t("draw.lookedCount", { looked: 1, count: 4 }));
  await expect(organizer.person("Sabine")).toContainText(t("draw.statusLooked"));

  // the budget changes after the draw, and Opa's phone shows the new one
  await organizer.changeDraw({ budget: "40", day: "2026-12-26" });
  await expect(organizer.facts).toContainText(/40,00\s€/);
  const opa = await phone(browser);
  await opa.goto(opaLink);
  const opaDraw = new DrawPage(opa, language);
  await expect(opaDraw.facts).toContainText(/40,00\s€/);
  await expect(opaDraw.facts).toContainText("26");
  await opa.context().close();
});

test("next year's draw promises other pairs only when this draw's day is over", async ({ page, request }) => {
  // drawn, without a day: a copy of it cannot know who drew whom (docs/decisions/094)
  const draw = await apiCreateDraw(request);
  await apiJoinDrawAll(request, draw, ["Max", "Oma Gerda", "Opa"]);
  await request.post("/api/draw_run.php", { data: { slug: draw.slug, organizer_token: draw.organizerToken } });
  const organizer = new DrawPage(page, language);
  await page.goto(`/web/draw/?slug=${draw.slug}#organizer=${draw.organizerToken}`);
  await expect(organizer.drawn).toBeVisible();
  await organizer.moreSummary.click();
  await expect(organizer.more).toContainText(organizer.t("draw.nextYearHintNotYet"));
  await expect(organizer.more).not.toContainText(organizer.t("draw.nextYearHint"));
});

test("a forgotten password sends the person to the organizer for a new link, not to another name", async ({
  page,
  request,
}) => {
  const draw = await apiCreateDraw(request);
  await apiJoinDraw(request, draw, "Max", "max-pw");
  const max = new DrawPage(page, language);
  await page.goto(`/web/draw/?slug=${draw.slug}`);
  await max.tryToJoin("Max", "vergessen");
  const refusal = max.joinError;
  await expect(refusal).toContainText("Bitte den Organisator um einen neuen persönlichen Link");
  await expect(refusal).not.toContainText("wähle einen anderen Namen");
});

test("“Wunschliste anlegen” makes the list in the same tab and comes back to the draw with it attached", async ({
  page,
  request,
}) => {
  const draw = await apiCreateDraw(request);
  const link = await apiJoinDraw(request, draw, "Deniz");
  const deniz = new DrawPage(page, language);
  const t = deniz.t;
  await page.goto(link);
  await expect(deniz.myWishlist).toContainText(t("draw.myWishlistNone"));
  await deniz.createWishlist();
  const create = new CreatePage(page, language);
  await create.formWorks();
  await create.titleInput.fill("Deniz wünscht sich");
  await create.passwordInput.fill("deniz-owner");
  await create.createButton.click();
  await expect(page).toHaveURL(new RegExp(`/web/draw/\\?slug=${draw.slug}$`));
  await expect(deniz.myWishlist).toContainText(t("draw.myWishlistAttached"));
  // the attached list opens on this phone
  await deniz.openMyWishlist();
  await expect(new ListPage(page, language).title).toHaveText("Deniz wünscht sich");
  expect(page.context().pages()).toHaveLength(1);
});

/** The Webers' draw with Sabine (Mama) and Oma Gerda in it: their personal links. */
async function webers(request: APIRequestContext) {
  const draw = await apiCreateDraw(request, { title: "Wichteln bei Webers" });
  const sabineLink = await apiJoinDraw(request, draw, "Sabine");
  const omaLink = await apiJoinDraw(request, draw, "Oma Gerda");
  return { draw, sabineLink, omaLink };
}

test("Mama's phone holds Sabine's link, asks before it opens Oma Gerda's, keeps both and switches back", async ({
  page,
  request,
}) => {
  const { sabineLink, omaLink } = await webers(request);
  const mama = new DrawPage(page, language);
  const t = mama.t;
  await page.goto(sabineLink);
  await expect(mama.me("Sabine")).toBeVisible();
  await expect(mama.othersOnDevice).toHaveCount(0);

  // Oma's link opened on this phone (from a message, a new page load): asked first, Sabine stays shown
  await page.goto("about:blank");
  await page.goto(omaLink);
  const question = mama.switchQuestion;
  await expect(question).toContainText(t("draw.switchText", { name: "Oma Gerda", current: "Sabine" }));
  await expect(mama.meCard).toContainText(t("draw.meTitle", { name: "Sabine" }));
  await expectNoSeriousA11yViolations(page, "the question before another person's page", {
    include: ["dialog[open]"],
  });
  // the token left the address at once, asked or not
  expect(new URL(page.url()).hash).toBe("");
  // cancelled: nothing changes, Oma's link is not kept
  await mama.cancelQuestion();
  await expect(question).toBeHidden();
  await expect(mama.me("Sabine")).toBeVisible();
  await expect(mama.othersOnDevice).toHaveCount(0);

  // opened again, the same link in the open page, and this time opened
  await page.goto(omaLink);
  await mama.openOtherPerson("Oma Gerda");
  await expect(mama.me("Oma Gerda")).toBeVisible();
  await expect(mama.switchTo("Sabine")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "Oma Gerda's page with Sabine's beside it");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // both stay on the phone across a reload, and one tap switches back without a question
  await page.reload();
  await expect(mama.me("Oma Gerda")).toBeVisible();
  await mama.switchTo("Sabine").click();
  await expect(mama.me("Sabine")).toBeVisible();
  await expect(question).toBeHidden();
  await expect(mama.switchTo("Oma Gerda")).toBeVisible();
});

test("a newer link of the person shown (mailed, or after coming back) replaces the older one without a question", async ({
  page,
  request,
}) => {
  const { draw, sabineLink, omaLink } = await webers(request);
  // Sabine comes back with her password elsewhere: a new link of hers, the older one keeps working
  const newerLink = await apiJoinDraw(request, draw, "Sabine");
  const mama = new DrawPage(page, language);
  await page.goto(omaLink);
  await expect(mama.me("Oma Gerda")).toBeVisible();
  await page.goto(sabineLink);
  await mama.openOtherPerson("Sabine");
  await expect(mama.me("Sabine")).toBeVisible();

  await page.goto(newerLink);
  const newer = new URL(newerLink).hash.replace("#person=", "");
  await expect.poll(() => heldPeople(page, draw.slug)).toEqual({ shown: newer, tokens: 2 });
  await expect(mama.me("Sabine")).toBeVisible();
  await expect(mama.switchQuestion).toHaveCount(0);
  await expect(mama.switchButtons).toHaveCount(1);
  await expect(mama.switchTo("Oma Gerda")).toBeVisible();
});

/** Which person this phone shows for the draw, and how many people's links it holds. */
async function heldPeople(page: Page, slug: string) {
  return page.evaluate((slug) => {
    const held = JSON.parse(window.localStorage.getItem("wunschliste.draw") ?? "{}")[slug] ?? {};
    return { shown: held.person, tokens: held.people?.length };
  }, slug);
}
