// A family on phones presses the keyboard's "Go" (Enter) in the last field of a form: while the
// answer is on its way the field stays where it is, still and marked unavailable, with the
// keyboard's and the screen reader's focus in it — a disabled field dropped the focus to the page's
// top — and a second Enter meanwhile sends nothing (decision 222; the send buttons: 220).
import { ENDPOINTS } from "../../lib/api-paths.mjs";
import { apiAddItem, apiCreateDraw, apiCreateList } from "../support/api";
import { pressWhileHeld } from "../support/held-answers";
import { languageOf } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 390, height: 844 }, locale: "de-DE", isMobile: true, hasTouch: true };
test.use(PHONE);

test("a guest's Enter in the password and in a chip-in's amount keeps the focus there while it is sent", async ({
  request,
  page,
  listPage,
}) => {
  const list = await apiCreateList(request, "Omas Geburtstag");
  await apiAddItem(request, list, { title: "Teekanne" });
  await listPage.open(list.slug);
  const teapot = listPage.card("Teekanne");
  await teapot.openForm();
  await teapot.nameInput.fill("Lena");
  await teapot.passwordInput.fill("lenas-pw");
  // the reservation's address or its alias: the start of both
  const held = await pressWhileHeld(page, teapot.passwordInput, "/api/item_reserve");
  await expect(teapot.passwordInput).toHaveJSProperty("readOnly", true);
  await expect(teapot.nameInput).toHaveAttribute("aria-disabled", "true");
  held.letAnswersCome();
  await teapot.expectState("reserved");
  expect(held.sent()).toBe(1);

  // the family's group gift: Lena chips in 30, pressing "Go" in the amount
  await apiAddItem(request, list, { title: "Sessel", price: 300, group_gift: true });
  const armchair = listPage.card("Sessel");
  // the phone remembers Lena since her reservation: only the amount is asked
  await armchair.openForm();
  const chipIn = armchair.groupGift;
  await chipIn.amountInput.fill("30");
  const pledge = await pressWhileHeld(page, chipIn.amountInput, ENDPOINTS.item_pledge.path);
  pledge.letAnswersCome();
  await expect(chipIn.pledgers).toHaveCount(1);
  expect(pledge.sent()).toBe(1);
});

test("a person joining the family's draw keeps the focus in the name while the join waits", async ({
  request,
  page,
}) => {
  const draw = await apiCreateDraw(request, { title: "Wichteln bei Oma" });
  const person = new DrawPage(page, languageOf(PHONE.locale));
  await page.goto(`/web/draw/?slug=${draw.slug}`);
  const name = person.joinNameInput;
  await person.joinPasswordInput.fill("lenas-pw");
  await name.fill("Lena");
  const held = await pressWhileHeld(page, name, ENDPOINTS.draw_join.path);
  held.letAnswersCome();
  await expect(person.me("Lena")).toBeVisible();
  expect(held.sent()).toBe(1);
});

test("the owner's Enter in a new wish's title and in the settings' title keeps the focus while they save", async ({
  request,
  page,
  listPage,
}) => {
  const list = await apiCreateList(request, "Omas Geburtstag");
  await apiAddItem(request, list, { title: "Strickwolle" });
  await listPage.openAsOwner(list);
  const wish = await listPage.openAddWishForm();
  await wish.titleInput.fill("Teekanne");
  let held = await pressWhileHeld(page, wish.titleInput, ENDPOINTS.item_create.path);
  // the rest of the form is still meanwhile (the checkboxes, which Enter does not send from, disabled)
  await expect(wish.priceInput).toHaveAttribute("aria-disabled", "true");
  await expect(wish.groupGiftCheckbox).toBeDisabled();
  held.letAnswersCome();
  await expect(listPage.card("Teekanne").root).toBeVisible();
  // the emptied form, for the next wish
  await expect(wish.titleInput).toBeFocused();
  expect(held.sent()).toBe(1);

  const settings = await listPage.toolbar.openSettings();
  await settings.titleInput.fill("Omas 80. Geburtstag");
  held = await pressWhileHeld(page, settings.titleInput, ENDPOINTS.list_update.path);
  await expect(settings.location).toHaveAttribute("aria-disabled", "true");
  await expect(settings.occasion).toBeDisabled();
  held.letAnswersCome();
  await expect(listPage.title).toHaveText("Omas 80. Geburtstag");
  expect(held.sent()).toBe(1);
});
