// Issue 53 on the owner's phone (docs/decisions/119-any-one-of-these.md, 120-as-many-as-you-like.md):
// the wish's form files it into a group of alternatives (suggesting the list's groups, like
// sections) and ticks "As many as you like", which takes the quantity away.
import { apiAddItem, apiCreateList } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 360, height: 740 } });

test("the owner puts a wish into an existing group and adds one without an upper count", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Red bike", one_of: "Bike" });
  await apiAddItem(request, list, { title: "Blue bike" });
  await listPage.openAsOwner(list);

  const editor = await listPage.card("Blue bike").edit();
  // the list's groups are offered while typing one
  const offered = await editor.oneOfInput.evaluate((input: HTMLInputElement) =>
    [...(input.list?.options ?? [])].map((option) => option.value),
  );
  expect(offered).toEqual(["Bike"]);
  await editor.save({ oneOf: "Bike" });
  await expect(listPage.card("Blue bike").oneOf).toHaveText("One of these: Bike");
  await expect(listPage.card("Red bike").oneOf).toHaveText("One of these: Bike");

  const form = await listPage.openAddWishForm();
  await form.fill({ title: "Gift cards", unlimited: true });
  // no upper count: the quantity field goes
  await expect(form.quantityInput).toHaveCount(0);
  await form.addButton.click();
  await expect(listPage.card("Gift cards").units.reservedQuantity).toHaveText("0 given so far");
  // nothing on the phone runs off to the side
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
