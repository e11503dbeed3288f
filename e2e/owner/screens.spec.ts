// The owner's screens at phone and desktop width: no serious accessibility findings, and
// screenshots attached to the report for a human look.
import { expect, test } from "../support/test";
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import { attachScreenshot, expectNoSeriousViolations, openAsOwner, ownerTools } from "./support";

test.use({ locale: "en-GB" });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`owner screens at ${viewport.width} px`, async ({ page, request }, testInfo) => {
    await page.setViewportSize(viewport);
    // axe reads colours: no half-faded dialog mid-animation
    await page.emulateMedia({ reducedMotion: "reduce" });
    const list = await apiCreateList(request, "Emma’s 30th");
    await apiUpdateList(request, list, { event_location: "Graz", identity_mode: "icon", occasion: "family" });
    const lamp = await apiAddItem(request, list, {
      title: "Reading lamp",
      price: "49,90",
      url: "https://example.com/lamp",
      note: "Warm white light",
    });
    await apiAddItem(request, list, { title: "Cookbook", price: "ca. 25 €" });
    await apiReserve(request, lamp.id, "👩", "friend-secret");

    // visitor: the login button and the unlock dialog
    await page.goto(`/web/?slug=${list.slug}`);
    await page.getByRole("button", { name: "Owner login" }).click();
    const login = page.getByRole("dialog", { name: "Owner login" });
    await login.getByRole("button", { name: "Unlock" }).click();
    await expect(login.getByRole("alert")).toBeVisible();
    await expectNoSeriousViolations(page, ["dialog[open]"], "unlock dialog");
    await attachScreenshot(page, testInfo, `unlock-${viewport.width}`, { fullPage: false });
    await login.getByRole("button", { name: "Cancel" }).click();

    // owner: toolbar with the editor panel and the share card, items with owner controls
    await openAsOwner(page, list);
    await ownerTools(page).getByRole("button", { name: "Share your list" }).click();
    await expect(page.getByRole("img", { name: "QR code of the invitation link" })).toBeVisible();
    await expectNoSeriousViolations(page, [".owner-toolbar", ".owner-items"], "owner toolbar, share card and items");
    await attachScreenshot(page, testInfo, `owner-${viewport.width}`);

    await page.getByRole("button", { name: "Edit “Cookbook”" }).click();
    await expectNoSeriousViolations(page, [".owner-items"], "inline item editor");
    await page.getByRole("button", { name: "Delete “Reading lamp”" }).click();
    await expectNoSeriousViolations(page, ["dialog[open]"], "delete confirmation");
    await page.keyboard.press("Escape");

    await ownerTools(page).getByRole("button", { name: "Settings" }).click();
    const settings = page.getByRole("dialog", { name: "List settings" });
    await expect(settings).toBeVisible();
    const box = await settings.boundingBox();
    if (viewport.width <= 640) expect(box?.width).toBe(viewport.width);
    else expect(box?.width).toBeLessThanOrEqual(720);
    // the save button stays in view while the form scrolls
    await expect(settings.getByRole("button", { name: "Save" })).toBeInViewport();
    await expectNoSeriousViolations(page, ["dialog[open]"], "settings modal");
    await attachScreenshot(page, testInfo, `settings-${viewport.width}`, { fullPage: false });
  });
}
