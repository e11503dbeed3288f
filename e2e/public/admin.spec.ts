// The admin view and "Report this list" (docs/decisions/128-the-admin-view.md, 129-reports.md): a
// visitor reports a list from its footer; the admin types the token once, sees the report and the
// list, dismisses, hides (the visitor's page says only that the list is not available) and shows it
// again; on a 360 px phone the table is cards, nothing wider than the screen, and a list is deleted;
// a reported draw, which no table holds, is deleted from its report (decision 196).
import { ADMIN_TOKEN } from "../../playwright.config";
import { apiAddItem, apiCreateDraw, apiCreateList } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

test("a visitor reports a list; the admin sees it, dismisses it, hides the list and shows it again", async ({
  page,
  request,
  browser,
}) => {
  const list = await apiCreateList(request, `Garage sale ${Date.now()}`);
  await apiAddItem(request, list, { title: "Old sofa" });

  await page.goto(`/web/?slug=${list.slug}`);
  await page.getByRole("button", { name: "Report this list" }).click();
  const dialog = page.getByRole("dialog", { name: "Report to the operator" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByTestId("report-error")).toHaveText("Please choose a reason.");
  await dialog.getByLabel("Spam or advertising").check();
  await dialog.getByLabel("A few words (optional)").fill("Not a wishlist");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByTestId("report-sent")).toHaveText("Thank you, the operator will have a look.");

  const admin = await (await browser.newContext({ locale: "en-GB" })).newPage();
  await admin.goto("/web/admin/");
  await admin.getByLabel("Admin token").fill("not-the-token-at-all");
  await admin.getByRole("button", { name: "Open" }).click();
  await expect(admin.getByTestId("admin-error")).toHaveText("The admin token is wrong.");
  await admin.getByLabel("Admin token").fill(ADMIN_TOKEN);
  await admin.getByRole("button", { name: "Open" }).click();
  await expect(admin.getByTestId("admin-overview")).toContainText("Reports waiting");
  // the token is in this tab's storage, never in the address
  expect(admin.url()).not.toContain(ADMIN_TOKEN);
  expect(await admin.evaluate(() => sessionStorage.getItem("wunschliste.admin_token"))).toBe(ADMIN_TOKEN);

  const group = admin.getByTestId("admin-report-group").filter({ hasText: list.title });
  await expect(group).toContainText("Spam or advertising");
  await expect(group).toContainText("Not a wishlist");
  await group.getByRole("button", { name: "Dismiss" }).click();
  await expect(group).toHaveCount(0);

  await admin.getByRole("searchbox", { name: "Search by title or address" }).fill(list.title);
  await admin.getByRole("button", { name: "Search", exact: true }).click();
  const row = admin.getByTestId("admin-list-row").filter({ hasText: list.title });
  await expect(admin.getByTestId("admin-list-row")).toHaveCount(1);
  await row.getByRole("button", { name: "Hide" }).click();
  await expect(row).toContainText("Hidden");

  await page.reload();
  await expect(page.getByTestId("list-hidden")).toContainText("This list is not available");
  await expect(page.getByText("Old sofa", { exact: true })).toHaveCount(0);

  await row.getByRole("button", { name: "Show again" }).click();
  await expect(row).not.toContainText("Hidden");
  await page.reload();
  await expect(page.getByText("Old sofa", { exact: true })).toBeVisible();
});

test("a visitor reports a draw; the admin deletes it from the report", async ({ page, request, browser }) => {
  const title = `Rude draw ${Date.now()}`;
  const draw = await apiCreateDraw(request, { title });

  await page.goto(`/web/draw/?slug=${draw.slug}`);
  await page.getByRole("button", { name: "Report this draw" }).click();
  const dialog = page.getByRole("dialog", { name: "Report to the operator" });
  await dialog.getByLabel("Hateful or violent").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByTestId("report-sent")).toHaveText("Thank you, the operator will have a look.");

  const admin = await (await browser.newContext({ locale: "en-GB" })).newPage();
  await admin.goto("/web/admin/");
  await admin.getByLabel("Admin token").fill(ADMIN_TOKEN);
  await admin.getByRole("button", { name: "Open" }).click();
  const group = admin.getByTestId("admin-report-group").filter({ hasText: title });
  await expect(group).toContainText("Hateful or violent");
  await expect(group).toContainText("Draw");

  admin.once("dialog", (confirm) => {
    expect(confirm.message()).toContain(title);
    void confirm.accept();
  });
  await group.getByRole("button", { name: "Delete draw" }).click();
  await expect(group).toHaveCount(0);
  const gone = await request.get(`/api/draw_get.php?slug=${draw.slug}`, {
    headers: { "x-organizer-token": draw.organizerToken },
  });
  expect(gone.status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the admin view fits 360 px, each list a card, and the admin deletes a list", async ({ page, request }) => {
    const list = await apiCreateList(request, `Phone check ${Date.now()}`);
    await page.goto("/web/admin/");
    await page.getByLabel("Admin token").fill(ADMIN_TOKEN);
    await page.getByRole("button", { name: "Open" }).click();
    await page.getByRole("searchbox", { name: "Search by title or address" }).fill(list.slug);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByTestId("admin-list-row");
    await expect(row).toHaveCount(1);
    // a card of stacked values, not a table row wider than the screen
    await expect(row.locator("td").first()).toHaveCSS("display", "block");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    page.once("dialog", (confirm) => void confirm.accept());
    await row.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No list matches.")).toBeVisible();
    expect((await request.get(`/api/list_get.php?slug=${list.slug}`)).status()).toBe(404);
  });
});
