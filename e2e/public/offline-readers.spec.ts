// Offline, each reader of a list gets back only the copy stored for them (decision 019): the
// service worker used to store list_get's answers by address alone, and the owner's read and a
// friend's have the same address (the owner's token travels in a header). On a phone shared in
// the family, a friend's copy, with who reserved what, came back to the owner offline: the surprise
// spoiled. The attacker's walk of session 73 found it.
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", serviceWorkers: "allow" });

test("offline, the owner never gets a friend's stored copy of the list", async ({
  page,
  context,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiUpdateList(request, list, { surprise: true });
  const bike = await apiAddItem(request, list, { title: "Bike" });
  await apiReserve(request, bike.id, "Bob", "pw-bob");
  await listPage.open(list.slug);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);

  /** list_get as the page asks it, through the service worker: its body, or "failed" */
  const read = (editToken?: string) =>
    page.evaluate(
      async ({ slug, token }) => {
        try {
          const response = await fetch(`/api/list_get.php?slug=${encodeURIComponent(slug)}`, {
            cache: "no-cache",
            headers: token ? { "X-Edit-Token": token } : {},
          });
          return await response.text();
        } catch {
          return "failed";
        }
      },
      { slug: list.slug, token: editToken },
    );

  // a friend's read on this phone is stored, and shows Bob
  expect(await read()).toContain("Bob");
  await context.setOffline(true);
  // the owner never read online here: nothing of theirs is stored, so nothing comes back
  expect(await read(list.editToken)).toBe("failed");
  expect(await read()).toContain("Bob");

  await context.setOffline(false);
  // the owner reads online (surprise: no names), and offline gets that copy back, not the friend's
  expect(await read(list.editToken)).not.toContain("Bob");
  await context.setOffline(true);
  const ownersCopy = await read(list.editToken);
  expect(ownersCopy).toContain("Bike");
  expect(ownersCopy).not.toContain("Bob");
  // and the friend still gets theirs
  expect(await read()).toContain("Bob");
});

test("signing the owner out leaves none of the owner's stored answers on the device", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Tent" });
  await listPage.openAsOwner(list);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  /** The copies of this list stored for a reader with a token, in every cache of the origin. */
  const ownersCopies = () =>
    page.evaluate(async (slug) => {
      let found = 0;
      for (const name of await caches.keys()) {
        for (const stored of await (await caches.open(name)).keys()) {
          const url = new URL(stored.url);
          if (url.searchParams.get("slug") === slug && url.searchParams.has("stored-for")) found += 1;
        }
      }
      return found;
    }, list.slug);
  // the owner's read through the service worker, as the page reads it: stored for the owner
  await page.evaluate(
    ({ slug, token }) =>
      fetch(`/api/list_get.php?slug=${encodeURIComponent(slug)}`, {
        cache: "no-cache",
        headers: { "X-Edit-Token": token },
      }),
    { slug: list.slug, token: list.editToken },
  );
  await expect.poll(ownersCopies).toBeGreaterThan(0);

  await listPage.toolbar.logoutButton.click();
  await expect(listPage.ownerLoginButton).toBeVisible();
  await expect.poll(ownersCopies).toBe(0);
});
