import { readFile, writeFile } from "node:fs/promises";
import { apiAddItem, apiCreateList, apiPledge, apiReserve, apiUpdateList } from "../support/api";
import { openBeforeScripts } from "../support/slow-scripts";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

test("the owner downloads the list, starts next year's list from it, and imports the file as a new list", async ({
  page,
  request,
  listPage,
  createPage,
}) => {
  const list = await apiCreateList(request, "Birthday 2026");
  const book = await apiAddItem(request, list, { title: "Book", price: "19,90", url: "https://example.org/book" });
  await apiAddItem(request, list, { title: "Tea", note: "green" });
  await apiAddItem(request, list, { title: "Socks" });
  await apiReserve(request, book.id, "Ali", "ali-secret");
  await listPage.openAsOwner(list);
  const transfer = await listPage.transfer.open();
  const closeCreatedDialog = async () => {
    await expect(listPage.createdDialog.root).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(listPage.createdDialog.root).toBeHidden();
  };

  // 1. download: a versioned file with every wish in order, no reservation, no secret
  const [download] = await Promise.all([page.waitForEvent("download"), transfer.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe(`wunschliste-${list.slug}.json`);
  const file = (await download.path())!;
  const text = await readFile(file, "utf8");
  const document = JSON.parse(text);
  expect(document).toMatchObject({ format: "wunschliste.list", version: 2, list: { title: "Birthday 2026" } });
  expect(document.items.map((item: { title: string }) => item.title)).toEqual(["Book", "Tea", "Socks"]);
  for (const secret of [list.editToken, "Ali", "ali-secret", "owner-secret"]) expect(text).not.toContain(secret);

  // 2. a new list from this one: same wishes, nothing reserved, opened as its owner
  await transfer.newTitleInput.fill("Birthday 2027");
  await transfer.newPasswordInput.fill("next-year");
  await transfer.createButton.click();
  await page.waitForURL((url) => url.searchParams.get("slug") !== list.slug);
  await expect(listPage.title).toHaveText("Birthday 2027");
  await closeCreatedDialog(); // as after creating a list
  await expect(listPage.toolbar.root).toBeVisible();
  await listPage.expectTitles(["Book", "Tea", "Socks"]);
  await expect(listPage.screen /* the list, not the header's "Italiano" */).not.toContainText("Ali");

  // 3. the downloaded file on the create screen (as on another install): the file's title is kept
  await createPage.open();
  await createPage.create({ file, password: "imported-pw" });
  await page.waitForURL(/slug=/);
  await expect(listPage.title).toHaveText("Birthday 2026");
  await closeCreatedDialog();
  await listPage.expectTitles(["Book", "Tea", "Socks"]);
});

test("in surprise mode the download keeps the givers out, and the other one names them, each saying so", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request, "Christmas");
  const bike = await apiAddItem(request, list, { title: "Bike", price: 129, group_gift: true });
  await apiPledge(request, bike.id, "Uncle Ben", "ben-secret", 50);
  await listPage.openAsOwner(list);
  const transfer = await listPage.transfer.open();
  const fileOf = async (button: typeof transfer.downloadButton) => {
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    return JSON.parse(await readFile((await download.path())!, "utf8"));
  };

  await expect(transfer.root).toContainText("not who chips in: the surprise stays a surprise");
  await expect(transfer.root).toContainText("Whoever opens this file sees who is giving.");
  const plain = await fileOf(transfer.downloadButton);
  expect(plain.items[0].pledges).toEqual([{ amount: 50, pledged_by: null }]);
  const named = await fileOf(transfer.downloadWithNamesButton);
  expect(named.items[0].pledges).toEqual([{ amount: 50, pledged_by: "Uncle Ben" }]);

  // without the surprise there is nothing to leave out: one download, as before
  await apiUpdateList(request, list, { surprise: false });
  await page.reload();
  await listPage.transfer.open();
  await expect(transfer.downloadWithNamesButton).toHaveCount(0);
  expect((await fileOf(transfer.downloadButton)).items[0].pledges[0].pledged_by).toBe("Uncle Ben");
});

test("a file that is not a list is refused on the create screen with a clear message", async ({
  createPage,
}, testInfo) => {
  const path = testInfo.outputPath("not-a-list.json");
  await writeFile(path, JSON.stringify({ hello: "world" }));
  await createPage.open();
  await createPage.create({ file: path, password: "pw" });
  await expect(createPage.error).toHaveText("This file is not a Wunschliste list, or it is damaged.");
});

test("next year's copy starts open, with the date moved on to its next return (not 'The day is over')", async ({
  page,
  request,
  listPage,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // this device's clock: a month before this year's Christmas
  await page.clock.setFixedTime(new Date("2026-11-26T10:00:00"));
  const list = await apiCreateList(request, "Christmas 2025");
  await apiAddItem(request, list, { title: "Scarf" });
  await apiUpdateList(request, list, { event_date: "2025-12-24T18:00", closed: true });
  await listPage.openAsOwner(list);

  const transfer = await listPage.transfer.open();
  // the form says what happens to the date before anything is created
  await expect(transfer.dateMoves).toHaveText(
    "Its date moves on to the next one: Thursday, 24 December 2026 at 18:00.",
  );
  await expect(transfer.nextYearCheckbox).toHaveAccessibleDescription(/24 December 2026/);
  await transfer.newTitleInput.fill("Christmas 2026");
  await transfer.newPasswordInput.fill("next-year");
  await transfer.createButton.click();
  await page.waitForURL((url) => url.searchParams.get("slug") !== list.slug);
  await expect(listPage.createdDialog.root).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(listPage.createdDialog.root).toBeHidden();

  await expect(listPage.toolbar.root).toBeVisible();
  await expect(listPage.eventDate).toContainText("24 December 2026");
  await expect(listPage.closing.closeSuggestion).toHaveCount(0);
  await expect(listPage.closing.closedBanner).toHaveCount(0);
  const settings = await listPage.toolbar.openSettings();
  await expect(settings.eventDate).toHaveValue("2026-12-24T18:00");
});

test("on a slow phone, a list file chosen before the page's scripts have run makes the list", async ({
  page,
  createPage,
  listPage,
}, testInfo) => {
  const path = testInfo.outputPath("birthday.json");
  const document = {
    format: "wunschliste.list",
    version: 2,
    list: { title: "From the file" },
    items: [{ title: "Kite" }],
  };
  await writeFile(path, JSON.stringify(document));
  const letScriptsLoad = await openBeforeScripts(page, "/web/");
  await createPage.importFileInput.setInputFiles(path);
  await createPage.passwordInput.fill("pw-early");
  letScriptsLoad();
  await createPage.formWorks();
  await createPage.createButton.click();
  await expect(listPage.title).toHaveText("From the file");
});
