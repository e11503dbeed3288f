import { apiCreateList } from "../support/api";
import { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

test("unlock: empty, wrong, then the right password; backdrop and Escape close the dialog", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await listPage.open(list.slug);
  const { ownerLoginButton, loginDialog: dialog, toolbar } = listPage;

  // the backdrop (outside the dialog box) closes it, and so does Escape
  await ownerLoginButton.click();
  await expect(dialog.root).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog.root).toBeHidden();
  await ownerLoginButton.click();
  await expect(dialog.root).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog.root).toBeHidden();

  await ownerLoginButton.click();
  await expect(dialog.root).toContainText(list.slug);
  await expect(dialog.passwordInput).toBeFocused();

  await dialog.unlock("   ");
  await expect(dialog.error).toHaveText("Please enter owner password.");

  await dialog.unlock("not-the-password");
  await expect(dialog.error).toHaveText("The owner password is wrong.");
  await expect(dialog.root).toBeVisible();
  expect(await listPage.storedEditToken(list.slug)).toBeUndefined();

  await page.route("**/api/list.owner.login", (route) => route.abort("connectionfailed"));
  await dialog.unlockButton.click();
  await expect(dialog.error).toHaveText("Network error – please try again later.");
  await page.unroute("**/api/list.owner.login");

  // hold the real server's answer until the logging-in state has been seen (no race with the clock)
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/list.owner.login", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.unlock(list.password);
  await expect(dialog.loggingInButton).toBeDisabled();
  await expect(dialog.passwordInput).toBeDisabled();
  await expect(dialog.cancelButton).toBeDisabled();
  release();

  await expect(dialog.root).toBeHidden();
  await expect(toolbar.root).toBeVisible();
  await expect(ownerLoginButton).toHaveCount(0);
  const token = await listPage.storedEditToken(list.slug);
  expect(token).toMatch(/^[\w-]{43,}$/);
  expect(token).not.toBe(list.editToken); // every login issues a new token

  // owner mode survives a reload, and 'log out on this device' ends it
  await page.reload();
  await expect(toolbar.root).toBeVisible();
  await toolbar.logoutButton.click();
  await expect(ownerLoginButton).toBeVisible();
  expect(await listPage.storedEditToken(list.slug)).toBeUndefined();
});

for (const [where, suffix] of [
  ["fragment", (token: string) => `#edit=${token}`],
  ["query", (token: string) => `&edit=${token}`],
] as const) {
  test(`a token in the address (${where}) is stored and removed from the address at once`, async ({
    page,
    request,
    listPage,
  }) => {
    const list = await apiCreateList(request);
    await page.goto(`${ListPage.path(list.slug)}${suffix(list.editToken)}`);
    await expect(listPage.toolbar.root).toBeVisible();
    expect(page.url()).toBe(new URL(ListPage.path(list.slug), page.url()).href);
    expect(await listPage.storedEditToken(list.slug)).toBe(list.editToken);
    await page.reload();
    await expect(listPage.toolbar.root).toBeVisible();
  });
}

for (const [locale, button, dialogTitle, unlock, emptyError] of [
  ["de-DE", "Besitzer-Login", "Besitzer-Login", "Entsperren", "Bitte Besitzer-Passwort eingeben."],
  ["tr-TR", "Sahip girişi", "Sahip girişi", "Kilidi aç", "Lütfen sahip şifresini gir."],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test("the owner login speaks the browser's language", async ({ request, listPage }) => {
      const list = await apiCreateList(request);
      await listPage.open(list.slug);
      const { ownerLoginButton, loginDialog } = listPage;
      await expect(ownerLoginButton).toHaveText(button);
      await ownerLoginButton.click();
      await expect(loginDialog.heading).toHaveText(dialogTitle);
      await expect(loginDialog.unlockButton).toHaveText(unlock);
      await loginDialog.unlockButton.click();
      await expect(loginDialog.error).toHaveText(emptyError);
    });
  });
}

test("a wrong password gives the focus back to the field, its text selected: typing again replaces it", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await listPage.open(list.slug);
  const { ownerLoginButton, loginDialog: dialog, toolbar } = listPage;
  await ownerLoginButton.click();
  await dialog.unlock("not-the-password");
  await expect(dialog.error).toHaveText("The owner password is wrong.");
  // the field was disabled while logging in, which had dropped the focus onto the page behind
  await expect(dialog.passwordInput).toBeFocused();
  await page.keyboard.type(list.password);
  await page.keyboard.press("Enter");
  await expect(dialog.root).toBeHidden();
  await expect(toolbar.root).toBeVisible();
});
