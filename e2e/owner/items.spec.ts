// The owner's wishes: add, edit, reorder (keyboard and drag and drop), delete, release. Each test
// starts from its own list made through the API, so only the step under test goes through the UI;
// a second browser then checks that a friend sees the change.
import type { Page } from "@playwright/test";
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList, type TestList } from "../support/api";
import type { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

/** Waits for the owner's reorder to reach the server (the page shows it before, optimistically). */
const reorderSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/api/item_reorder.php") && response.ok());

/** A list with these wishes, in this order. */
async function listWith(request: Parameters<typeof apiCreateList>[0], titles: string[]): Promise<TestList> {
  const list = await apiCreateList(request);
  for (const title of titles) await apiAddItem(request, list, { title });
  return list;
}

/** A friend opening the list now sees these wishes in this order. */
async function friendSees(friend: ListPage, list: TestList, titles: string[]) {
  await friend.open(list.slug);
  await friend.expectTitles(titles);
}

test("the first wish goes through the empty list's form, which checks the title and the link", async ({
  request,
  listPage,
  secondDevice: friend,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const form = listPage.firstWishForm;
  await expect(form.root).toBeVisible();

  await form.add();
  await expect(form.error).toHaveText("Please give the wish a title.");
  await form.add({ title: "Lego train", link: "ftp://example.com/lego" });
  await expect(form.error).toHaveText("Please enter a link that starts with http:// or https://.");
  await form.add({ link: "https://example.com/lego", price: "19,90", note: "The blue one" });

  await listPage.expectTitles(["Lego train"]);
  await expect(listPage.card("Lego train").price).toHaveText("€19.90"); // typed with a comma, shown the English way
  await friendSees(friend, list, ["Lego train"]);
  await expect(friend.card("Lego train").root).toContainText("The blue one");
});

test("later wishes go through 'Add a wish'; a price may be text; the form empties for the next wish", async ({
  request,
  listPage,
  secondDevice: friend,
}) => {
  const list = await listWith(request, ["Lego train"]);
  await listPage.openAsOwner(list);

  const form = await listPage.openAddWishForm();
  await form.add({ title: "Book", price: "ca. 20 €" });
  await listPage.expectTitles(["Lego train", "Book"]);
  await expect(form.titleInput).toHaveValue("");
  await form.add({ title: "Scarf" });
  await listPage.expectTitles(["Lego train", "Book", "Scarf"]);

  await friendSees(friend, list, ["Lego train", "Book", "Scarf"]);
  await expect(friend.card("Book").price).toHaveText("ca. 20 €");
});

test("editing a wish starts from its saved values and saves the changes", async ({
  request,
  listPage,
  secondDevice: friend,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Lego train" });
  await apiAddItem(request, list, { title: "Book", price: "ca. 20 €" });
  await apiAddItem(request, list, { title: "Scarf" });
  await listPage.openAsOwner(list);

  const editor = await listPage.card("Book").edit();
  await expect(editor.titleInput).toHaveValue("Book");
  await expect(editor.priceInput).toHaveValue("ca. 20 €");
  await editor.save({ title: "Big book", price: "12.5" });

  await listPage.expectTitles(["Lego train", "Big book", "Scarf"]);
  await expect(listPage.card("Big book").price).toHaveText("€12.50");
  await friendSees(friend, list, ["Lego train", "Big book", "Scarf"]);
  await expect(friend.card("Big book").price).toHaveText("€12.50");
});

test("keyboard reorder: the move button keeps the focus, so Enter moves the wish on", async ({
  page,
  request,
  listPage,
  secondDevice: friend,
}) => {
  const list = await listWith(request, ["Lego train", "Big book", "Scarf"]);
  await listPage.openAsOwner(list);
  const scarfUp = listPage.card("Scarf").owner.moveUpButton;

  await scarfUp.focus();
  await expect(scarfUp).toBeFocused();
  let saved = reorderSaved(page);
  await page.keyboard.press("Enter");
  await saved;
  await listPage.expectTitles(["Lego train", "Scarf", "Big book"]);
  await expect(scarfUp).toBeFocused();

  saved = reorderSaved(page);
  await page.keyboard.press("Enter");
  await saved;
  await listPage.expectTitles(["Scarf", "Lego train", "Big book"]);
  await expect(scarfUp).toBeDisabled();
  await expect(listPage.movedAnnouncement("Scarf", 1, 3)).toBeAttached();
  await friendSees(friend, list, ["Scarf", "Lego train", "Big book"]);
});

test("two quick moves are both saved: the second is not lost while the first is on its way", async ({
  request,
  listPage,
  secondDevice: friend,
}) => {
  const list = await listWith(request, ["Lego train", "Big book", "Scarf"]);
  await listPage.openAsOwner(list);
  const scarfUp = listPage.card("Scarf").owner.moveUpButton;
  await scarfUp.click();
  await scarfUp.click();
  await listPage.expectTitles(["Scarf", "Lego train", "Big book"]);
  // the server has both moves once it answers list_get with the new order
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/list_get.php?slug=${list.slug}`);
      return ((await answer.json()) as { items: { title: string }[] }).items.map((item) => item.title);
    })
    .toEqual(["Scarf", "Lego train", "Big book"]);
  await friendSees(friend, list, ["Scarf", "Lego train", "Big book"]);
});

test("drag and drop: a wish dropped on the top half of another goes before it", async ({
  page,
  request,
  listPage,
  secondDevice: friend,
}) => {
  // every card in view: the drag must not scroll the page midway
  await page.setViewportSize({ width: 1280, height: 2400 });
  const list = await listWith(request, ["Scarf", "Lego train", "Big book"]);
  await listPage.openAsOwner(list);

  const saved = reorderSaved(page);
  await listPage
    .card("Big book")
    .owner.dragHandle.dragTo(listPage.card("Scarf").root, { targetPosition: { x: 40, y: 8 } });
  await saved;
  await listPage.expectTitles(["Big book", "Scarf", "Lego train"]);
  await friendSees(friend, list, ["Big book", "Scarf", "Lego train"]);
});

test("deleting a wish asks first; cancelling keeps it", async ({ page, request, listPage, secondDevice: friend }) => {
  const list = await listWith(request, ["Big book", "Scarf", "Lego train"]);
  await listPage.openAsOwner(list);
  const scarf = listPage.card("Scarf");
  const confirm = listPage.deleteDialog;

  await scarf.owner.deleteButton.click();
  await expect(confirm.root).toContainText("“Scarf” will be removed");
  await confirm.cancelButton.click();
  await expect(confirm.root).toBeHidden();
  await listPage.expectTitles(["Big book", "Scarf", "Lego train"]);

  await scarf.owner.deleteButton.click();
  await confirm.deleteButton.click();
  await listPage.expectTitles(["Big book", "Lego train"]);
  await friendSees(friend, list, ["Big book", "Lego train"]);
  await page.reload();
  await listPage.expectTitles(["Big book", "Lego train"]);
});

test("a refused reorder is rolled back; the owner releases a friend's reservation", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  // the owner who releases a friend's reservation sees whose it is (surprise mode off, issue 28)
  await apiUpdateList(request, list, { surprise: false });
  const first = await apiAddItem(request, list, { title: "Puzzle" });
  await apiAddItem(request, list, { title: "Kite" });
  await apiReserve(request, first.id, "Anna", "friend-secret");
  // a page that has not heard of the other device's item yet: without live updates (decision 029)
  // it would show it before the move, and the move would succeed
  await page.addInitScript(() => Reflect.deleteProperty(window, "EventSource"));
  await listPage.openAsOwner(list);
  const puzzle = listPage.card("Puzzle");
  await expect(puzzle.reservedBy).toContainText("Anna");

  // another device adds an item meanwhile: this page's order misses it, so the server refuses it
  await apiAddItem(request, list, { title: "Ball" });
  await listPage.card("Kite").owner.moveUpButton.click();
  await expectToast(page, "The new order must name every item");
  await listPage.expectTitles(["Puzzle", "Kite"]);

  await puzzle.owner.releaseButton.click();
  await expectToast(page, "Reservation released.");
  await expect(puzzle.reservedBy).toHaveCount(0);
  await expect(puzzle.owner.releaseButton).toHaveCount(0);
});
