import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectToast, recordToasts } from "../support/toasts";
import type { WireList } from "../../lib/wire";
import { apiCreateList, apiUpdateList, type TestList } from "../support/api";
import { openAsOwner, ownerTools } from "./support";

test.use({ locale: "en-GB" });

const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "List settings" });

async function openSettings(page: Page) {
  await ownerTools(page).getByRole("button", { name: "Settings" }).click();
  await expect(settingsDialog(page)).toBeVisible();
  return settingsDialog(page);
}

async function fetchList(page: Page, list: TestList): Promise<WireList> {
  const response = await page.request.get(`/api/list_get.php?slug=${list.slug}`);
  return ((await response.json()) as { list: WireList }).list;
}

test("settings: every field is saved and survives a reload; empty event fields are cleared", async ({
  page,
  request,
}) => {
  const list = await apiCreateList(request);
  await openAsOwner(page, list);
  let dialog = await openSettings(page);

  await dialog.getByLabel("Title").fill("   ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Title must not be empty.");

  await dialog.getByLabel("Title").fill("Mia turns 7");
  await dialog.getByLabel("Colour code (hex)").fill("#0F766E");
  await dialog.getByLabel("Font").selectOption("serif");
  await dialog.getByLabel("Background").selectOption("party");
  await dialog.getByLabel("Occasion").selectOption("birthday_kids");
  await dialog.getByLabel("Date and time").fill("2026-12-24T18:30");
  await dialog.getByLabel("Location").fill("Vienna, Prater");
  await dialog.getByLabel("Note for guests").fill("Bring cookies");
  await dialog.getByLabel("How guests identify themselves").selectOption("icon");
  await dialog.getByLabel("Icon set").selectOption("bachelor");
  await dialog.getByLabel("Guests must say who they are when reserving").uncheck();
  await dialog.getByRole("button", { name: "Save" }).click();

  await expect(dialog).toBeHidden();
  await expectToast(page, "Changes saved.");
  await expect(page.getByTestId("list-title")).toHaveText("Mia turns 7");
  await expect(page.getByTestId("list-screen")).toHaveAttribute("data-theme-color", "#0f766e");

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
  await expect(page.getByTestId("list-screen")).toHaveAttribute("data-bg", "party");
  dialog = await openSettings(page);
  await expect(dialog.getByLabel("Title")).toHaveValue("Mia turns 7");
  await expect(dialog.getByLabel("Colour code (hex)")).toHaveValue("#0f766e");
  await expect(dialog.getByLabel("Theme colour")).toHaveValue("#0f766e");
  await expect(dialog.getByLabel("Font")).toHaveValue("serif");
  await expect(dialog.getByLabel("Background")).toHaveValue("party");
  await expect(dialog.getByLabel("Occasion")).toHaveValue("birthday_kids");
  await expect(dialog.getByLabel("Date and time")).toHaveValue("2026-12-24T18:30");
  await expect(dialog.getByLabel("Location")).toHaveValue("Vienna, Prater");
  await expect(dialog.getByLabel("Note for guests")).toHaveValue("Bring cookies");
  await expect(dialog.getByLabel("How guests identify themselves")).toHaveValue("icon");
  await expect(dialog.getByLabel("Icon set")).toHaveValue("bachelor");
  await expect(dialog.getByLabel("Guests must say who they are when reserving")).not.toBeChecked();

  // emptied event fields are sent as null
  await dialog.getByLabel("Date and time").fill("");
  await dialog.getByLabel("Location").fill("");
  await dialog.getByLabel("Note for guests").fill("  ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
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
}) => {
  const list = await apiCreateList(request);
  await openAsOwner(page, list);
  const screen = page.getByTestId("list-screen");
  await expect(screen).toHaveAttribute("data-bg", "plain");

  let dialog = await openSettings(page);
  await dialog.getByLabel("Background").selectOption("birthday");
  await dialog.getByLabel("Font").selectOption("comic");
  await expect(screen).toHaveAttribute("data-bg", "birthday"); // after the 200 ms delay
  await expect(screen).toHaveAttribute("data-font", "comic");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(screen).toHaveAttribute("data-bg", "plain");
  await expect(screen).toHaveAttribute("data-font", "system");

  dialog = await openSettings(page);
  await expect(dialog.getByLabel("Background")).toHaveValue("plain");
  await dialog.getByLabel("Colour code (hex)").fill("#b91c1c");
  await expect(screen).toHaveAttribute("data-theme-color", "#b91c1c");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(screen).toHaveAttribute("data-theme-color", "#111827");

  // the editor panel: temporary until saved
  // collapsed at first, so that the items come first on a phone
  await ownerTools(page).locator("summary", { hasText: "Appearance" }).click();
  const panel = ownerTools(page).getByRole("region", { name: "Appearance" });
  await panel.getByLabel("Background").selectOption("party");
  await expect(screen).toHaveAttribute("data-bg", "party");
  await expect(panel.getByRole("status")).toHaveText("Preview – not saved yet.");
  await panel.getByRole("button", { name: "Discard" }).click();
  await expect(screen).toHaveAttribute("data-bg", "plain");
  await panel.getByLabel("Font").selectOption("serif");
  await panel.getByRole("button", { name: "Save appearance" }).click();
  await expectToast(page, "Changes saved.");
  await expect(panel.getByText("Preview – not saved yet.")).toHaveCount(0);
  await page.reload();
  await expect(screen).toHaveAttribute("data-font", "serif");
  await expect(screen).toHaveAttribute("data-bg", "plain");
});

