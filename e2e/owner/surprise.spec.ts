// Issue 28: the surprise stays a surprise (peek on purpose), the list closes after the day with a
// thank-you list, and next year's list starts from the wishes that did not arrive.
import { apiAddItem, apiCreateList, apiPledge, apiReserve, apiUpdateList } from "../support/api";
import { openBeforeScripts } from "../support/slow-scripts";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

test("the owner's devices show that a wish is taken but not by whom, until the owner peeks for this visit", async ({
  page,
  request,
  listPage,
  secondDevice,
}) => {
  const list = await apiCreateList(request, "Christmas");
  const book = await apiAddItem(request, list, { title: "Book" });
  const socks = await apiAddItem(request, list, { title: "Socks", quantity: 6 });
  await apiAddItem(request, list, { title: "Tea" });
  const bike = await apiAddItem(request, list, { title: "Bike", price: 129, group_gift: true });
  const cards = await apiAddItem(request, list, { title: "Gift cards", unlimited: true });
  await apiReserve(request, book.id, "Oma Gerda", "oma-secret");
  await apiReserve(request, socks.id, "Tom", "tom-secret", 2);
  await apiPledge(request, bike.id, "Uncle Ben", "ben-secret", 50);
  await apiReserve(request, cards.id, "Lena", "lena-secret", 3);

  await listPage.openAsOwner(list);
  await expect(listPage.card("Book").reservedBy).toHaveText("Reserved");
  await expect(listPage.card("Socks").units.reservedQuantity).toHaveText("Partly reserved");
  // a wish without an upper count is never taken in full, nor "partly": someone gives it, how many unsaid
  await expect(listPage.card("Gift cards").units.reservedQuantity).toHaveText("Someone is giving you this");
  // a group gift is not "reserved": friends chip in, and neither who nor how much is said
  await expect(listPage.card("Bike").groupGift.progress).toHaveText("Friends are chipping in");
  await expect(listPage.screen).not.toContainText(/Oma Gerda|Tom|Uncle Ben|€50|Lena/);

  // a peek is deliberate: asked first, then shown for this visit only
  await listPage.closing.peek();
  await expect(listPage.card("Book").reservedBy).toHaveText("Reserved by Oma Gerda");
  await expect(listPage.card("Socks").units.reservedQuantity).toHaveText("2 of 6 reserved");
  await expect(listPage.card("Gift cards").units.reservedQuantity).toHaveText("3 given so far");
  await expect(listPage.card("Bike").groupGift.pledgers).toHaveText(["Uncle Ben: €50.00"]);
  await page.reload();
  await expect(listPage.toolbar.root).toBeVisible();
  await expect(listPage.card("Book").reservedBy).toHaveText("Reserved");
  await expect(listPage.screen).not.toContainText("Oma Gerda");

  // before the page's scripts run, the owner's device does not show the names either
  const letScriptsLoad = await openBeforeScripts(page, `/web/?slug=${list.slug}`);
  await expect(listPage.card("Book").root).toBeVisible();
  await expect(listPage.card("Book").reservedBy).toBeHidden();
  letScriptsLoad();
  await expect(listPage.card("Book").reservedBy).toHaveText("Reserved");

  // the guests' view on this device keeps it too (here: owner mode cannot be confirmed, no connection)
  await page.route("**/api/list.owner.check", (route) => route.abort());
  await page.reload();
  await expect(listPage.closing.surpriseNote).toHaveText(
    "Surprise mode: this device shows which wishes are taken, not by whom.",
  );
  await expect(listPage.toolbar.root).toHaveCount(0);
  await expect(listPage.card("Book").reservedBy).toHaveText("Reserved");
  await expect(listPage.screen).not.toContainText("Oma Gerda");

  // a friend (anyone with the link) still sees who reserved, as the settings say
  await secondDevice.open(list.slug);
  await expect(secondDevice.card("Book").reservedBy).toHaveText("Reserved by Oma Gerda");
});

