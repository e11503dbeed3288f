// Issue 26 on a phone: compact cards whose one action opens the form in place, sections and
// "most wanted" (docs/decisions/054); the filter and sort in filter-and-sort.spec.ts.
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { ListPage } from "../support/pages/ListPage";
import { hydrated, openWithLaterScriptsHeld } from "../support/slow-scripts";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB", viewport: { width: 390, height: 844 } });

test("a 20-wish list without pictures ends within 3,400 px on a 390 px phone", async ({
  page,
  request,
  listPage,
}, testInfo) => {
  const list = await apiCreateList(request);
  // the wishes of the owner's phone test (e2e/owner/phone.spec.ts), with some wished more than once
  for (let n = 1; n <= 20; n++) {
    await apiAddItem(request, list, {
      title: `Wish number ${n}`,
      url: "https://example.com/",
      price: 10 * n,
      note: n % 2 ? "Size M, blue if possible" : undefined,
      quantity: n % 5 === 0 ? 3 : 1,
    });
  }
  await listPage.open(list.slug);
  await expect(listPage.cards).toHaveCount(20);
  await listPage.waitUntilLive();
  // from the page's top to the last wish's end: what the page has once below its wishes (the
  // suggestion fold, the report and privacy links) is not the cards' size
  const height = await listPage.cards.last().evaluate((card) => card.getBoundingClientRect().bottom + window.scrollY);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  testInfo.annotations.push({ type: "visitor page height, 20 wishes, 390 px", description: `${height} px` });
  console.log(`20 wishes on a 390 px phone end at ${Math.round(height)} px (the page: ${pageHeight} px)`);
  expect(height).toBeLessThanOrEqual(3400);
  // no form is open: none of their fields is on the page to scroll past
  await expect(listPage.reservationPasswordInputs.filter({ visible: true })).toHaveCount(0);
});

test("a slow phone gets no reservation form in the first HTML: the opened card's link brings that one form", async ({
  browser,
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  const items = [];
  for (let n = 1; n <= 20; n++) {
    items.push(await apiAddItem(request, list, { title: `Wish number ${n}`, quantity: n % 5 === 0 ? 3 : 1 }));
  }
  // what a phone downloads first (decision 070): every card's action, none of their forms
  const html = await (await request.get(ListPage.path(list.slug))).text();
  expect(html.match(/data-testid="reserve-open"/g)).toHaveLength(20);
  expect(html).not.toContain('class="reservation"');
  expect(html).not.toContain('data-testid="reserve-password"');
  expect(html).not.toContain('type="password"');
  // asked for by the address, exactly that card's form is there, open
  const opened = items[4]!;
  const withForm = await (await request.get(`${ListPage.path(list.slug)}&reserve=${opened.id}`)).text();
  expect(withForm.match(/data-testid="reserve-password"/g)).toHaveLength(1);
  expect(withForm).toContain(`id="reserve-${opened.id}"`);
  // an unknown id opens nothing
  const unknown = await (await request.get(`${ListPage.path(list.slug)}&reserve=nope`)).text();
  expect(unknown).not.toContain('data-testid="reserve-password"');

  // with the scripts running, the card's action shows its form in place, without loading the page
  await listPage.open(list.slug);
  // a browser running no script at all (not even React's inline ones) shows the 20 cards where they
  // stand, not after the page behind a placeholder (decision 172)
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto(page.url());
  await expect(new ListPage(bare, "en").cards.last()).toBeVisible();
  await noScripts.close();
  await listPage.waitUntilLive();
  const card = listPage.card("Wish number 5");
  await card.openButton.click();
  await expect(card.nameInput).toBeFocused();
  await expect(card.units.oneMoreButton).toBeVisible();
  expect(new URL(page.url()).searchParams.get("reserve")).toBeNull();
});

test("the card's action opens the form in place with focus in it; cancel and success fold it away", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Teapot", price: 35 });
  await apiAddItem(request, list, { title: "Glasses", quantity: 6 });
  const taken = await apiAddItem(request, list, { title: "Scarf" });
  await apiReserve(request, taken.id, "Oma", "oma-pw");
  await listPage.open(list.slug);
  const teapot = listPage.card("Teapot");
  // the states, in words
  await expect(teapot.freeState).toHaveText("free");
  await expect(listPage.card("Scarf").reservedBy).toHaveText("Reserved by Oma");
  await expect(listPage.card("Glasses").units.reservedQuantity).toHaveText("0 of 6 reserved");
  // one action per card, the form folded away
  await expect(teapot.nameInput).toBeHidden();
  await expect(teapot.openButton).toHaveText(/Reserve/);
  // reserved by Oma on her device: someone else's here, its release tucked away (issue 51)
  await expect(listPage.card("Scarf").openButton).toHaveText(/Reserved by someone else/);

  await teapot.openButton.click();
  await expect(teapot.nameInput).toBeFocused();
  await expectNoSeriousA11yViolations(page, "list with one card's form open");
  await teapot.nameInput.fill("Alice");
  await teapot.cancelButton.click();
  await expect(teapot.nameInput).toBeHidden();
  await expect(teapot.openButton).toBeFocused();

  await teapot.toggleReservation({ name: "Alice", password: "alice-pw" });
  await expectToast(page, "Reserved!");
  await expect(teapot.reservedBy).toHaveText("Reserved by Alice");
  await expect(teapot.disclosure).not.toHaveAttribute("open");
  await expect(teapot.openButton).toHaveText(/Release/);
});

