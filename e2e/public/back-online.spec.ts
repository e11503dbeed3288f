// Back online after a spell offline (issue 32, bugs 4 and 9): the page reads the list again by
// itself. Without a service worker here, so that the test can hold back the first reads.
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

// "online" can come before the network carries anything (a phone's Wi-Fi joined, its address not
// there yet): the first reads then get no answer. The page tries again quietly and shows what
// changed meanwhile, with no "could not load" on the way.
test("back online, reads that get no answer at first are tried again quietly", async ({
  page,
  context,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  const lantern = await apiAddItem(request, list, { title: "Lantern" });
  await listPage.open(list.slug);
  await listPage.card("Lantern").expectState("free");
  await context.setOffline(true);
  await expect(listPage.connection.offlineNote).toBeVisible();
  await apiReserve(request, lantern.id, "Bob", "pw-bob");

  // whatever the page says meanwhile, even for a moment
  await page.evaluate(() => {
    const seen = document.documentElement;
    new MutationObserver(() => {
      if (/Could not load the list/.test(document.body.innerText)) seen.dataset.sawLoadError = "yes";
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  let unanswered = 0;
  await page.route("**/api/list_get.php*", (route) => {
    if (unanswered >= 2) return route.fallback();
    unanswered += 1;
    return route.abort("internetdisconnected");
  });
  await context.setOffline(false);
  await expect(listPage.card("Lantern").reservedBy).toHaveText("Reserved by Bob");
  expect(unanswered).toBe(2);
  await expect(listPage.documentElement).not.toHaveAttribute("data-saw-load-error");
});