test("after the day the owner closes the list, marks what arrived, thanks the givers and reopens it", async ({
  request,
  listPage,
  secondDevice,
}) => {
  const list = await apiCreateList(request, "Birthday 2026");
  await apiUpdateList(request, list, { event_date: "2026-01-10T15:00" });
  const book = await apiAddItem(request, list, { title: "Book" });
  await apiAddItem(request, list, { title: "Tea" });
  const bike = await apiAddItem(request, list, { title: "Bike", price: 129, group_gift: true });
  await apiReserve(request, book.id, "Oma Gerda", "oma-secret");
  await apiPledge(request, bike.id, "Uncle Ben", "ben-secret", 50);
  await apiPledge(request, bike.id, "Aunt May", "may-secret", 79);

  await listPage.openAsOwner(list);
  await expect(listPage.closing.closeSuggestion).toContainText("The day is over. Close the list?");
  await listPage.closing.closeButton.click();
  await expect(listPage.closing.closedBanner).toBeVisible();
  // closed: the surprise is over, the owner sees who gave what
  await expect(listPage.card("Book").reservedBy).toHaveText("Reserved by Oma Gerda");
  // the gifts have been given: nothing to release or remove any more (the API would refuse it)
  await expect(listPage.reservationReleaseButtons).toHaveCount(0);
  await listPage.card("Book").owner.receivedToggle.click();
  await expect(listPage.card("Book").received).toHaveText(/Received/);

  const { thanks } = listPage.closing;
  await thanks.open();
  // who chipped in for a group gift is thanked too
  await expect(thanks.lines).toHaveText(["Book – Oma Gerda ✓", "Bike – Uncle Ben and Aunt May"]);

  // guests see the thank-you banner, what arrived, and no reservation forms; the API refuses too
  await secondDevice.open(list.slug);
  await expect(secondDevice.closing.closedBanner).toHaveText(
    "Thank you! This list is closed – the gifts have been given.",
  );
  await expect(secondDevice.card("Book").received).toBeVisible();
  await expect(secondDevice.card("Tea").openButton).toHaveCount(0);
  const refused = await request.post("/api/item_reserve.php", {
    form: { item_id: book.id, name: "Anna", password: "anna-secret" },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe("list_closed");

  // reopened, guests can reserve again (live, without a reload)
  await listPage.closing.reopenButton.click();
  await expect(listPage.closing.closedBanner).toHaveCount(0);
  await expect(listPage.card("Book").owner.releaseButton).toBeVisible();
  await expect(secondDevice.card("Tea").openButton).toBeVisible();
});

test("copy for next year: same title to edit, only the wishes not received, nothing reserved", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request, "Birthday");
  const book = await apiAddItem(request, list, { title: "Book" });
  const tea = await apiAddItem(request, list, { title: "Tea" });
  await apiAddItem(request, list, { title: "Socks" });
  await apiReserve(request, book.id, "Oma Gerda", "oma-secret");
  await apiReserve(request, tea.id, "Tom", "tom-secret");
  const received = await request.post("/api/item_update.php", {
    data: { slug: list.slug, edit_token: list.editToken, item_id: book.id, received: true },
  });
  expect(received.status()).toBe(200);
  await apiUpdateList(request, list, { closed: true, theme_color: "#aa3355" });

  await listPage.openAsOwner(list);
  const transfer = await listPage.transfer.open();
  await expect(transfer.newTitleInput).toHaveValue("Birthday");
  await expect(transfer.nextYearCheckbox).toBeChecked();
  await transfer.newTitleInput.fill("Birthday 2027");
  await transfer.newPasswordInput.fill("next-year");
  await transfer.createButton.click();
  await page.waitForURL((url) => url.searchParams.get("slug") !== list.slug);
  await expect(listPage.title).toHaveText("Birthday 2027");
  await expect(listPage.createdDialog.root).toBeVisible();
  await page.keyboard.press("Escape");
  await listPage.expectTitles(["Tea", "Socks"]);
  await expect(listPage.screen).toHaveAttribute("data-theme-color", "#aa3355");
  await expect(listPage.closing.closedBanner).toHaveCount(0);
  await expect(listPage.receivedMarks).toHaveCount(0);
  await expect(listPage.card("Tea").freeState).toBeVisible();
});

test("the thank-you list's Copy keeps the ✓ marks it shows (issue 40)", async ({
  page,
  context,
  baseURL,
  request,
  listPage,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.setViewportSize({ width: 360, height: 740 });
  const list = await apiCreateList(request, "Birthday 2026");
  const book = await apiAddItem(request, list, { title: "Book" });
  const tea = await apiAddItem(request, list, { title: "Tea" });
  await apiReserve(request, book.id, "Oma Gerda", "oma-secret");
  await apiReserve(request, tea.id, "Tom", "tom-secret");
  const received = await request.post("/api/item_update.php", {
    data: { slug: list.slug, edit_token: list.editToken, item_id: book.id, received: true },
  });
  expect(received.status()).toBe(200);
  await apiUpdateList(request, list, { closed: true });

  await listPage.openAsOwner(list);
  const { thanks } = listPage.closing;
  await thanks.open();
  await expect(thanks.lines).toHaveText(["Book – Oma Gerda ✓", "Tea – Tom"]);
  await thanks.copyButton.click();
  await expectToast(page, "Thank-you list copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "Birthday 2026\n\nBook – Oma Gerda ✓\nTea – Tom",
  );
});

test("surprise mode: a group gift friends chip in for shows no empty progress bar to the owner (issue 40)", async ({
  page,
  request,
  listPage,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const list = await apiCreateList(request, "Birthday");
  await apiUpdateList(request, list, { surprise: true });
  const bike = await apiAddItem(request, list, { title: "Bike", price: 129, group_gift: true });
  await apiAddItem(request, list, { title: "Helmet", price: 40, group_gift: true });
  await apiPledge(request, bike.id, "Uncle Ben", "ben-secret", 50);

  await listPage.openAsOwner(list);
  const card = listPage.card("Bike");
  await expect(card.groupGift.progress).toHaveText("Friends are chipping in");
  // not how much: no bar, which would read as nothing collected
  await expect(card.groupGift.bar).toHaveCount(0);
  // a group gift nobody chipped in for yet still shows its (empty) bar: that is the truth
  await expect(listPage.card("Helmet").groupGift.bar).toBeVisible();
});
