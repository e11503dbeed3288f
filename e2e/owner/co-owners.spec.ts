// Issue 54 on phones, in German: Mama makes Papa a co-owner, Papa adds a wish, Mama takes the link
// back (Papa's open page falls back to the guests' view, saying why), and Mia opens her own view
// of a list with reservations and sees none of them (decisions 122, 123).
import type { APIRequestContext, Locator } from "@playwright/test";
import { CONFIGURED_BASE_URL, PUBLIC_BASE_URL } from "../../playwright.config";
import { ENDPOINTS } from "../../lib/api-paths.mjs";
import { apiAddItem, apiCreateList, apiInviteCoOwner, apiPledge, apiReserve, apiUpdateList } from "../support/api";
import { textsFor } from "../support/messages";
import { CelebratedPage } from "../support/pages/CelebratedPage";
import type { ListPage } from "../support/pages/ListPage";
import { holdAnswers } from "../support/slow-scripts";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: "de-DE" });
const t = textsFor("de");

test("Mama makes Papa a co-owner, Papa adds a wish, Mama takes it back", async ({
  request,
  listPage,
  secondDevice,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const list = await apiCreateList(request, "Mias Geburtstag");
  await apiAddItem(request, list, { title: "Roller" });
  await listPage.openAsOwner(list);
  const settings = await listPage.toolbar.openSettings();
  await settings.coOwnerLabel.fill("Papa");
  await settings.makeCoOwnerLink.click();
  const link = await settings.coOwnerLink("Papa").inputValue();
  expect(new URL(link).search).toBe(`?slug=${list.slug}`);
  // shown once, so copied from here in one tap to send it to Papa
  await settings.copyLinkButton.click();
  await expect(settings.copiedLinkButton).toBeVisible();
  expect(await listPage.page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Papa opens the link on his phone: owner mode, without the password; the token leaves the address
  await secondDevice.page.goto(link);
  await expect(secondDevice.toolbar.root).toBeVisible();
  await expect(secondDevice.page).toHaveURL(new RegExp(`/web/\\?slug=${list.slug}$`));
  // Papa's settings leave out the co-owner links: every step there is Mama's alone (decision 141)
  const papaSettings = await secondDevice.toolbar.openSettings();
  await expect(papaSettings.titleInput).toBeVisible();
  await expect(papaSettings.coOwnerLabel).toHaveCount(0);
  await papaSettings.closeButton.click();
  const form = await secondDevice.openAddWishForm();
  await form.add({ title: "Fahrradhelm" });
  await expect(listPage.cards).toHaveCount(2);

  await settings.takeBack("Papa").click();
  await expectToast(listPage.page, t("coOwners.revoked", { label: "Papa" }));
  // Papa's open page hears of it: the guests' view, and why
  await expect(secondDevice.ownerAccessRevoked).toHaveText(t("errors.owner_link_revoked"));
  await expect(secondDevice.toolbar.root).toHaveCount(0);
  await expect(secondDevice.cards).toHaveCount(2);
});

/** Papa's phone in owner mode through the co-owner link Mama made him for "Mias Geburtstag". */
async function papasPhone(request: APIRequestContext, listPage: ListPage) {
  const list = await apiCreateList(request, "Mias Geburtstag");
  await listPage.openAsCoOwner(await apiInviteCoOwner(request, list, "Papa"));
}

test("a co-owner's settings offer no owner password change: it is Mama's alone (403 owner_only)", async ({
  request,
  listPage,
}) => {
  await papasPhone(request, listPage);
  const settings = await listPage.toolbar.openSettings();
  // the celebrated view is read from the answer that says whose settings these are: once it can be switched, it is in
  await expect(settings.celebratedToggle).toBeEnabled();
  await expect(settings.titleInput).toBeVisible();
  await expect(settings.passwordForm).toHaveCount(0);
  // (Mama's own settings keep it: e2e/owner/owner-password.spec.ts)
});

test("a co-owner never sees the owner password form, not even while the settings learn whose they are", async ({
  page,
  request,
  listPage,
}) => {
  // Papa's phone on a slow connection: the settings' own list_get answers late (decision 221)
  await papasPhone(request, listPage);
  const letAnswersCome = await holdAnswers(page, ENDPOINTS.list_get.path);
  const settings = await listPage.toolbar.openSettings();
  await expect(settings.titleInput).toBeVisible();
  await expect(settings.passwordForm).toHaveCount(0);
  letAnswersCome();
  await expect(settings.celebratedToggle).toBeEnabled();
  await expect(settings.passwordForm).toHaveCount(0);
});

test("the owner's settings show the password form once their answer says whose, and if it fails", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request, "Mias Geburtstag");
  await listPage.openAsOwner(list);
  const letAnswersCome = await holdAnswers(page, ENDPOINTS.list_get.path);
  const settings = await listPage.toolbar.openSettings();
  await expect(settings.titleInput).toBeVisible();
  letAnswersCome();
  await expect(settings.passwordForm).toBeVisible();
  await settings.closeButton.click();
  // a read that fails must not cost Mama her password form (decision 216)
  await page.unroute(`**${ENDPOINTS.list_get.path}*`);
  await page.route(`**${ENDPOINTS.list_get.path}*`, (route) => route.fulfill({ status: 500, body: "" }));
  const again = await listPage.toolbar.openSettings();
  await expect(again.passwordForm).toBeVisible();
});

