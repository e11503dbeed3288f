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

  // the export is offered first, in the confirmation itself
  const [download] = await Promise.all([page.waitForEvent("download"), confirmation.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe(`wunschliste-${list.slug}.json`);
  const document = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(document.items.map((each: { title: string }) => each.title)).toEqual(["Kite"]);

  // a wrong title is refused with why (issue 40); the right one deletes
  await confirmation.titleInput.fill("Old");
  await confirmation.deleteButton.click();
  await expect(confirmation.titleInput).toHaveAttribute("aria-invalid", "true");
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

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the title is compared the way a phone types it, and a wrong one is told why (issue 40)", async ({
    page,
    request,
    listPage,
    createPage,
  }) => {
    const list = await apiCreateList(request, "Mia’s birthday 🎂");
    await listPage.openAsOwner(list);
    const settings = await listPage.toolbar.openSettings();
    const confirmation = await settings.openDeleteConfirmation();
    // what is expected is said before anything is typed
    await expect(confirmation.titleInput).toHaveAccessibleDescription(
      "Mia’s birthday 🎂 Capital letters, spaces, emoji and the kind of apostrophe or quotation marks don't matter.",
    );

    // not the title: the button says why instead of waiting in silence; nothing is deleted
    await confirmation.titleInput.fill("Mia");
    await confirmation.deleteButton.click();
    await expect(confirmation.titleInput).toHaveAttribute("aria-invalid", "true");
    await expect(confirmation.titleInput).toHaveAccessibleDescription(
      /That isn't the list's title\. Type the title shown under this field\./,
    );
    await expect(confirmation.titleInput).toBeFocused();
    expect((await request.get(`/api/list_get.php?slug=${list.slug}`)).status()).toBe(200);

    // typed as a phone keyboard types it: a straight apostrophe, other case, no emoji, a double space
    await confirmation.titleInput.fill("mia's  Birthday");
    await expect(confirmation.titleInput).not.toHaveAttribute("aria-invalid");
    await confirmation.deleteButton.click();
    await expect(createPage.deletedNotice).toContainText("Mia’s birthday");
    await expect(page).toHaveURL(/\/web\/$/);
    expect((await request.get(`/api/list_get.php?slug=${list.slug}`)).status()).toBe(404);
  });
});
