import { expect, test } from "../support/test";
import { apiCreateList } from "../support/api";
import { ownerTools, storedToken } from "./support";

test.use({ locale: "en-GB" });

test("unlock: empty, wrong, then the right password; backdrop and Escape close the dialog", async ({
  page,
  request,
}) => {
  const list = await apiCreateList(request);
  await page.goto(`/web/?slug=${list.slug}`);
  const loginButton = page.getByRole("button", { name: "Owner login" });
  const dialog = page.getByRole("dialog", { name: "Owner login" });

  // the backdrop (outside the dialog box) closes it, and so does Escape
  await loginButton.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await loginButton.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await loginButton.click();
  await expect(dialog).toContainText(list.slug);
  const password = dialog.getByLabel("Owner password");
  const unlock = dialog.getByRole("button", { name: "Unlock" });
  await expect(password).toBeFocused();

  await password.fill("   ");
  await unlock.click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter owner password.");

  await password.fill("not-the-password");
  await unlock.click();
  await expect(dialog.getByRole("alert")).toHaveText("The owner password is wrong.");
  await expect(dialog).toBeVisible();
  expect(await storedToken(page, list.slug)).toBeUndefined();

  await page.route("**/api/list.owner.login", (route) => route.abort("connectionfailed"));
  await unlock.click();
  await expect(dialog.getByRole("alert")).toHaveText("Network error – please try again later.");
  await page.unroute("**/api/list.owner.login");

  // hold the real server's answer until the logging-in state has been seen (no race with the clock)
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/list.owner.login", async (route) => {
    await held;
    await route.continue();
  });
  await password.fill(list.password);
  await unlock.click();
  await expect(dialog.getByRole("button", { name: "Logging in…" })).toBeDisabled();
  await expect(password).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  release();

  await expect(dialog).toBeHidden();
  await expect(ownerTools(page)).toBeVisible();
  await expect(loginButton).toHaveCount(0);
  const token = await storedToken(page, list.slug);
  expect(token).toMatch(/^[\w-]{43,}$/);
  expect(token).not.toBe(list.editToken); // every login issues a new token

  // owner mode survives a reload, and 'log out on this device' ends it
  await page.reload();
  await expect(ownerTools(page)).toBeVisible();
  await ownerTools(page).getByRole("button", { name: "Log out on this device" }).click();
  await expect(loginButton).toBeVisible();
  expect(await storedToken(page, list.slug)).toBeUndefined();
});

for (const [where, suffix] of [
  ["fragment", (token: string) => `#edit=${token}`],
  ["query", (token: string) => `&edit=${token}`],
] as const) {
  test(`a token in the address (${where}) is stored and removed from the address at once`, async ({
    page,
    request,
  }) => {
    const list = await apiCreateList(request);
    await page.goto(`/web/?slug=${list.slug}${suffix(list.editToken)}`);
    await expect(ownerTools(page)).toBeVisible();
    expect(page.url()).toBe(new URL(`/web/?slug=${list.slug}`, page.url()).href);
    expect(await storedToken(page, list.slug)).toBe(list.editToken);
    await page.reload();
    await expect(ownerTools(page)).toBeVisible();
  });
}

for (const [locale, button, dialogTitle, unlock, emptyError] of [
  ["de-DE", "Besitzer-Login", "Besitzer-Login", "Entsperren", "Bitte Besitzer-Passwort eingeben."],
  ["tr-TR", "Sahip girişi", "Sahip girişi", "Kilidi aç", "Lütfen sahip şifresini gir."],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test("the owner login speaks the browser's language", async ({ page, request }) => {
      const list = await apiCreateList(request);
      await page.goto(`/web/?slug=${list.slug}`);
      await page.getByRole("button", { name: button }).click();
      const dialog = page.getByRole("dialog", { name: dialogTitle });
      await dialog.getByRole("button", { name: unlock }).click();
      await expect(dialog.getByRole("alert")).toHaveText(emptyError);
    });
  });
}
