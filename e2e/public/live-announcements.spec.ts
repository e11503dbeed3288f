// What a screen reader hears of live updates (docs/decisions/029-live-list.md): a change made on
// this device is told once, by its own confirmation; "The list was just updated" is for changes
// made elsewhere, and for each of them. The stream names every version, this device's own too:
// the answer to a change says which version it made, so the page knows it as its own.
import type { Page } from "@playwright/test";
import { announced, recordAnnouncements } from "../support/announcements";
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expectToast } from "../support/toasts";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const UPDATED = "The list was just updated.";
/**
 * Holds the answer to this page's change until the page has read the list again on the stream's
 * event for it: the order a phone often sees (the event before the answer), made certain.
 */
async function answerAfterTheStream(page: Page, change: RegExp) {
  await page.route(change, async (route) => {
    const read = page.waitForResponse((response) => response.url().includes("/api/list_get"));
    const answer = await route.fetch();
    await read;
    await route.fulfill({ response: answer });
  });
}

const updates = async (page: Page) => (await announced(page)).filter((text) => text === UPDATED).length;

test("a friend's own reservation is told once; changes made elsewhere are told each time", async ({
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kite" });
  const scarf = await apiAddItem(request, list, { title: "Scarf" });
  const book = await apiAddItem(request, list, { title: "Book" });
  await recordAnnouncements(listPage.page);
  await listPage.open(list.slug);
  await listPage.waitUntilLive();

  await answerAfterTheStream(listPage.page, /\/api\/item_reserve/);
  const kite = listPage.card("Kite");
  await kite.toggleReservation({ name: "Alice", password: "pw-alice" });
  await expect(kite.reservedBy).toHaveText("Reserved by Alice");
  await expectToast(listPage.page, "Reserved!");

  // two changes made elsewhere, one after the other: each is told, and the stream's event for
  // Alice's own reservation came before them, so by then it was heard (and not told)
  await apiReserve(request, scarf.id, "Bob", "pw-bob");
  await expect(listPage.card("Scarf").reservedBy).toHaveText("Reserved by Bob");
  await expect.poll(() => updates(listPage.page)).toBe(1);
  await apiReserve(request, book.id, "Carl", "pw-carl");
  await expect(listPage.card("Book").reservedBy).toHaveText("Reserved by Carl");
  await expect.poll(() => updates(listPage.page)).toBe(2);
  const told = await announced(listPage.page);
  expect(told.filter((text) => text === "Reserved!")).toHaveLength(1);
  expect(told.filter((text) => text === UPDATED)).toHaveLength(2);
  expect(told.indexOf("Reserved!")).toBeLessThan(told.indexOf(UPDATED));
});

test("the owner's own new wish is not told as an update from elsewhere", async ({ listPage, request }) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kite" });
  await recordAnnouncements(listPage.page);
  await listPage.openAsOwner(list);
  await listPage.waitUntilLive();

  await answerAfterTheStream(listPage.page, /\/api\/item_create/);
  const form = await listPage.openAddWishForm();
  await form.add({ title: "Scarf" });
  await listPage.expectTitles(["Kite", "Scarf"]);

  // then a wish added on the owner's other device: told, and only it
  await apiAddItem(request, list, { title: "Book" });
  await listPage.expectTitles(["Kite", "Scarf", "Book"]);
  await expect.poll(() => updates(listPage.page)).toBe(1);
  await apiAddItem(request, list, { title: "Ball" });
  await listPage.expectTitles(["Kite", "Scarf", "Book", "Ball"]);
  await expect.poll(() => updates(listPage.page)).toBe(2);
});
