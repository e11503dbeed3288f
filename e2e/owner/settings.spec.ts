// The list's settings in owner mode: every field saved, the live preview and its revert, the icon
// set, the errors of a save; the owner password changed in them in owner-password.spec.ts.
import type { Page } from "@playwright/test";
import type { WireList } from "../../lib/wire";
import { apiCreateList, apiUpdateList, type TestList } from "../support/api";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

async function fetchList(page: Page, list: TestList): Promise<WireList> {
  const response = await page.request.get(`/api/list_get.php?slug=${list.slug}`);
  return ((await response.json()) as { list: WireList }).list;
}

test("settings: every field is saved and survives a reload; empty event fields are cleared", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  let settings = await listPage.toolbar.openSettings();

  await settings.titleInput.fill("   ");
  await settings.saveButton.click();
  await expect(settings.error).toHaveText("Title must not be empty.");

  await settings.titleInput.fill("Mia turns 7");
  await settings.colourCode.fill("#0F766E");
  await settings.font.selectOption("serif");
  await settings.background.selectOption("party");
  await settings.occasion.selectOption("birthday_kids");
  await settings.eventDate.fill("2026-12-24T18:30");
  await settings.location.fill("Vienna, Prater");
  await settings.noteForGuests.fill("Bring cookies");
  await settings.identityMode.selectOption("icon");
  await settings.iconSet.selectOption("bachelor");
  await settings.requireName.uncheck();
  await settings.saveButton.click();

  await expect(settings.root).toBeHidden();
  await expectToast(page, "Changes saved.");
  await expect(listPage.title).toHaveText("Mia turns 7");
  await expect(listPage.screen).toHaveAttribute("data-theme-color", "#0f766e");

  expect(await fetchList(page, list)).toMatchObject({
    title: "Mia turns 7",
    theme_color: "#0f766e",
    font_key: "serif",
    bg_theme: "party",
    occasion: "birthday_kids",
    event_date: "2026-12-24T18:30",
    event_location: "Vienna, Prater",
    event_note: "Bring cookies",
    identity_mode: "icon",
    icon_pack_key: "bachelor",
    require_name: false,
  });

  await page.reload();
  await expect(listPage.screen).toHaveAttribute("data-bg", "party");
  settings = await listPage.toolbar.openSettings();
  await expect(settings.titleInput).toHaveValue("Mia turns 7");
  await expect(settings.colourCode).toHaveValue("#0f766e");
  await expect(settings.themeColour).toHaveValue("#0f766e");
  await expect(settings.font).toHaveValue("serif");
  await expect(settings.background).toHaveValue("party");
  await expect(settings.occasion).toHaveValue("birthday_kids");
  await expect(settings.eventDate).toHaveValue("2026-12-24T18:30");
  await expect(settings.location).toHaveValue("Vienna, Prater");
  await expect(settings.noteForGuests).toHaveValue("Bring cookies");
  await expect(settings.identityMode).toHaveValue("icon");
  await expect(settings.iconSet).toHaveValue("bachelor");
  await expect(settings.requireName).not.toBeChecked();

  // emptied event fields are sent as null
  await settings.eventDate.fill("");
  await settings.location.fill("");
  await settings.noteForGuests.fill("  ");
  await settings.saveButton.click();
  await expect(settings.root).toBeHidden();
  expect(await fetchList(page, list)).toMatchObject({
    event_date: null,
    event_location: null,
    event_note: null,
    title: "Mia turns 7",
  });
});

