// Where the keyboard's focus goes when a wish's card leaves the owner's view while the focus is in
// it (docs/decisions/192-focus-after-a-wish-leaves.md): the next wish's title, else the one before,
// else the empty list's heading; the wish's own title when only the control went (a release, the
// editor closed); never the page's body, which sent a keyboard or screen-reader user back to the
// top of the page. Keyboard only, as found on a keyboard walk.
import type { Locator, Page } from "@playwright/test";
import { apiAddItem, apiCreateList, apiDeleteItem, apiReserve } from "../support/api";
import type { ItemCard } from "../support/pages/ItemCard";
import type { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

/** Presses Tab until the control has the focus, as a keyboard user does (a bounded number of times). */
async function tabTo(page: Page, control: Locator) {
  const focused = () => control.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 150 && !(await focused()); presses++) await page.keyboard.press("Tab");
  await expect(control).toBeFocused();
}

/** Tab to the wish's delete button, Enter, Tab from "Cancel" to "Delete", Enter: the wish is gone. */
async function deleteByKeyboard(page: Page, listPage: ListPage, card: ItemCard) {
  await tabTo(page, card.owner.deleteButton);
  await page.keyboard.press("Enter");
  const dialog = listPage.deleteDialog;
  await expect(dialog.cancelButton).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.deleteButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.root).toBeHidden();
  await expect(card.root).toHaveCount(0);
}

/** What has the focus, by its text: never the page's body. */
const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement === document.body ? "<body>" : document.activeElement?.textContent));

test("by keyboard: a deleted wish leaves the focus on the next wish's title, or the one before when it was the last", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  for (const title of ["Big book", "Scarf", "Lego train"]) await apiAddItem(request, list, { title });
  await listPage.openAsOwner(list);

  await deleteByKeyboard(page, listPage, listPage.card("Scarf"));
  await expect(listPage.card("Lego train").heading).toBeFocused();
  expect(await focusedText(page)).toBe("Lego train");

  // the last one: the wish before it takes the focus
  await deleteByKeyboard(page, listPage, listPage.card("Lego train"));
  await expect(listPage.card("Big book").heading).toBeFocused();
  expect(await focusedText(page)).toBe("Big book");
  // and the next Tab goes on inside that card, not from the top of the page
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("[data-testid=item-card]") !== null)).toBe(true);
});

test("by keyboard: the last wish deleted leaves the focus on the empty list's heading", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Big book" });
  await listPage.openAsOwner(list);

  await deleteByKeyboard(page, listPage, listPage.card("Big book"));
  await expect(listPage.firstWishHeading).toBeFocused();
  // the next Tab goes into the first-wish form
  await page.keyboard.press("Tab");
  await expect(listPage.firstWishForm.focused).toHaveCount(1);
});

test("a wish deleted on another device while the focus is in its card: the focus goes to the next wish", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Big book" });
  const scarf = await apiAddItem(request, list, { title: "Scarf" });
  await apiAddItem(request, list, { title: "Lego train" });
  await listPage.openAsOwner(list);
  await listPage.waitUntilLive();
  await tabTo(page, listPage.card("Scarf").owner.editButton);

  await apiDeleteItem(request, list, scarf.id);
  await expect(listPage.card("Scarf").root).toHaveCount(0);
  await expect(listPage.card("Lego train").heading).toBeFocused();
});

test("by keyboard: the editor's Cancel and the owner's release leave the focus on the wish's title", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Big book" });
  const scarf = await apiAddItem(request, list, { title: "Scarf" });
  await apiReserve(request, scarf.id, "Oma", "oma-pw");
  await listPage.openAsOwner(list);

  const book = listPage.card("Big book");
  await tabTo(page, book.owner.editButton);
  await page.keyboard.press("Enter");
  await tabTo(page, book.editor.cancelButton);
  await page.keyboard.press("Enter");
  await expect(book.owner.editButton).toBeVisible();
  await expect(book.heading).toBeFocused();

  // the release button goes once the only reservation is released
  const scarfCard = listPage.card("Scarf");
  await tabTo(page, scarfCard.owner.releaseButton);
  await page.keyboard.press("Enter");
  await expect(scarfCard.owner.releaseButton).toHaveCount(0);
  await expect(scarfCard.heading).toBeFocused();
});
