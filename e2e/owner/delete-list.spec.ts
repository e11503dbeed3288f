// The owner deletes a list from the settings (docs/product.md "Owner settings modal", docs/api.md
// "list_delete"): the confirmation offers the download first and asks for the title; afterwards
// the owner is on the start screen, this device forgets the list, and the link shows "not found".
import { readFile } from "node:fs/promises";
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

test("the owner downloads, types the title and deletes the list; the start screen says so", async ({
  page,
  request,
  listPage,
  createPage,
}) => {
  const list = await apiCreateList(request, "Old birthday");
  const item = await apiAddItem(request, list, { title: "Kite" });
  await apiReserve(request, item.id, "Erna", "erna-pw");
  await listPage.openAsOwner(list);

  const settings = await listPage.toolbar.openSettings();
  const confirmation = await settings.openDeleteConfirmation();
  await expect(confirmation.deleteButton).toBeDisabled();

  // the export is offered first, in the confirmation itself
  const [download] = await Promise.all([page.waitForEvent("download"), confirmation.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe(`wunschliste-${list.slug}.json`);
  const document = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(document.items.map((each: { title: string }) => each.title)).toEqual(["Kite"]);

  // a wrong title keeps the button disabled; the right one enables it
  await confirmation.titleInput.fill("Old");
  await expect(confirmation.deleteButton).toBeDisabled();
  await confirmation.titleInput.fill("Old birthday");
  await confirmation.deleteButton.click();

  await expect(createPage.deletedNotice).toContainText("Old birthday");
  await expect(page).toHaveURL(/\/web\/$/);
  await expect(createPage.titleInput).toBeVisible();
  const token = await page.evaluate(
    ([slug]) => JSON.parse(localStorage.getItem("wunschliste.edit_token") ?? "{}")[slug!] ?? null,
    [list.slug],
  );
  expect(token).toBeNull();

  const answer = await page.request.get(`/api/list_get.php?slug=${list.slug}`);
  expect(answer.status()).toBe(404);
  const gone = await page.goto(`/web/?slug=${list.slug}`);
  expect(gone?.status()).toBe(404);
});

test("cancel keeps the list", async ({ request, listPage }) => {
  const list = await apiCreateList(request, "Keep me");
  await listPage.openAsOwner(list);
  const settings = await listPage.toolbar.openSettings();
  const confirmation = await settings.openDeleteConfirmation();
  await confirmation.titleInput.fill("Keep me");
  await confirmation.cancelButton.click();
  await expect(confirmation.root).toBeHidden();
  await expect(settings.root).toBeVisible();
  expect((await request.get(`/api/list_get.php?slug=${list.slug}`)).status()).toBe(200);
});
