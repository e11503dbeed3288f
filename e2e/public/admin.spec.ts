// The admin view and "Report this list" (docs/decisions/128-the-admin-view.md, 129-reports.md): a
// visitor reports a list from its footer; the admin types the token once, sees the report and the
// list, dismisses, hides (the visitor's page says only that the list is not available) and shows it
// again; on a 360 px phone the table is cards, nothing wider than the screen, and a list is deleted;
// a reported draw, which no table holds, is deleted from its report (decision 196). The admin works
// in the second device's browser, so that its pages run under the CSP guard too. The owner of a
// hidden list reads the operator's contact (decision 241).
import { ADMIN_TOKEN, OPERATOR_CONTACT } from "../../playwright.config";
import { apiAddItem, apiCreateDraw, apiCreateList } from "../support/api";
import { AdminPage } from "../support/pages/AdminPage";
import { ReportDialog } from "../support/pages/ReportDialog";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

test("a visitor reports a list; the admin sees it, dismisses it, hides the list and shows it again", async ({
  page,
  request,
  listPage,
  secondDevice,
}) => {
  const list = await apiCreateList(request, `Garage sale ${Date.now()}`);
  await apiAddItem(request, list, { title: "Old sofa" });

  await listPage.open(list.slug);
  const report = await listPage.report.open();
  await report.sendButton.click();
  await expect(report.error).toHaveText("Please choose a reason.");
  await report.reason("spam").check();
  await report.noteInput.fill("Not a wishlist");
  await report.sendButton.click();
  await expect(report.sent).toHaveText("Thank you, the operator will have a look.");

  const admin = new AdminPage(secondDevice.page, secondDevice.language);
  await admin.open();
  await admin.signIn("not-the-token-at-all");
  await expect(admin.error).toHaveText("The admin token is wrong.");
  await admin.signIn(ADMIN_TOKEN);
  await expect(admin.overview).toContainText("Reports waiting");
  // what the operator set: no RETENTION_DAYS; the browser tests' server hashes at the tests' cost
  // unless a run asks for the real one (e2e/support/start-server.mjs), and the view says so (decision 202)
  await expect(admin.overview).toContainText("until someone deletes them");
  // one instance: named, nothing to compare (decision 217)
  await expect(admin.answeringInstance).toContainText("Answered by the instance");
  await expect(admin.settingsDifferWarning).toHaveCount(0);
  if ((process.env.TEST_CHEAP_PASSWORD_HASHES ?? "1") === "1")
    await expect(admin.cheapHashesWarning).toContainText("TEST_CHEAP_PASSWORD_HASHES is on");
  else await expect(admin.cheapHashesWarning).toHaveCount(0);
  // the token is in this tab's storage, never in the address
  expect(admin.page.url()).not.toContain(ADMIN_TOKEN);
  expect(await admin.page.evaluate(() => sessionStorage.getItem("wunschliste.admin_token"))).toBe(ADMIN_TOKEN);

  const group = admin.reportGroup(list.title);
  await expect(group.root).toContainText("Spam or advertising");
  await expect(group.root).toContainText("Not a wishlist");
  await group.dismissButton.click();
  await expect(group.root).toHaveCount(0);

  await admin.searchLists(list.title);
  const row = admin.listRow(list.title);
  await expect(admin.listRows).toHaveCount(1);
  await row.hideButton.click();
  await expect(row.root).toContainText("Hidden");

  await page.reload();
  await expect(listPage.hiddenNote).toContainText("This list is not available");
  await expect(listPage.card("Old sofa").root).toHaveCount(0);

  await row.showAgainButton.click();
  await expect(row.root).not.toContainText("Hidden");
  await page.reload();
  await expect(listPage.card("Old sofa").root).toBeVisible();
});