test.describe("on the server that sends mail", () => {
  test.use({ baseURL: CONFIGURED_BASE_URL });

  test("a co-owner's settings have no news section: the list's address is Mama's", async ({
    page,
    request,
    listPage,
  }) => {
    // Papa's address there would outlive his link (docs/decisions/210-the-owner-address-is-the-owners.md)
    const list = await apiCreateList(request, "Mias Geburtstag");
    const link = await apiInviteCoOwner(request, list, "Papa");
    await page.goto(link.replace(PUBLIC_BASE_URL, CONFIGURED_BASE_URL));
    await expect(listPage.toolbar.root).toBeVisible();
    const settings = await listPage.toolbar.openSettings();
    // the celebrated view is read from the same answer: once it can be switched, the answer is in
    await expect(settings.celebratedToggle).toBeEnabled();
    await expect(settings.titleInput).toBeVisible();
    await expect(settings.newsSection).toHaveCount(0);
    // (Mama's own settings keep it: e2e/public/mail.spec.ts)
  });
});

test("Mia's own view shows her wishes and nothing of what is taken", async ({ request, listPage, page }) => {
  const list = await apiCreateList(request, "Mias Geburtstag");
  const bike = await apiAddItem(request, list, { title: "Fahrrad", price: "199", note: "in Blau" });
  const trip = await apiAddItem(request, list, { title: "Zoo-Ausflug", price: "80", group_gift: true });
  await apiAddItem(request, list, { title: "Buch" });
  await apiReserve(request, bike.id, "Oma Erna", "erna-pw");
  await apiPledge(request, trip.id, "Onkel Tom", "tom-pw", 30);
  await listPage.openAsOwner(list);
  const settings = await listPage.toolbar.openSettings();
  // the switch follows the server: checked once the link exists
  await settings.celebratedToggle.click();
  await expect(settings.celebratedToggle).toBeChecked();
  const link = await settings.celebratedLink.inputValue();

  await page.goto(link);
  const mia = new CelebratedPage(page, "de");
  await expect(mia.title).toHaveText("Mias Geburtstag");
  await expect(mia.wishes).toHaveCount(3);
  await expect(mia.wishes.first()).toContainText("in Blau");
  for (const spoiler of ["Oma Erna", "Onkel Tom", t("public.reserved"), "30"]) {
    await expect(mia.screen).not.toContainText(spoiler);
  }
  await expect(mia.buttons).toHaveCount(0);
});

test("Mia's view writes prices as her list page does in Germany", async ({ request, listPage, page }) => {
  const list = await apiCreateList(request, "Mias Geburtstag");
  await apiAddItem(request, list, { title: "Fahrrad", price: "199.99" });
  await apiUpdateList(request, list, { celebrated_view: true });
  await listPage.open(list.slug);
  const onTheList = (await listPage.card("Fahrrad").price.textContent())!.trim();
  // de-DE writes the sign after the amount; Austria's "€ 199,99" is German's fallback (decision 075)
  expect(onTheList).toMatch(/^199,99\s€$/);

  await listPage.openAsOwner(list);
  const link = await (await listPage.toolbar.openSettings()).celebratedLink.inputValue();
  await page.goto(link);
  const mia = new CelebratedPage(page, "de");
  await expect(mia.price("Fahrrad")).toHaveText(onTheList);
});

/** Where an element's first line of text starts (its box may be wider, or padded). */
const textLeft = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getClientRects()[0]!.left;
  });

test("the celebrated person's block sits under the co-owners as evenly as the rest, at 390 and 320 px", async ({
  request,
  listPage,
  page,
}) => {
  const list = await apiCreateList(request, "Mias Geburtstag");
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await listPage.openAsOwner(list);
    const settings = await listPage.toolbar.openSettings();
    await settings.celebratedIntro.scrollIntoViewIfNeeded();
    const box = async (what: Locator) => (await what.boundingBox())!;
    const heading = await box(settings.coOwnersHeading);
    const intro = await box(settings.coOwnersIntro);
    const none = await box(settings.noCoOwners);
    const celebrated = await box(settings.celebratedHeading);
    const celebratedIntro = await box(settings.celebratedIntro);
    const step = intro.y - (heading.y + heading.height); // the section's own gap, heading to text
    const at = `${width} px`;
    // its heading starts where its text does, and its text follows it as the co-owners' does
    const [headingText, introText] = await Promise.all([
      textLeft(settings.celebratedHeading),
      textLeft(settings.celebratedIntro),
    ]);
    expect(Math.abs(headingText - introText), at).toBeLessThanOrEqual(1);
    expect(Math.abs(celebratedIntro.y - (celebrated.y + celebrated.height) - step), at).toBeLessThanOrEqual(1);
    // set apart from the co-owners by a little more than a step, not by an empty list and margins
    expect(celebrated.y - (none.y + none.height), at).toBeLessThanOrEqual(3 * step);
    await settings.closeButton.click();
  }
});
