import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectToast, recordToasts } from "../support/toasts";
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expectTitles, openAsOwner } from "./support";

test.use({ locale: "en-GB" });

/** Waits for the owner's reorder to reach the server (the page shows it before, optimistically). */
const reorderSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/api/item_reorder.php") && response.ok());

test("the owner adds, edits, reorders and deletes items; a friend sees every change", async ({
  page,
  browser,
  request,
}) => {
  const list = await apiCreateList(request);
  await openAsOwner(page, list);
  const friendContext = await browser.newContext({ locale: "en-GB" });
  await recordToasts(friendContext);
  const friend = await friendContext.newPage();
  await friend.goto(`/web/?slug=${list.slug}`);
  const friendSees = async (titles: string[]) => {
    await friend.reload();
    await expectTitles(friend, titles);
  };

  // an empty list greets the owner with the add form
  const empty = page.getByRole("region", { name: "Your list is still empty" });
  await expect(empty).toBeVisible();
  await empty.getByRole("button", { name: "Add wish" }).click();
  await expect(empty.getByRole("alert")).toHaveText("Please give the wish a title.");
  await empty.getByLabel("Title").fill("Lego train");
  await empty.getByLabel("Link to the product").fill("ftp://example.com/lego");
  await empty.getByRole("button", { name: "Add wish" }).click();
  await expect(empty.getByRole("alert")).toHaveText("Please enter a link that starts with http:// or https://.");
  await empty.getByLabel("Link to the product").fill("https://example.com/lego");
  await empty.getByLabel("Price").fill("19,90");
  await empty.getByLabel("Note").fill("The blue one");
  await empty.getByRole("button", { name: "Add wish" }).click();
  await expectTitles(page, ["Lego train"]);
  await expect(page.getByTestId("item-card").first()).toContainText("19,90");

  // later items go through the "Add a wish" disclosure; a price may be text
  await page.getByText("Add a wish").click();
  const add = page.locator(".owner-add");
  await add.getByLabel("Title").fill("Book");
  await add.getByLabel("Price").fill("ca. 20 €");
  await add.getByRole("button", { name: "Add wish" }).click();
  await expectTitles(page, ["Lego train", "Book"]);
  await expect(add.getByLabel("Title")).toHaveValue("");
  await add.getByLabel("Title").fill("Scarf");
  await add.getByRole("button", { name: "Add wish" }).click();
  await expectTitles(page, ["Lego train", "Book", "Scarf"]);
  await friendSees(["Lego train", "Book", "Scarf"]);
  await expect(friend.getByTestId("item-card").nth(1)).toContainText("ca. 20 €");

  // inline edit: the form starts with the saved values
  await page.getByRole("button", { name: "Edit “Book”" }).click();
  const editForm = page.getByTestId("item-card").nth(1).locator("form");
  await expect(editForm.getByLabel("Price")).toHaveValue("ca. 20 €");
  await editForm.getByLabel("Title").fill("Big book");
  await editForm.getByLabel("Price").fill("12.5");
  await editForm.getByRole("button", { name: "Save" }).click();
  await expectTitles(page, ["Lego train", "Big book", "Scarf"]);
  await expect(page.getByTestId("item-card").nth(1)).toContainText("12,50");
  await friendSees(["Lego train", "Big book", "Scarf"]);

  // keyboard reorder: the move button keeps the focus, so Enter moves it on
  const scarfUp = page.getByRole("button", { name: "Move “Scarf” up" });
  let saved = reorderSaved(page);
  await scarfUp.focus();
  await expect(scarfUp).toBeFocused();
  await page.keyboard.press("Enter");
  await saved;
  await expectTitles(page, ["Lego train", "Scarf", "Big book"]);
  await expect(scarfUp).toBeFocused();
  saved = reorderSaved(page);
  await page.keyboard.press("Enter");
  await saved;
  await expectTitles(page, ["Scarf", "Lego train", "Big book"]);
  await expect(scarfUp).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "“Scarf” is now at position 1 of 3." })).toBeAttached();
  await friendSees(["Scarf", "Lego train", "Big book"]);

  // drag and drop: "Big book" onto the top half of the first card (all cards in view: no scrolling mid-drag)
  await page.setViewportSize({ width: 1280, height: 2400 });
  saved = reorderSaved(page);
  await page
    .getByTestId("item-card")
    .filter({ hasText: "Big book" })
    .locator(".item-drag-handle")
    .dragTo(page.getByTestId("item-card").first(), { targetPosition: { x: 40, y: 8 } });
  await saved;
  await expectTitles(page, ["Big book", "Scarf", "Lego train"]);
  await friendSees(["Big book", "Scarf", "Lego train"]);

  // delete asks first; cancelling keeps the item
  await page.getByRole("button", { name: "Delete “Scarf”" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete wish?" });
  await expect(confirm).toContainText("“Scarf” will be removed");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expectTitles(page, ["Big book", "Scarf", "Lego train"]);
  await page.getByRole("button", { name: "Delete “Scarf”" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectTitles(page, ["Big book", "Lego train"]);
  await friendSees(["Big book", "Lego train"]);
  await page.reload();
  await expectTitles(page, ["Big book", "Lego train"]);
  await friendContext.close();
});

test("a refused reorder is rolled back; the owner releases a friend's reservation", async ({ page, request }) => {
  const list = await apiCreateList(request);
  const first = await apiAddItem(request, list, { title: "Puzzle" });
  await apiAddItem(request, list, { title: "Kite" });
  await apiReserve(request, first.id, "Anna", "friend-secret");
  await openAsOwner(page, list);
  await expect(page.getByTestId("item-card").first().getByTestId("reserved-by")).toContainText("Anna");

  // another device adds an item meanwhile: this page's order misses it, so the server refuses it
  await apiAddItem(request, list, { title: "Ball" });
  await page.getByRole("button", { name: "Move “Kite” up" }).click();
  await expectToast(page, "The new order must name every item");
  await expectTitles(page, ["Puzzle", "Kite"]);

  await page.getByRole("button", { name: "Release the reservation of “Puzzle”", exact: true }).click();
  await expectToast(page, "Reservation released.");
  await expect(page.getByTestId("item-card").first().getByTestId("reserved-by")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Release the reservation of “Puzzle”", exact: true })).toHaveCount(0);
});