test("the owner of a hidden list reads why, and whom to ask: the operator's contact", async ({ request, listPage }) => {
  const list = await apiCreateList(request, `Hidden ${Date.now()}`);
  await listPage.openAsOwner(list);
  const hidden = await request.post("/api/admin_list_hide.php", {
    form: { slug: list.slug },
    headers: { "x-admin-token": ADMIN_TOKEN },
  });
  expect(hidden.status()).toBe(200);
  await listPage.page.reload();
  await expect(listPage.hiddenOwnerNote).toContainText("the operator of this server has hidden it");
  await expect(listPage.hiddenOwnerNote).toContainText(`The operator of this server: ${OPERATOR_CONTACT}`);
});

test("the owner's link opens a hidden list as its owner on a new device, and leaves the address", async ({
  request,
  secondDevice,
}) => {
  const list = await apiCreateList(request, `Hidden ${Date.now()}`);
  const hidden = await request.post("/api/admin_list_hide.php", {
    form: { slug: list.slug },
    headers: { "x-admin-token": ADMIN_TOKEN },
  });
  expect(hidden.status()).toBe(200);
  await secondDevice.open(list.slug, { editToken: list.editToken });
  await expect(secondDevice.hiddenOwnerNote).toContainText("the operator of this server has hidden it");
  expect(secondDevice.page.url()).not.toContain(list.editToken);
  // kept on the device, as the list page keeps it
  await secondDevice.page.reload();
  await expect(secondDevice.hiddenOwnerNote).toContainText(`The operator of this server: ${OPERATOR_CONTACT}`);

  // the owner can still take the list away: its file first, then deleted for good
  const confirmation = await secondDevice.openHiddenListDeletion();
  const [download] = await Promise.all([
    secondDevice.page.waitForEvent("download"),
    confirmation.downloadButton.click(),
  ]);
  expect(download.suggestedFilename()).toBe(`wunschliste-${list.slug}.json`);
  await confirmation.titleInput.fill(list.title);
  await confirmation.deleteButton.click();
  await expect(secondDevice.page).toHaveURL(/\/web\/$/);
  expect((await request.get(`/api/list_get.php?slug=${list.slug}`)).status()).toBe(404);
});

test("a visitor reports a draw; the admin deletes it from the report", async ({
  page,
  request,
  listPage,
  secondDevice,
}) => {
  const title = `Rude draw ${Date.now()}`;
  const draw = await apiCreateDraw(request, { title });

  await page.goto(`/web/draw/?slug=${draw.slug}`);
  const report = await new ReportDialog(page, listPage.t).open("draw");
  await report.reason("hateful").check();
  await report.sendButton.click();
  await expect(report.sent).toHaveText("Thank you, the operator will have a look.");

  const admin = new AdminPage(secondDevice.page, secondDevice.language);
  await admin.open();
  await admin.signIn(ADMIN_TOKEN);
  const group = admin.reportGroup(title);
  await expect(group.root).toContainText("Hateful or violent");
  await expect(group.root).toContainText("Draw");

  admin.page.once("dialog", (confirm) => {
    expect(confirm.message()).toContain(title);
    void confirm.accept();
  });
  await group.deleteDrawButton.click();
  await expect(group.root).toHaveCount(0);
  const gone = await request.get(`/api/draw_get.php?slug=${draw.slug}`, {
    headers: { "x-organizer-token": draw.organizerToken },
  });
  expect(gone.status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the admin view fits 360 px, each list a card, and the admin deletes a list", async ({
    page,
    request,
    listPage,
  }) => {
    const list = await apiCreateList(request, `Phone check ${Date.now()}`);
    const admin = new AdminPage(page, listPage.language);
    await admin.open();
    await admin.signIn(ADMIN_TOKEN);
    await admin.searchLists(list.slug);
    const row = admin.listRow(list.title);
    await expect(admin.listRows).toHaveCount(1);
    // a card of stacked values, not a table row wider than the screen
    await expect(row.cells.first()).toHaveCSS("display", "block");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    page.once("dialog", (confirm) => void confirm.accept());
    await row.deleteButton.click();
    await expect(admin.noListsNote).toBeVisible();
    expect((await request.get(`/api/list_get.php?slug=${list.slug}`)).status()).toBe(404);
  });
});
