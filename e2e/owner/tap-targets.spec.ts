// Issue 32 (10) for the owner: every control an owner taps on a phone is at least 44 × 44 px —
// "Add a wish" and "Copy or move this list" were 28 and 24 px tall; on a 390 px phone the
// checkboxes' rows were 24–26 px, the skip link 40 px and the header's brand 32 px.
import { apiAddItem, apiCreateList } from "../support/api";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** The picture's file input is hidden: its label, a button-sized control, is what is tapped. */
const tapped = (targets: string[]) => targets.filter((target) => !target.includes('class="visually-hidden"'));

test("the owner's list on a phone: its disclosures and buttons are thumb-sized", async ({
  request,
  ownList,
  listPage,
  page,
}) => {
  await apiAddItem(request, ownList, { title: "Kite", price: 12, url: "https://example.com/" });
  await page.reload();
  await expect(listPage.cards).toHaveCount(1);
  expect(tapped(await smallTargets(page, "main"))).toEqual([]);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the checkboxes' rows, the skip link and the header's brand are thumb-sized, in the created dialog, on the page and in the settings", async ({
    request,
    listPage,
    page,
  }) => {
    const list = await apiCreateList(request);
    await apiAddItem(request, list, { title: "Kite", price: 12 });
    await listPage.open(list.slug, { created: true, editToken: list.editToken });
    const created = listPage.createdDialog;
    await expect(created.includePassword).toBeVisible();
    expect(await smallTargets(page, "dialog[open]"), "the created dialog").toEqual([]);
    await created.doneButton.click();
    await expect(created.root).toBeHidden();

    // the whole page: the skip link (off screen until focused), the header, the owner's forms
    await expect(listPage.toolbar.root).toBeVisible();
    expect(tapped(await smallTargets(page, "body")), "the page").toEqual([]);

    const settings = await listPage.toolbar.openSettings();
    await expect(settings.celebratedToggle).toBeVisible();
    expect(await smallTargets(page, "dialog[open]"), "the settings").toEqual([]);
  });
});
