// Items wished for more than once (docs/decisions/028-quantities.md): a friend picks how many with
// the stepper, the card says "2 of 6 reserved" with who reserved how many, and the friend releases
// their own reservation with its password. One-unit items keep the toggle (reserve.spec.ts).
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

test("a friend reserves 2 of 6 with the stepper, sees “2 of 6 reserved”, and releases with the password", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Wine glasses", quantity: 6 });
  await apiAddItem(request, list, { title: "Teapot" });
  await listPage.open(list.slug);
  const glasses = listPage.card("Wine glasses");
  const reserved = glasses.units.unitsReserved;
  const count = glasses.units.reserveCountValue;
  const more = glasses.units.oneMoreButton;
  const less = glasses.units.oneFewerButton;
  await expect(reserved).toHaveText("0 of 6 reserved");
  // the one-unit item beside it keeps its toggle
  await listPage.card("Teapot").expectState("free");

  await glasses.openForm();
  await expect(count).toHaveText("1");
  await expect(less).toBeDisabled();
  await more.click();
  await more.click();
  await less.click();
  await expect(count).toHaveText("2");
  await glasses.nameInput.fill("Alice");
  await glasses.passwordInput.fill("alice-pw");
  await glasses.units.reserveCountButton(2).click();
  await expectToast(page, "Reserved!");
  await expect(reserved).toHaveText("2 of 6 reserved");
  await expect(glasses.units.reservers).toHaveText("Alice (2)");

  await page.reload();
  await expect(reserved).toHaveText("2 of 6 reserved");
  await expect(glasses.yourReservation).toHaveText("You reserved 2 of these");
  // as a friend on a shared device would: forget Alice here, and release by typing the password
  await glasses.openForm();
  await glasses.notMeButton.click();
  await expectNoSeriousA11yViolations(page, "list with an item wished six times");
  // no more than is left can be chosen
  for (let n = 0; n < 5; n++) if (await more.isEnabled()) await more.click();
  await expect(count).toHaveText("4");
  await expect(more).toBeDisabled();

  await glasses.passwordInput.fill("wrong");
  await glasses.units.releaseMineButton.click();
  await expectToast(page, "The password does not match this reservation.");
  await expect(reserved).toHaveText("2 of 6 reserved");
  await glasses.passwordInput.fill("alice-pw");
  await glasses.units.releaseMineButton.click();
  await expectToast(page, "Released!");
  await expect(reserved).toHaveText("0 of 6 reserved");
  await expect(glasses.units.reservers).toHaveCount(0);
});

test("more units: reserving is the primary action, no lock until something is reserved (issue 32, bug 8)", async ({
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  const glasses = await apiAddItem(request, list, { title: "Wine glasses", quantity: 6 });
  await listPage.open(list.slug);
  const card = listPage.card("Wine glasses");
  await expect(card.units.reservedQuantity).toHaveText("0 of 6 reserved");
  await apiReserve(request, glasses.id, "Bob", "pw-bob", 2);
  await expect(card.units.reservedQuantity).toHaveText("2 of 6 reserved");

  // the free action is filled, releasing one's own is the quiet outlined one
  await card.openForm();
  const background = (button: import("@playwright/test").Locator) =>
    button.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(card.units.reserveCountButton(1))).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  expect(await background(card.units.releaseMineButton)).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
});