test("live preview: cancel, the cross and the editor panel's discard revert it; the panel saves", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const { screen, toolbar } = listPage;
  await expect(screen).toHaveAttribute("data-bg", "plain");

  let settings = await toolbar.openSettings();
  await settings.background.selectOption("birthday");
  await settings.font.selectOption("comic");
  await expect(screen).toHaveAttribute("data-bg", "birthday"); // after the 200 ms delay
  await expect(screen).toHaveAttribute("data-font", "comic");
  await settings.cancelButton.click();
  await expect(settings.root).toBeHidden();
  await expect(screen).toHaveAttribute("data-bg", "plain");
  await expect(screen).toHaveAttribute("data-font", "system");

  settings = await toolbar.openSettings();
  await expect(settings.background).toHaveValue("plain");
  await settings.colourCode.fill("#b91c1c");
  await expect(screen).toHaveAttribute("data-theme-color", "#b91c1c");
  await settings.closeButton.click();
  await expect(screen).toHaveAttribute("data-theme-color", "#111827");

  // the editor panel: temporary until saved
  const panel = await toolbar.appearance.open();
  await panel.background.selectOption("party");
  await expect(screen).toHaveAttribute("data-bg", "party");
  await expect(panel.status).toHaveText("Preview – not saved yet.");
  await panel.discardButton.click();
  await expect(screen).toHaveAttribute("data-bg", "plain");
  await panel.font.selectOption("serif");
  await panel.saveButton.click();
  await expectToast(page, "Changes saved.");
  await expect(panel.previewNote).toHaveCount(0);
  await page.reload();
  await expect(screen).toHaveAttribute("data-font", "serif");
  await expect(screen).toHaveAttribute("data-bg", "plain");
});

test("icon set: shown only in icon mode; occasion sets it until one is chosen, then keeps it", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const settings = await listPage.toolbar.openSettings();
  const { iconSet, identityMode, occasion } = settings;

  await expect(identityMode).toHaveValue("name");
  await expect(iconSet).toHaveCount(0);
  await identityMode.selectOption("password_only");
  await expect(iconSet).toHaveCount(0);
  await identityMode.selectOption("icon");
  await expect(iconSet).toHaveValue("neutral");

  await occasion.selectOption("xmas");
  await expect(iconSet).toHaveValue("xmas"); // derived while none is chosen
  await occasion.selectOption("family");
  await expect(iconSet).toHaveValue("family");
  await iconSet.selectOption("kids");
  await occasion.selectOption("bachelor");
  await expect(iconSet).toHaveValue("kids"); // chosen: stays
  await settings.saveButton.click();
  await expect(settings.root).toBeHidden();
  expect(await fetchList(page, list)).toMatchObject({
    occasion: "bachelor",
    icon_pack_key: "kids",
    identity_mode: "icon",
  });

  // a pack chosen earlier (here by another client) also stays when the occasion changes
  await apiUpdateList(request, list, { occasion: "xmas", icon_pack_key: "family" });
  await page.reload();
  await listPage.toolbar.openSettings();
  await expect(iconSet).toHaveValue("family");
  await occasion.selectOption("birthday_kids");
  await expect(iconSet).toHaveValue("family");
  // …while a list that follows its occasion keeps following it
  await settings.cancelButton.click();
  await apiUpdateList(request, list, { occasion: "xmas", icon_pack_key: null });
  await page.reload();
  await listPage.toolbar.openSettings();
  await expect(iconSet).toHaveValue("xmas");
  await occasion.selectOption("birthday_kids");
  await expect(iconSet).toHaveValue("kids");
});

test("settings errors: the server's sentence after 'Error while saving.', a lost connection, the saving state", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const settings = await listPage.toolbar.openSettings();
  const { location } = settings;

  // a location longer than the server allows (the input's own limit lifted, as an old browser might)
  await location.evaluate((input) => input.removeAttribute("maxlength"));
  await location.fill("x".repeat(201));
  await settings.saveButton.click();
  await expect(settings.error).toHaveText("Error while saving. The location can be at most 200 characters long.");
  await expect(settings.root).toBeVisible();

  await location.fill("Linz");
  await page.route("**/api/list_update.php", (route) => route.abort("connectionfailed"));
  await settings.saveButton.click();
  await expect(settings.error).toHaveText("Network error: the server could not be reached");
  await page.unroute("**/api/list_update.php");

  // hold the real answer until the saving state has been seen (no race with a busy machine)
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/list_update.php", async (route) => {
    await held;
    await route.continue();
  });
  await settings.saveButton.click();
  await expect(settings.savingButton).toBeDisabled();
  await expect(location).toBeDisabled();
  release();
  await expect(settings.root).toBeHidden();
  expect((await fetchList(page, list)).event_location).toBe("Linz");
});
