// Issue 32 (10) for the owner: every control an owner taps on a phone is at least 44 × 44 px —
// "Add a wish" and "Copy or move this list" were 28 and 24 px tall.
import { apiAddItem } from "../support/api";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test("the owner's list on a phone: its disclosures and buttons are thumb-sized", async ({
  request,
  ownList,
  listPage,
  page,
}) => {
  await apiAddItem(request, ownList, { title: "Kite", price: 12, url: "https://example.com/" });
  await page.reload();
  await expect(listPage.cards).toHaveCount(1);
  const small = await smallTargets(page, "main");
  // the picture's file input is hidden: its label, a button-sized control, is what is tapped
  expect(small.filter((target) => !target.includes('class="visually-hidden"'))).toEqual([]);
});
