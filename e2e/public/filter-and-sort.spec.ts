// Issue 26 on a phone: the filter and sort of a list, which lives in the address
// (docs/decisions/055): a plain form before the scripts, its code loaded on the first opening, and
// the sort across sections. The compact cards and sections are in compact-cards.spec.ts.
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import { ListPage } from "../support/pages/ListPage";
import { openBeforeScripts, openWithLaterScriptsHeld } from "../support/slow-scripts";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 390, height: 844 } });

test("filter and sort: a plain form before the scripts, instant after, in the address, kept by live updates", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Cheap", price: 5 });
  const taken = await apiAddItem(request, list, { title: "Taken", price: 8 });
  await apiAddItem(request, list, { title: "Dear", price: 80, most_wanted: true });
  const middle = await apiAddItem(request, list, { title: "Middle", price: 20 });
  await apiReserve(request, taken.id, "Oma", "oma-pw");

  // before the scripts: the form is sent as GET and the server renders the chosen view
  await openBeforeScripts(page, ListPage.path(list.slug));
  const view = listPage.view;
  // folded into one button until used; a native disclosure, so it opens before the scripts too
  await expect(view.form).toBeHidden();
  await view.opener.click();
  await view.onlyFree.check();
  await view.maxPriceInput("€").fill("30");
  await view.sort.selectOption("price_down");
  await Promise.all([page.waitForURL(/show=free/, { waitUntil: "domcontentloaded" }), view.showButton.click()]);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toMatchObject({ slug: list.slug, show: "free", max: "30", sort: "price_down" });
  await listPage.expectTitles(["Middle", "Cheap"]);
  // a chosen view shows its form open
  await expect(view.form).toBeVisible();
  await page.unrouteAll();

  // a reload with the scripts: the same view, then each change shows at once and the address follows
  await page.reload();
  await listPage.waitUntilLive();
  await listPage.expectTitles(["Middle", "Cheap"]);
  await expect(view.count).toHaveText("2 of 4 wishes");
  await view.maxPriceInput("€").fill("");
  await listPage.expectTitles(["Dear", "Middle", "Cheap"]);
  await view.sort.selectOption("most_wanted");
  await listPage.expectTitles(["Dear", "Cheap", "Middle"]);
  await expect(page).toHaveURL(/sort=most_wanted/);
  expect(new URL(page.url()).searchParams.get("max")).toBeNull();

  // someone reserves a wish meanwhile: it leaves the "only free" view, the view stays
  await apiReserve(request, middle.id, "Bob", "bob-pw");
  await listPage.expectTitles(["Dear", "Cheap"]);
  await expect(view.onlyFree).toBeChecked();

  await view.showAllLink.click();
  await listPage.expectTitles(["Cheap", "Taken", "Dear", "Middle"]);
  expect(new URL(page.url()).search).toBe(`?slug=${list.slug}`);
});

test("filter and sort loads its code on the first opening: the server's form meanwhile, its choice kept", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  const taken = await apiAddItem(request, list, { title: "Taken" });
  await apiAddItem(request, list, { title: "Free" });
  await apiReserve(request, taken.id, "Oma", "oma-pw");
  // a slow phone: the page's first scripts arrive, whatever it fetches later waits (decision 167)
  const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(page, ListPage.path(list.slug));
  letScriptsLoad();
  await listPage.waitUntilLive();
  await listPage.view.opener.click();
  const onlyFree = listPage.view.onlyFree;
  await onlyFree.check();
  // the server's form, its code still on the way: nothing filtered yet, nothing lost
  await listPage.expectTitles(["Taken", "Free"]);
  // marked, to tell the server's form hydrated in place (focus and ticks kept) from one drawn afresh
  await listPage.view.form.evaluate((form) => Object.assign(form, { servedForm: true }));
  letLaterScriptsLoad();
  await listPage.expectTitles(["Free"]);
  await expect(page).toHaveURL(/show=free/);
  await expect(onlyFree).toBeChecked();
  expect(await listPage.view.form.evaluate((form) => "servedForm" in form)).toBe(true);
  await onlyFree.uncheck();
  await listPage.expectTitles(["Taken", "Free"]);
});

test.describe("sorting on a 390 px phone (issue 40)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a sort orders the whole list across its sections, counts prices written as text, and says so", async ({
    page,
    request,
    listPage,
  }) => {
    const list = await apiCreateList(request);
    await apiUpdateList(request, list, { currency: "USD" });
    await apiAddItem(request, list, { title: "Socks", price: 5 });
    await apiAddItem(request, list, { title: "Surprise me", price: "something small" });
    await apiAddItem(request, list, { title: "Novel", price: 12, section: "Books" });
    await apiAddItem(request, list, { title: "Spade", price: 49.99, section: "Garden" });
    await apiAddItem(request, list, { title: "Hammock", price: "111.99 USD", section: "Garden" });
    await apiAddItem(request, list, { title: "Rake", price: 30, section: "Garden", most_wanted: true });
    await listPage.open(list.slug);
    await listPage.waitUntilLive();
    await listPage.expectTitles(["Socks", "Surprise me", "Novel", "Spade", "Hammock", "Rake"]);

    const view = listPage.view;
    await view.opener.click();
    const sort = view.sort;
    await expect(sort).toHaveAccessibleDescription("As the list's owner arranged them, under their sections.");

    // the only most-wanted wish comes first, though it is filed under the last section
    await sort.selectOption("most_wanted");
    await listPage.expectTitles(["Rake", "Socks", "Surprise me", "Novel", "Spade", "Hammock"]);
    await expect(sort).toHaveAccessibleDescription(/The most wanted wishes first, across all sections/);
    // one list now: no section headings, each card names its section instead
    await expect(listPage.sections.all).toHaveCount(0);
    await expect(listPage.card("Rake").sectionTag).toHaveText("Garden");
    await expect(listPage.card("Socks").sectionTag).toHaveCount(0);

    // "111.99 USD" is the dearest; a price without an amount comes last
    await sort.selectOption("price_down");
    await listPage.expectTitles(["Hammock", "Spade", "Rake", "Novel", "Socks", "Surprise me"]);
    await expect(sort).toHaveAccessibleDescription(/A price written as text counts by the amount it names/);
    await sort.selectOption("price_up");
    await listPage.expectTitles(["Socks", "Novel", "Rake", "Spade", "Hammock", "Surprise me"]);

    // the price limit counts it the same way
    await view.maxPriceInput("US$").fill("120");
    await listPage.expectTitles(["Socks", "Novel", "Rake", "Spade", "Hammock"]);

    // the server renders the same for the same address (a reload, a shared link)
    await page.reload();
    await listPage.expectTitles(["Socks", "Novel", "Rake", "Spade", "Hammock"]);
  });
});