test("sections group the wishes in the owner's order, most wanted is marked; the owner renames a section live", async ({
  page,
  request,
  listPage,
  secondDevice,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Spade", section: "Garden" });
  await apiAddItem(request, list, { title: "Novel", section: "Books", most_wanted: true });
  await apiAddItem(request, list, { title: "Socks" });
  await apiAddItem(request, list, { title: "Rake", section: "Garden" });
  await listPage.open(list.slug);
  // without a section first, then the sections in the order of their first wish
  await listPage.expectTitles(["Socks", "Spade", "Rake", "Novel"]);
  await expect(listPage.sections.headings).toHaveText(["Garden", "Books"]);
  await expect(listPage.sections.wishHeadingsIn("Books")).toHaveText("Novel");
  await expect(listPage.card("Novel").mostWanted).toHaveText("★ Most wanted");
  await expect(listPage.card("Socks").mostWanted).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "list with sections");

  // the owner, on another device, files both garden wishes under a new name at once
  await secondDevice.openAsOwner(list);
  await secondDevice.sections.rename("Garden", "Outdoors");
  await expectToast(secondDevice.page, "Section renamed (2 wishes).");
  await expect(listPage.sections.headings).toHaveText(["Outdoors", "Books"]);
});

test("the owner sets section and most wanted in the wish form", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kite" });
  await listPage.openAsOwner(list);
  const kite = listPage.card("Kite");
  const form = await kite.edit();
  await form.save({ section: "Toys", mostWanted: true });
  await expect(kite.sectionTag).toHaveText("Toys");
  await expect(kite.mostWanted).toBeVisible();
});

test("the cards load their code on the first tap: the server's cards meanwhile, the tapped one's form then in place", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Scarf" });
  await apiAddItem(request, list, { title: "Book" });
  // a slow phone: the page's first scripts arrive, the cards' code waits (decision 172)
  const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(page, ListPage.path(list.slug));
  letScriptsLoad();
  await listPage.waitUntilLive();
  const card = listPage.card("Scarf");
  // the screen is hydrated, the server's cards are not (their code never came)
  expect(await listPage.screen.evaluate(hydrated)).toBe(true);
  expect(await card.openButton.evaluate(hydrated)).toBe(false);
  await card.root.evaluate((element) => Object.assign(element, { servedCard: true }));
  // the first tap opens the server's disclosure with its link to the form: the pending state
  await card.openButton.click();
  await expect(card.formLink).toBeVisible();
  letLaterScriptsLoad();
  // the code here, the same card hydrates in place and opens the form with focus in it
  await expect(card.nameInput).toBeFocused();
  expect(await card.root.evaluate((element) => "servedCard" in element)).toBe(true);
  expect(await card.openButton.evaluate(hydrated)).toBe(true);
  expect(new URL(page.url()).searchParams.get("reserve")).toBeNull();
});