test("icon set: shown only in icon mode; occasion sets it until one is chosen, then keeps it", async ({
  page,
  request,
}) => {
  const list = await apiCreateList(request);
  await openAsOwner(page, list);
  const dialog = await openSettings(page);
  const pack = dialog.getByLabel("Icon set");
  const mode = dialog.getByLabel("How guests identify themselves");
  const occasion = dialog.getByLabel("Occasion");

  await expect(mode).toHaveValue("name");
  await expect(pack).toHaveCount(0);
  await mode.selectOption("password_only");
  await expect(pack).toHaveCount(0);
  await mode.selectOption("icon");
  await expect(pack).toHaveValue("neutral");

  await occasion.selectOption("xmas");
  await expect(pack).toHaveValue("xmas"); // derived while none is chosen
  await occasion.selectOption("family");
  await expect(pack).toHaveValue("family");
  await pack.selectOption("kids");
  await occasion.selectOption("bachelor");
  await expect(pack).toHaveValue("kids"); // chosen: stays
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  expect(await fetchList(page, list)).toMatchObject({
    occasion: "bachelor",
    icon_pack_key: "kids",
    identity_mode: "icon",
  });

  // a pack chosen earlier (here by another client) also stays when the occasion changes
  await apiUpdateList(request, list, { occasion: "xmas", icon_pack_key: "family" });
  await page.reload();
  await openSettings(page);
  await expect(pack).toHaveValue("family");
  await occasion.selectOption("birthday_kids");
  await expect(pack).toHaveValue("family");
  // …while a list that follows its occasion keeps following it
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const follow = await request.post("/api/list_update.php", {
    data: { slug: list.slug, edit_token: list.editToken, occasion: "xmas", icon_pack_key: null },
  });
  expect(follow.ok()).toBe(true);
  await page.reload();
  await openSettings(page);
  await expect(pack).toHaveValue("xmas");
  await occasion.selectOption("birthday_kids");
  await expect(pack).toHaveValue("kids");
});

test("changing the owner password signs out a second device; it logs in again with the new password", async ({
  page,
  browser,
  request,
}) => {
  const list = await apiCreateList(request);
  await openAsOwner(page, list);
  const otherContext = await browser.newContext({ locale: "en-GB" });
  await recordToasts(otherContext);
  const other = await otherContext.newPage();
  await openAsOwner(other, list);

  const dialog = await openSettings(page);
  const passwordForm = dialog.getByRole("form", { name: "Change owner password" });
  await passwordForm.getByLabel("Current owner password").fill("wrong-one");
  await passwordForm.getByLabel("New owner password").fill("brand-new-secret");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByRole("alert")).toHaveText("The owner password is wrong.");
  await passwordForm.getByLabel("Current owner password").fill(list.password);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed. Other devices are logged out.");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // this device got the new token and stays owner
  await page.getByRole("region", { name: "Your list is still empty" }).getByLabel("Title").fill("Still owner");
  await page.getByRole("button", { name: "Add wish" }).click();
  await expect(page.getByTestId("item-card")).toHaveCount(1);

  // the other device's next owner action fails with the localized error and ends owner mode there
  await other.getByRole("region", { name: "Your list is still empty" }).getByLabel("Title").fill("Too late");
  await other.getByRole("button", { name: "Add wish" }).click();
  await expectToast(other, "You are not signed in as the owner – please log in again.");
  const loginButton = other.getByRole("button", { name: "Owner login" });
  await expect(loginButton).toBeVisible();

  await loginButton.click();
  const login = other.getByRole("dialog", { name: "Owner login" });
  await login.getByLabel("Owner password").fill(list.password);
  await login.getByRole("button", { name: "Unlock" }).click();
  await expect(login.getByRole("alert")).toHaveText("The owner password is wrong.");
  await login.getByLabel("Owner password").fill("brand-new-secret");
  await login.getByRole("button", { name: "Unlock" }).click();
  await expect(ownerTools(other)).toBeVisible();
  await other.getByRole("region", { name: "Your list is still empty" }).getByLabel("Title").fill("Back again");
  await other.getByRole("button", { name: "Add wish" }).click();
  await expectToast(other, "Wish added.");
  await otherContext.close();
});

test("settings errors: the server's sentence after 'Error while saving.', a lost connection, the saving state", async ({
  page,
  request,
}) => {
  const list = await apiCreateList(request);
  await openAsOwner(page, list);
  const dialog = await openSettings(page);
  const save = dialog.getByRole("button", { name: "Save" });

  // a location longer than the server allows (the input's own limit lifted, as an old browser might)
  const location = dialog.getByLabel("Location");
  await location.evaluate((input) => input.removeAttribute("maxlength"));
  await location.fill("x".repeat(201));
  await save.click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Error while saving. The location can be at most 200 characters long.",
  );
  await expect(dialog).toBeVisible();

  await location.fill("Linz");
  await page.route("**/api/list_update.php", (route) => route.abort("connectionfailed"));
  await save.click();
  await expect(dialog.getByRole("alert")).toHaveText("Network error: the server could not be reached");
  await page.unroute("**/api/list_update.php");

  // hold the real answer until the saving state has been seen (no race with a busy machine)
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/list_update.php", async (route) => {
    await held;
    await route.continue();
  });
  await save.click();
  await expect(dialog.getByRole("button", { name: "Saving…" })).toBeDisabled();
  await expect(location).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  expect((await fetchList(page, list)).event_location).toBe("Linz");
});
