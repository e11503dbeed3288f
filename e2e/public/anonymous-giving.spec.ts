// Issue 51, item 1 on a phone in German: Thomas opens his secret-santa match's list from the draw
// ("Wunschliste von Opa Heinz öffnen") and reserves. The form keeps his name secret from the start,
// so his match, opening their own list on their phone without owner mode, reads "Reserviert" and
// never "Thomas"; Thomas's phone still shows "Deine Reservierung" (docs/decisions/103-anonymous-giving.md).
import type { APIRequestContext, Page } from "@playwright/test";
import { apiAddItem, apiCreateList, apiDrawnDraw, apiUpdateList, type TestList } from "../support/api";
import { languageOf, textsFor } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { ListPage } from "../support/pages/ListPage";
import { openWithLaterScriptsHeld } from "../support/slow-scripts";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 360, height: 780 }, locale: "de-DE", isMobile: true, hasTouch: true };
test.use(PHONE);

/** Three people, each with a wishlist of one wish, drawn: Thomas draws one of the other two (a draw needs three). */
async function threeDrawnWishlists(request: APIRequestContext) {
  const lists = new Map<string, TestList>();
  for (const name of ["Opa Heinz", "Oma Gerda", "Thomas"]) {
    const list = await apiCreateList(request, `Wünsche von ${name}`);
    await apiAddItem(request, list, { title: `Pfeifentabak für ${name}` });
    lists.set(name, list);
  }
  const links = await apiDrawnDraw(
    request,
    [...lists].map(([name, list]) => ({ name, list })),
  );
  return { lists, links };
}

/** Thomas's link to the draw, opened on `page`: his match revealed, the way to its list on screen. */
async function thomasRevealsHisMatch(page: Page, links: Map<string, string>) {
  const draw = new DrawPage(page, languageOf(PHONE.locale));
  await page.goto(links.get("Thomas")!);
  await draw.revealButton.click();
  return { draw, match: (await draw.matchName.textContent())!.trim() };
}

test("a giver from the draw reserves on the match's list without the match reading his name", async ({
  page,
  secondDevice,
  request,
}) => {
  const language = languageOf(PHONE.locale);
  const t = textsFor(language);
  const { lists, links } = await threeDrawnWishlists(request);

  // Thomas, on his phone: his match and the way to the match's list
  const { draw, match } = await thomasRevealsHisMatch(page, links);
  expect(["Opa Heinz", "Oma Gerda"]).toContain(match);
  await expect(draw.matchWishlist).toHaveText(t("draw.openWishlist", { name: match }));
  await draw.matchWishlist.click();
  const thomas = new ListPage(page, language);
  await expect(thomas.title).toHaveText(`Wünsche von ${match}`);
  const card = thomas.card(`Pfeifentabak für ${match}`);
  await card.openForm();
  await expect(card.nameInput).toHaveValue("Thomas");
  await expect(card.keepNameSecret).toBeChecked();
  await card.passwordInput.fill("thomas-geheim");
  await card.reserveToggle.click();
  await expect(card.yourReservation).toHaveText(t("public.yourReservation"));
  await expect(card.reservedBy).toHaveText(t("public.reserved"));

  // the match opens their own list on their phone, not in owner mode: taken, by nobody they can read
  const opa = secondDevice;
  await opa.open(lists.get(match)!.slug);
  const opasCard = opa.card(`Pfeifentabak für ${match}`);
  await expect(opasCard.reservedBy).toHaveText(t("public.reserved"));
  await expect(opa.cards).not.toContainText("Thomas");
  await expect(opasCard.yourReservation).toHaveCount(0);
});

test("on a shared tablet, whoever opens the match's list in another tab is not offered the giver's name", async ({
  page,
  request,
}) => {
  const language = languageOf(PHONE.locale);
  const { lists, links } = await threeDrawnWishlists(request);
  // Thomas on the family's tablet: his match, and its list from the draw, his name in its form
  const { draw, match } = await thomasRevealsHisMatch(page, links);
  await draw.matchWishlist.click();
  const thomas = new ListPage(page, language);
  await thomas.card(`Pfeifentabak für ${match}`).openForm();
  await expect(thomas.card(`Pfeifentabak für ${match}`).nameInput).toHaveValue("Thomas");

  // what an older version kept on the tablet for good (localStorage), as it had stored it
  const matchSlug = lists.get(match)!.slug;
  await page.evaluate(
    (slug) => localStorage.setItem("wunschliste.giver", JSON.stringify({ [slug]: "Thomas" })),
    matchSlug,
  );

  // the other one of the family opens the same list on the same tablet, from its shared link (a new
  // tab, as next year too): the form must not start with "Thomas", which would tell who drew whom
  const tab = await page.context().newPage();
  const other = new ListPage(tab, language);
  await other.open(matchSlug);
  const card = other.card(`Pfeifentabak für ${match}`);
  await card.openForm();
  await expect(card.nameInput).toHaveValue("");
  await expect(card.keepNameSecret).not.toBeChecked();
  await expect(other.cards).not.toContainText("Thomas");
  expect(await tab.evaluate(() => localStorage.getItem("wunschliste.giver"))).toBeNull();
});

