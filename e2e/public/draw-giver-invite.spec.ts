// A secret-santa giver on their match's list (docs/decisions/237-no-invite-for-a-draw-giver.md), on
// a 320 px phone in Arabic: Thomas opens his match's wishlist from his draw screen. "Invite friends"
// with the list's link and QR code would have him share that list into the family chat, and
// everyone would know whom he drew; in its place the page says why there is nothing to share —
// in the first HTML already, before the scripts. An ordinary guest of the same list on another
// phone, and the next one on the same tablet in another tab, are invited as before.
import type { APIRequestContext, Page } from "@playwright/test";
import { apiAddItem, apiCreateList, apiDrawnDraw, type TestList } from "../support/api";
import { languageOf, textsFor } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { ListPage } from "../support/pages/ListPage";
import { openBeforeScripts } from "../support/slow-scripts";
import { expect, test } from "../support/test";
import { unreadableText } from "../support/unreadable-text";

const PHONE = { viewport: { width: 320, height: 640 }, locale: "ar", isMobile: true, hasTouch: true };
test.use(PHONE);
const language = languageOf(PHONE.locale);
const t = textsFor(language);

/** Three people with a wishlist each, drawn; Thomas has opened his match's list from his draw screen. */
async function thomasOnHisMatchsList(page: Page, request: APIRequestContext) {
  const lists = new Map<string, TestList>();
  for (const name of ["جدتي فاطمة", "Oom Bartholomeus", "Thomas"]) {
    const list = await apiCreateList(request, `أمنيات ${name}`);
    await apiAddItem(request, list, { title: `كتاب لـ ${name}` });
    lists.set(name, list);
  }
  const links = await apiDrawnDraw(
    request,
    [...lists].map(([name, list]) => ({ name, list })),
  );
  const draw = new DrawPage(page, language);
  await page.goto(links.get("Thomas")!);
  await draw.revealButton.click();
  const match = (await draw.matchName.textContent())!.trim();
  await draw.matchWishlist.click();
  const thomas = new ListPage(page, language);
  await expect(thomas.title).toHaveText(`أمنيات ${match}`);
  return { thomas, match, slug: lists.get(match)!.slug };
}

/** Nothing on the page is wider than the phone, and the note reads whole. */
async function fitsThePhone(list: ListPage) {
  expect(await list.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await unreadableText(list.inviteFromDraw)).toEqual([]);
}

test("a giver from the draw is not invited to share the match's list; an ordinary guest is", async ({
  page,
  secondDevice,
  request,
}) => {
  const { thomas, match, slug } = await thomasOnHisMatchsList(page, request);
  // the page's scripts run by now: the reservation form is theirs
  await thomas.card(`كتاب لـ ${match}`).openForm();
  await expect(thomas.inviteFromDraw).toHaveText(t("invite.fromDraw"));
  await expect(thomas.inviteFromDraw).toBeVisible();
  await expect(thomas.invite.root).toBeHidden();
  await fitsThePhone(thomas);
  // a tap on the note brings the invite's code (decision 180): it draws the note alone
  await thomas.inviteFromDraw.click();
  await expect(thomas.invite.root).toHaveCount(0);
  await expect(thomas.inviteFromDraw).toBeVisible();

  // a guest of the same list on their own phone: invited, as every guest
  await secondDevice.open(slug);
  await secondDevice.card(`كتاب لـ ${match}`).openForm();
  await expect(secondDevice.invite.root).toBeVisible();
  await expect(secondDevice.invite.link).toHaveValue(new RegExp(`slug=${slug}$`));
  await expect(secondDevice.inviteFromDraw).toBeHidden();
  // its code, once here, draws the invite alone
  await secondDevice.invite.link.click();
  await expect(secondDevice.inviteFromDraw).toHaveCount(0);
  await expect(secondDevice.invite.root).toBeVisible();

  // the next one on the same tablet opens the list in another tab: the draw is Thomas's tab's only (229)
  const next = new ListPage(await page.context().newPage(), language);
  await next.open(slug);
  await next.card(`كتاب لـ ${match}`).openForm();
  await expect(next.invite.root).toBeVisible();
  await expect(next.inviteFromDraw).toBeHidden();
});

test("the giver's tab paints no invite before the scripts either, and none appears after them", async ({
  page,
  request,
}) => {
  const { thomas, match, slug } = await thomasOnHisMatchsList(page, request);
  // the same tab, reloaded on a slow connection: the page's HTML is here, its scripts are not
  const letScriptsLoad = await openBeforeScripts(page, ListPage.path(slug));
  await expect(thomas.title).toHaveText(`أمنيات ${match}`);
  await expect(thomas.inviteFromDraw).toBeVisible();
  await expect(thomas.inviteFromDraw).toHaveText(t("invite.fromDraw"));
  await expect(thomas.invite.root).toBeHidden();
  await fitsThePhone(thomas);

  letScriptsLoad();
  await thomas.card(`كتاب لـ ${match}`).openForm();
  await expect(thomas.invite.root).toBeHidden();
  await expect(thomas.inviteFromDraw).toBeVisible();
  await fitsThePhone(thomas);
});
