// Issue 55: "Bring wishes along" on a phone. Six pasted lines (four links to the fixture shop on
// 127.0.0.1, two titles) are reviewed and added in one go; the links are filled in the background,
// one at a time, and the bar shows how far. The shop's /held page answers only when the test says
// so, which keeps the bar up long enough to be seen on a busy machine.
import { apiCreateList } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 360, height: 740 } });

test("six pasted lines are reviewed, added, and their links filled while the bar shows how far", async ({
  request,
  listPage,
  page,
  shop,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const dialog = listPage.bringAlong;
  await dialog.openButton.click();
  await dialog.textInput.fill(
    [
      `${shop.origin}/jsonld`,
      `${shop.origin}/held`,
      "Warm socks 12,50 €",
      `${shop.origin}/graph`,
      "Board game for the family",
      `${shop.origin}/opengraph`,
    ].join("\n"),
  );
  await dialog.readButton.click();
  await expect(dialog.found).toHaveCount(6);
  // the review fits the phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(dialog.addButton).toContainText("6");
  await dialog.addButton.click();
  await expect(dialog.root).toBeHidden();
  await expect(listPage.card("Warm socks").root).toBeVisible();
  // the held link keeps the bar up (it stays until all four were tried)
  await expect(dialog.fillingBar(4)).toBeVisible();
  await expect(listPage.card('Kettle "Stella" 1,7 l').root).toBeVisible();
  shop.releaseHeld();
  await expect(listPage.card("Rain jacket & hood").root).toBeVisible();
  await expect(listPage.card("Desk lamp").root).toBeVisible();
  await expect(dialog.anyFillingBar).toHaveCount(0);
});
