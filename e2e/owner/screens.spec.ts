// The owner's screens at phone and desktop width: no serious accessibility findings, and
// screenshots attached to the report for a human look.
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import { attachScreenshot } from "../support/screenshots";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

const OPEN_DIALOG = { include: ["dialog[open]"] };

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`owner screens at ${viewport.width} px`, async ({ page, request, listPage }, testInfo) => {
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
    await listPage.open(list.slug);
    await listPage.ownerLoginButton.click();
    const login = listPage.loginDialog;
    await login.unlockButton.click();
    await expect(login.error).toBeVisible();
    await expectNoSeriousA11yViolations(page, "unlock dialog", OPEN_DIALOG);
    await attachScreenshot(page, testInfo, `unlock-${viewport.width}`, { fullPage: false });
    await login.cancelButton.click();

    // owner: toolbar with the editor panel and the share card, items with owner controls
    await listPage.openAsOwner(list);
    const card = await listPage.toolbar.openShareCard();
    await expect(card.qrCode).toBeVisible();
    await expectNoSeriousA11yViolations(page, "owner toolbar, share card and items", {
      include: [".owner-toolbar", ".owner-items"],
    });
    await attachScreenshot(page, testInfo, `owner-${viewport.width}`);

    const editor = await listPage.card("Cookbook").edit();
    await expect(editor.titleInput).toHaveValue("Cookbook");
    await expectNoSeriousA11yViolations(page, "inline item editor", { include: [".owner-items"] });
    await listPage.card("Reading lamp").owner.deleteButton.click();
    await expect(listPage.deleteDialog.root).toBeVisible();
    await expectNoSeriousA11yViolations(page, "delete confirmation", OPEN_DIALOG);
    await page.keyboard.press("Escape");
    await expect(listPage.deleteDialog.root).toBeHidden();

    const settings = await listPage.toolbar.openSettings();
    const box = await settings.root.boundingBox();
    if (viewport.width <= 640) expect(box?.width).toBe(viewport.width);
    else expect(box?.width).toBeLessThanOrEqual(720);
    // the save button stays in view while the form scrolls
    await expect(settings.saveButton).toBeInViewport();
    await expectNoSeriousA11yViolations(page, "settings modal", OPEN_DIALOG);
    await attachScreenshot(page, testInfo, `settings-${viewport.width}`, { fullPage: false });
  });
}