test("on a shared tablet, the giver's reservation is his in his tab only: the next one is not told it is Thomas's", async ({
  page,
  request,
}) => {
  const language = languageOf(PHONE.locale);
  const t = textsFor(language);
  const { lists, links } = await threeDrawnWishlists(request);
  const { draw, match } = await thomasRevealsHisMatch(page, links);
  await apiAddItem(request, lists.get(match)!, { title: "Kochbuch" });
  await draw.matchWishlist.click();
  const wish = `Pfeifentabak für ${match}`;
  const thomas = new ListPage(page, language);
  await thomas.card(wish).openForm();
  await thomas.card(wish).passwordInput.fill("thomas-geheim");
  await thomas.card(wish).reserveToggle.click();
  await expect(thomas.card(wish).yourReservation).toHaveText(t("public.yourReservation"));

  // his tab keeps it across a reload: he can still release it with one tap
  await page.reload();
  await expect(thomas.card(wish).yourReservation).toHaveText(t("public.yourReservation"));

  // the next one of the family opens the same list on the same tablet (a new tab, as next year too):
  // "your reservation" and "you're reserving as Thomas" would tell whom Thomas drew
  const tab = await page.context().newPage();
  const other = new ListPage(tab, language);
  await other.open(lists.get(match)!.slug);
  const card = other.card(wish);
  await expect(card.reservedBy).toHaveText(t("public.reserved"));
  // a wish still free: its form starts empty, not "you're reserving as Thomas"
  const book = other.card("Kochbuch");
  await book.openForm();
  await expect(book.rememberedGuest).toHaveCount(0);
  await expect(book.nameInput).toHaveValue("");
  // the page's scripts run by now (the form is theirs): nothing marks the reserved wish as this tab's
  await expect(card.yourReservation).toHaveCount(0);
  await expect(other.main).not.toContainText("Thomas");
});

test("a giver who did not come from a draw is named unless they keep it secret", async ({ page, request }) => {
  const language = languageOf(PHONE.locale);
  const t = textsFor(language);
  const list = await apiCreateList(request, "Geburtstag Ayşe");
  await apiAddItem(request, list, { title: "Teekanne" });
  await apiAddItem(request, list, { title: "Kochbuch" });
  const guest = new ListPage(page, language);
  await guest.open(list.slug);

  const named = guest.card("Teekanne");
  await named.openForm();
  await expect(named.keepNameSecret).not.toBeChecked();
  await named.nameInput.fill("Mehmet");
  await named.passwordInput.fill("mehmet-pw");
  await named.reserveToggle.click();
  await expect(named.reservedBy).toHaveText(`${t("public.reservedBy")} Mehmet`);

  const secret = guest.card("Kochbuch");
  await secret.openForm();
  await secret.keepNameSecret.check();
  await secret.reserveToggle.click();
  await expect(secret.yourReservation).toBeVisible();
  await expect(secret.reservedBy).toHaveText(t("public.reserved"));
});

test("on a slow phone, “keep my name secret” ticked before the scripts ran stays ticked, and the name unread", async ({
  page,
  request,
  listPage,
  secondDevice,
}) => {
  const list = await apiCreateList(request, "Geburtstag Ayşe");
  const pot = await apiAddItem(request, list, { title: "Teekanne" });
  // the page with the pot's form open, as the link before the scripts leads to it (decision 070)
  const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(
    page,
    `${ListPage.path(list.slug)}&reserve=${pot.id}`,
  );
  const card = listPage.card("Teekanne");
  await card.nameInput.fill("Mehmet");
  await card.passwordInput.fill("mehmet-pw");
  await card.keepNameSecret.check();
  letScriptsLoad();
  letLaterScriptsLoad();
  await card.formWorks();
  await expect(card.nameInput).toHaveValue("Mehmet");
  await expect(card.keepNameSecret).toBeChecked();
  await card.reserveToggle.click();
  await expect(card.yourReservation).toBeVisible();

  await secondDevice.open(list.slug);
  const elsewhere = secondDevice.card("Teekanne");
  await expect(elsewhere.reservedBy).toHaveText(listPage.t("public.reserved"));
  await expect(elsewhere.root).not.toContainText("Mehmet");
});

test.describe("a list where guests pick an icon, on an Italian phone", () => {
  test.use({ ...PHONE, locale: "it-IT", viewport: { width: 320, height: 640 } });

  test("the choice says “keep my icon secret”: there is no name to keep", async ({ request, listPage }) => {
    const list = await apiCreateList(request, "Natale");
    await apiAddItem(request, list, { title: "Libro" });
    await apiUpdateList(request, list, { identity_mode: "icon" });
    await listPage.open(list.slug);
    const book = listPage.card("Libro");
    await book.openForm();
    await expect(book.iconPicker).toBeVisible();
    await expect(book.keepNameSecret).toHaveAccessibleName("Tieni segreta la mia icona");
  });
});
