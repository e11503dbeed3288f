// The stored copy of a list opened offline (issue 32, bug 4; decision 019): it says it is offline
// and from when, reserving and releasing wait for the connection, and once back the page reads the
// list again by itself, so a gift reserved meanwhile no longer looks free. Its logo is not broken.
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", serviceWorkers: "allow" });

test("offline copy: says when it is from, reserving waits, back online it shows what changed", async ({
  page,
  context,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  const lantern = await apiAddItem(request, list, { title: "Lantern" });
  await listPage.open(list.slug);
  // the page and every file it fetched, the forms' code included (fetched when idle or at the
  // first opening, decision 070), are stored before the connection goes
  await listPage.card("Lantern").openForm();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance
            .getEntriesByType("resource")
            .map((entry) => entry.name)
            .filter((name) => name.includes("/_next/static/"));
          const stored = await Promise.all([location.href, ...files].map((address) => caches.match(address)));
          return stored.every(Boolean);
        }),
      { timeout: 60_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  // a friend reserves the lantern meanwhile
  await apiReserve(request, lantern.id, "Bob", "pw-bob");
  await page.reload();
  const card = listPage.card("Lantern");
  await card.expectState("free"); // the copy is from before
  await expect(listPage.connection.offlineNote).toBeVisible();
  // the header's logo comes from the stored copy too, not as a broken picture (issue 32, bug 10)
  const logo = listPage.logo;
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(listPage.connection.offlineSince).toHaveText(/^As of .*\d{1,2}:\d{2}/);
  // the form's code came while online (fetched when the page was idle), so it opens offline too
  await card.openForm();
  await expect(card.reserveToggle).toBeDisabled();
  await card.nameInput.fill("Oma");
  await card.passwordInput.fill("oma-secret");
  await card.passwordInput.press("Enter");
  await expect(card.reserveToggle).toBeDisabled();

  await context.setOffline(false);
  await expect(listPage.connection.offlineNote).toBeHidden();
  await expect(card.reservedBy).toHaveText("Reserved by Bob");
  await expect(card.notice).toContainText("Someone else has just reserved this gift");
});
