import { apiAddItem, apiCreateList } from "../support/api";
import { ListPage } from "../support/pages/ListPage";
import { openBeforeScripts, openWithLaterScriptsHeld } from "../support/slow-scripts";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

// Reserving on a slow phone: what a friend types or taps before the page's scripts have run (the
// first HTML holds no forms, decision 070) is kept, and reserves once they have. The rest of
// reserving is in reserve.spec.ts.
test.use({ locale: "en-GB" });

test("on a slow phone: what a friend types before the page's scripts have run is kept, and reserves", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kettle" });
  // the scripts arrive only once the friend has typed, as on a slow connection
  const letScriptsLoad = await openBeforeScripts(page, ListPage.path(list.slug));
  const kettle = listPage.card("Kettle");
  // the card's action is a native disclosure: before the scripts it offers a link to the page with
  // this card's form open (the first HTML holds no forms, decision 070)
  await kettle.openFormBeforeScripts();
  await kettle.nameInput.fill("Dora");
  await kettle.passwordInput.fill("pw-kettle");

  letScriptsLoad();
  // the screen is running once its live stream is up; the card itself may hydrate at the tap
  await listPage.waitUntilLive();
  await expect(kettle.nameInput).toHaveValue("Dora");
  await kettle.reserveToggle.click();
  await expectToast(page, "Reserved!");
  await expect(kettle.reservedBy).toHaveText("Reserved by Dora");
});

test("on a slow phone: an update of the list that comes before the form's own code keeps what was typed", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  const kettle = await apiAddItem(request, list, { title: "Kettle" });
  // the page with the kettle's form open, as the link before the scripts leads to it (decision 070)
  const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(
    page,
    `${ListPage.path(list.slug)}&reserve=${kettle.id}`,
  );
  const card = listPage.card("Kettle");
  await card.nameInput.fill("Dora");
  await card.passwordInput.fill("pw-kettle");

  // the page's first scripts run; the form's code (loaded apart) has not come yet
  letScriptsLoad();
  await listPage.waitUntilLive();
  // another wish is added meanwhile: the live update comes before the form's code, and shows once the
  // cards' own code is here (decision 172), the server's form with what was typed kept until then
  await apiAddItem(request, list, { title: "Teapot" });
  await expect(card.nameInput).toHaveValue("Dora");
  letLaterScriptsLoad();
  await expect(listPage.card("Teapot").root).toBeVisible();
  // the form drawn afresh by its own code, not the server's one still standing in for it
  await card.formWorks();
  await expect(card.nameInput).toHaveValue("Dora");
  await expect(card.passwordInput).toHaveValue("pw-kettle");
  await card.reserveToggle.click();
  await expectToast(page, "Reserved!");
  await expect(card.reservedBy).toHaveText("Reserved by Dora");
});

test("a tap that comes before the form's own code shows the link to the form, then the form itself", async ({
  request,
  page,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kettle" });
  const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(page, ListPage.path(list.slug));
  letScriptsLoad();
  await listPage.waitUntilLive();
  const kettle = listPage.card("Kettle");
  // a slow phone: the form's code is still on its way, the opened card offers the way that always works
  await kettle.openButton.click();
  await expect(kettle.formLink).toBeVisible();
  letLaterScriptsLoad();
  await expect(kettle.formLink).toHaveCount(0);
  await expect(kettle.nameInput).toBeFocused();
});

test("folds tapped before the page's scripts have run show their forms once the scripts have", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kettle" });
  const letScriptsLoad = await openBeforeScripts(page, ListPage.path(list.slug));
  const kettle = listPage.card("Kettle");
  // native disclosures: they open at the tap, with nothing yet to hear it (the card's offers its link)
  await kettle.openButton.click();
  await expect(kettle.formLink).toBeVisible();
  await listPage.suggestion.summary.click();
  await expect(listPage.suggestion.root).toHaveAttribute("open", "");

  letScriptsLoad();
  // no second tap: the open folds ask for the wishes' code themselves (the card's link and the
  // empty suggestion fold stayed as they were)
  await expect(kettle.nameInput).toBeVisible();
  await expect(kettle.formLink).toHaveCount(0);
  await expect(listPage.suggestion.titleInput).toBeVisible();
});

test("a tap pressed before the page's scripts have run and released after opens the form", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kettle" });
  const letScriptsLoad = await openBeforeScripts(page, ListPage.path(list.slug));
  const kettle = listPage.card("Kettle");
  // the finger is down before the scripts listen, and lifted once they do
  await kettle.openButton.hover();
  await page.mouse.down();
  letScriptsLoad();
  await listPage.waitUntilLive();
  await page.mouse.up();
  await expect(kettle.nameInput).toBeFocused();
});

test("a tap on 'reserve' before the page's scripts have run keeps the friend on the list", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Mug" });
  await openBeforeScripts(page, ListPage.path(list.slug)); // and they never arrive
  const mug = listPage.card("Mug");
  await mug.openFormBeforeScripts();
  await mug.nameInput.fill("Eve");
  await mug.passwordInput.fill("pw-mug");
  await Promise.all([page.waitForEvent("framenavigated"), mug.reserveToggle.click()]);
  await expect(listPage.title).toBeVisible();
  // the same list with the same form open, and nothing typed in the address
  const address = new URL(page.url());
  expect(address.searchParams.get("slug")).toBe(list.slug);
  expect(address.search).not.toMatch(/Eve|pw-mug|password|name=/);
  await expect(mug.passwordInput).toBeVisible();
});
