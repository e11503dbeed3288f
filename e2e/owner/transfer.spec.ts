import { readFile } from "node:fs/promises";
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expect, test } from "../support/test";
import { expectTitles, openAsOwner, ownerTools } from "./support";

test.use({ locale: "en-GB" });

test("the owner downloads the list, starts next year's list from it, and imports the file as a new list", async ({
  page,
  request,
}) => {
  const list = await apiCreateList(request, "Birthday 2026");
  const book = await apiAddItem(request, list, { title: "Book", price: "19,90", url: "https://example.org/book" });
  await apiAddItem(request, list, { title: "Tea", note: "green" });
  await apiAddItem(request, list, { title: "Socks" });
  await apiReserve(request, book.id, "Ali", "ali-secret");
  await openAsOwner(page, list);

  const transfer = page.getByTestId("list-transfer");
  await transfer.getByText("Copy or move this list").click();

  // 1. download: a versioned file with every wish in order, no reservation, no secret
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    transfer.getByRole("button", { name: "Download as a file (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`wunschliste-${list.slug}.json`);
  const file = (await download.path())!;
  const text = await readFile(file, "utf8");
  const document = JSON.parse(text);
  expect(document).toMatchObject({ format: "wunschliste.list", version: 1, list: { title: "Birthday 2026" } });
  expect(document.items.map((item: { title: string }) => item.title)).toEqual(["Book", "Tea", "Socks"]);
  for (const secret of [list.editToken, "Ali", "ali-secret", "owner-secret"]) expect(text).not.toContain(secret);

  // 2. a new list from this one: same wishes, nothing reserved, opened as its owner
  await transfer.getByLabel("Title of the new list").fill("Birthday 2027");
  await transfer.getByLabel("Owner password of the new list", { exact: true }).fill("next-year");
  await transfer.getByRole("button", { name: "Create the new list" }).click();
  await page.waitForURL((url) => url.searchParams.get("slug") !== list.slug);
  await expect(page.getByTestId("list-title")).toHaveText("Birthday 2027");
  await page.keyboard.press("Escape"); // the created dialog, as after creating a list
  await expect(ownerTools(page)).toBeVisible();
  await expectTitles(page, ["Book", "Tea", "Socks"]);
  await expect(page.getByText("Ali")).toHaveCount(0);

  // 3. the downloaded file on the create screen (as on another install): the file's title is kept
  await page.goto("/web/");
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByLabel("Owner password", { exact: true }).fill("imported-pw");
  await page.getByRole("button", { name: "Create list" }).click();
  await page.waitForURL(/slug=/);
  await expect(page.getByTestId("list-title")).toHaveText("Birthday 2026");
  await page.keyboard.press("Escape");
  await expectTitles(page, ["Book", "Tea", "Socks"]);
});

test("a file that is not a list is refused on the create screen with a clear message", async ({ page }, testInfo) => {
  const path = testInfo.outputPath("not-a-list.json");
  await (await import("node:fs/promises")).writeFile(path, JSON.stringify({ hello: "world" }));
  await page.goto("/web/");
  await page.getByTestId("import-file").setInputFiles(path);
  await page.getByLabel("Owner password", { exact: true }).fill("pw");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByTestId("create-error")).toHaveText("This file is not a Wunschliste list, or it is damaged.");
});
