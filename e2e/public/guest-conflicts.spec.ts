// What a guest is typing survives a change made elsewhere meanwhile (issue 32): a wish reserved by
// someone else while the guest typed is never sent as a release (bug 5), also when a wish wished
// more than once runs short; a wish deleted while the page did not hear of it says so and goes
// (bug 9).
import type { Page } from "@playwright/test";
import { apiAddItem, apiCreateList, apiDeleteItem, apiReserve } from "../support/api";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

/** Every release the page sends, from now on. */
function recordReleases(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/item_unreserve")) sent.push(request.url());
  });
  return sent;
}

test("a wish reserved elsewhere while the guest types says so in place of the form and sends no release", async ({
  page,
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  const teapot = await apiAddItem(request, list, { title: "Teapot" });
  await listPage.open(list.slug);
  await listPage.waitUntilLive();
  const card = listPage.card("Teapot");
  await card.openForm();
  await card.nameInput.fill("Oma");
  await card.passwordInput.fill("oma-secret");
  const releases = recordReleases(page);

  // Bob reserves it on his phone meanwhile
  await apiReserve(request, teapot.id, "Bob", "pw-bob");
  await expect(card.reservedBy).toHaveText("Reserved by Bob");
  await expect(card.notice).toContainText("Someone else has just reserved this gift");
  // the notice alone: no "Release" form with Oma's name in it (issue 40), and focus on "Got it"
  await expect(card.nameInput).toHaveCount(0);
  await expect(card.passwordInput).toHaveCount(0);
  await expect(card.reserveToggle).toHaveCount(0);
  await expect(card.dismissNotice).toBeFocused();
  // Enter sends nothing either: it only dismisses the notice
  await page.keyboard.press("Enter");
  await expect(card.notice).toHaveCount(0);
  await expect(card.passwordInput).toHaveValue("");
  // reserved by Bob on his phone: someone else's here (issue 51)
  await card.expectState("others");
  expect(releases).toEqual([]);
});

test("more units: fewer left says so, none left keeps the input and sends no release", async ({
  page,
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  const glasses = await apiAddItem(request, list, { title: "Wine glasses", quantity: 6 });
  await listPage.open(list.slug);
  await listPage.waitUntilLive();
  const card = listPage.card("Wine glasses");
  await card.openForm();
  await card.units.oneMoreButton.click();
  await card.units.oneMoreButton.click();
  await expect(card.units.reserveCountValue).toHaveText("3");
  await card.nameInput.fill("Oma");
  await card.passwordInput.fill("oma-secret");
  const releases = recordReleases(page);

  await apiReserve(request, glasses.id, "Bob", "pw-bob", 4);
  await expect(card.notice).toHaveText("Someone just reserved some: only 2 are left.");
  await expect(card.units.reserveCountButton(2)).toBeVisible();

  await apiReserve(request, glasses.id, "Carl", "pw-carl", 2);
  await expect(card.units.reservedQuantity).toContainText("6 of 6 reserved");
  await expect(card.notice).toContainText("Someone else has just reserved this gift");
  // no "Release mine" form holding Oma's input (issue 40)
  await expect(card.nameInput).toHaveCount(0);
  await expect(card.passwordInput).toHaveCount(0);
  await expect(card.units.releaseMineButton).toHaveCount(0);
  await card.dismissNotice.click();
  await expect(card.notice).toHaveCount(0);
  expect(releases).toEqual([]);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a form overtaken by another guest shows the notice, not a Release form with the typed name (issue 40)", async ({
    listPage,
    request,
  }) => {
    const list = await apiCreateList(request);
    const teapot = await apiAddItem(request, list, { title: "Teapot" });
    await listPage.open(list.slug);
    await listPage.waitUntilLive();
    const card = listPage.card("Teapot");
    await card.openForm();
    await card.nameInput.fill("Oma");
    await card.passwordInput.fill("oma-secret");

    await apiReserve(request, teapot.id, "Bob", "pw-bob");
    await expect(card.notice).toContainText("Someone else has just reserved this gift");
    await expect(card.textFields).toHaveCount(0);
    await expect(card.reserveToggle).toHaveCount(0);

    // Bob changes his mind before Oma reads it: her wish is free, and what she typed is back
    const released = await request.post("/api/item_unreserve.php", {
      form: { item_id: teapot.id, password: "pw-bob" },
    });
    expect(released.status()).toBe(200);
    await expect(card.notice).toHaveCount(0);
    await expect(card.nameInput).toHaveValue("Oma");
    await expect(card.passwordInput).toHaveValue("oma-secret");
    await expect(card.reserveToggle).toHaveAttribute("data-state", "free");
  });
});

test("a wish deleted while the live connection is down says it was removed and leaves the list", async ({
  page,
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  const kite = await apiAddItem(request, list, { title: "Kite" });
  await apiAddItem(request, list, { title: "Ball" });
  // the live connection is down, and the list is not read again until the test lets it
  await page.route("**/api/list_events.php**", (route) => route.abort());
  let readAgain: () => void = () => {};
  const mayRead = new Promise<void>((resolve) => (readAgain = resolve));
  let opened = false;
  await page.route("**/api/list_get.php**", async (route) => {
    if (opened) await mayRead;
    await route.continue();
  });
  await listPage.open(list.slug);
  opened = true;
  await expect(listPage.cards).toHaveCount(2);

  await apiDeleteItem(request, list, kite.id);
  await listPage.card("Kite").toggleReservation({ name: "Oma", password: "oma-secret" });
  await expectToast(page, "“Kite” was just removed from the list.");
  readAgain();
  await listPage.expectTitles(["Ball"]);
});

test("back online, a wish deleted meanwhile is gone without a reload", async ({ context, listPage, request }) => {
  const list = await apiCreateList(request);
  const kite = await apiAddItem(request, list, { title: "Kite" });
  await apiAddItem(request, list, { title: "Ball" });
  await listPage.open(list.slug);
  await listPage.waitUntilLive();
  await context.setOffline(true);
  await expect(listPage.connection.offlineNote).toBeVisible();
  await apiDeleteItem(request, list, kite.id);
  await context.setOffline(false);
  await listPage.expectTitles(["Ball"]);
  await expect(listPage.connection.offlineNote).toBeHidden();
});
