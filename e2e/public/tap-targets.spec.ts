// Issue 32 (10): every control a guest taps on a phone is at least 44 × 44 px — the card's action,
// the opened form's buttons, the icon picker, the count stepper and the filter's fields.
import { apiAddItem, apiCreateList, apiUpdateList } from "../support/api";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test("a guest's card, its opened form, the icons and the stepper are thumb-sized", async ({
  request,
  listPage,
  page,
}) => {
  const list = await apiCreateList(request);
  await apiUpdateList(request, list, { identity_mode: "icon", occasion: "birthday_kids" });
  await apiAddItem(request, list, { title: "Kite", price: 12 });
  await apiAddItem(request, list, { title: "Marbles", price: 4, quantity: 6 });
  await listPage.open(list.slug);

  expect(await smallTargets(page, "[data-testid=item-card]")).toEqual([]);
  await listPage.card("Kite").openForm();
  await expect(listPage.card("Kite").iconPicker.getByRole("button")).toHaveCount(8);
  await listPage.card("Marbles").openForm();
  expect(await smallTargets(page, "[data-testid=item-card]")).toEqual([]);

  await page.getByText("Filter & sort").click();
  await expect(page.getByLabel("Price up to (€)")).toBeVisible();
  expect(await smallTargets(page, ".list-view")).toEqual([]);
});
