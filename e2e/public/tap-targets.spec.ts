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
  await expect(listPage.card("Kite").iconButtons()).toHaveCount(8);
  await listPage.card("Marbles").openForm();
  expect(await smallTargets(page, "[data-testid=item-card]")).toEqual([]);

  await listPage.view.opener.click();
  await expect(listPage.view.maxPriceInput("€")).toBeVisible();
  expect(await smallTargets(page, ".list-view")).toEqual([]);
});

// 8 icons of 44 px and their gaps are wider than a phone's card: squeezed into 8 columns they ran
// over each other and past the card's edge, a tap between two landing on a neighbour
for (const { width, locale } of [
  { width: 320, locale: "ar" },
  { width: 360, locale: "en-GB" },
]) {
  test.describe(`the icon picker at ${width} px in ${locale}`, () => {
    test.use({ locale, viewport: { width, height: 740 } });

    test("its icons lie side by side, none over another, inside the form", async ({ request, listPage }) => {
      const list = await apiCreateList(request);
      await apiUpdateList(request, list, { identity_mode: "icon", occasion: "xmas" });
      await apiAddItem(request, list, { title: "Sled", price: 20 });
      await listPage.open(list.slug);
      const sled = listPage.card("Sled");
      await sled.openForm();
      const icons = sled.iconButtons();
      await expect(icons).toHaveCount(8);
      const boxes = await icons.evaluateAll((buttons) =>
        buttons.map((button) => {
          const { left, right, top, bottom } = button.getBoundingClientRect();
          return { left, right, top, bottom };
        }),
      );
      const form = (await sled.form.boundingBox())!;
      for (const [index, box] of boxes.entries()) {
        expect(box.right - box.left, `icon ${index + 1}'s width`).toBeGreaterThanOrEqual(44);
        expect(box.left, `icon ${index + 1} inside the form`).toBeGreaterThanOrEqual(form.x - 0.5);
        expect(box.right, `icon ${index + 1} inside the form`).toBeLessThanOrEqual(form.x + form.width + 0.5);
        for (const other of boxes.slice(index + 1)) {
          const apart =
            box.right <= other.left + 0.5 ||
            other.right <= box.left + 0.5 ||
            box.bottom <= other.top + 0.5 ||
            other.bottom <= box.top + 0.5;
          expect(apart, `icon ${index + 1} over another: ${JSON.stringify([box, other])}`).toBe(true);
        }
      }
    });
  });
}

test("the header's brand, colour-scheme button and language menu are thumb-sized on a 360 and a 320 px phone", async ({
  request,
  listPage,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const list = await apiCreateList(request);
  await listPage.open(list.slug);
  await expect(listPage.colorSchemeToggle).toBeVisible();
  expect(await smallTargets(page, ".site-header")).toEqual([]);
  // and the name beside them still reads whole
  const brand = listPage.brandName;
  await expect(brand).toHaveText("Wunschliste");
  expect(await brand.evaluate((name) => name.scrollWidth <= name.clientWidth)).toBe(true);
  // on a 320 px phone the name gives way to the logo alone, which stays a thumb's target (it was 32 px wide)
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(brand).toBeHidden();
  expect(await smallTargets(page, ".site-header")).toEqual([]);
});
