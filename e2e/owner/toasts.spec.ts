// Issue 32 (10): toasts do not pile up on each other. Several different ones show one above the
// other, inside a phone's screen; the same sentence again replaces its earlier toast.
import { apiAddItem, apiCreateList } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 375, height: 740 } });

test("different toasts stand one above the other on a phone; the same one does not repeat", async ({
  request,
  listPage,
  page,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Socks" });
  // the page's clock stands still once the list is open, so the toasts' 3.6 s do not run out
  // before the test has looked at them, however slow the machine is
  await page.clock.install({ time: new Date("2026-12-01T10:00:00Z") });
  await listPage.openAsOwner(list);
  await page.clock.pauseAt(new Date("2026-12-01T10:10:00Z"));

  const form = await listPage.openAddWishForm();
  for (const title of ["Scarf", "Gloves"]) {
    await form.fill({ title });
    await form.addButton.click();
    await expect(listPage.card(title).root).toBeVisible();
  }
  const editor = await listPage.card("Socks").edit();
  await editor.fill({ title: "Wool socks" });
  await editor.saveButton.click();
  await expect(listPage.card("Wool socks").root).toBeVisible();

  const toasts = listPage.toasts;
  // "Wish added." twice made one toast, not two
  await expect(toasts).toHaveText(["Wish added.", "Wish saved."]);
  const [added, saved] = await Promise.all([toasts.nth(0).boundingBox(), toasts.nth(1).boundingBox()]);
  expect(added && saved).toBeTruthy();
  // one above the other, not on top of each other, and both on the screen
  expect(added!.y + added!.height).toBeLessThanOrEqual(saved!.y);
  for (const box of [added!, saved!]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  }

  // and they go after their 3.6 s
  await page.clock.runFor(4000);
  await expect(toasts).toHaveCount(0);
});
