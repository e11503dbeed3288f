// The invite block, the owner login bar and "Report this list" load their code on the first tap
// (issue 57, docs/decisions/180-invite-and-login-on-the-first-tap.md): the server's HTML until then,
// and a press before their code is here is pressed again once it is, not lost.
import { apiAddItem, apiCreateList } from "../support/api";
import { hydrated, openWithLaterScriptsHeld } from "../support/slow-scripts";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB", viewport: { width: 360, height: 780 } });

test("copy and the owner's login pressed before their code: busy, then done once the code is here", async ({
  page,
  context,
  baseURL,
  request,
  listPage,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Scarf" });
  // a slow phone: the page's first scripts arrive, the invite's and the login's code waits
  const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(page, `/web/?slug=${list.slug}`);
  letScriptsLoad();
  await listPage.waitUntilLive();
  const copy = listPage.invite.copyButton;
  expect(await listPage.screen.evaluate(hydrated)).toBe(true);
  expect(await copy.evaluate(hydrated)).toBe(false);
  await listPage.invite.root.evaluate((element) => Object.assign(element, { servedBlock: true }));

  // a tap on copy, Enter on the focused login button: each busy while its code is on the way
  await copy.click();
  await expect(copy).toHaveAttribute("aria-busy", "true");
  await listPage.ownerLoginButton.focus();
  await listPage.ownerLoginButton.press("Enter");
  await expect(listPage.ownerLoginButton).toHaveAttribute("aria-busy", "true");
  await expect(listPage.loginDialog.root).toHaveCount(0);

  letLaterScriptsLoad();
  // the server's invite block hydrated in place and the press done: copied
  await expectToast(page, "Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await listPage.invite.link.inputValue());
  expect(await listPage.invite.root.evaluate((element) => "servedBlock" in element)).toBe(true);
  await expect(copy).not.toHaveAttribute("aria-busy");
  // the login dialog opened by the key pressed before, with focus in its password field
  await expect(listPage.loginDialog.root).toBeVisible();
  await expect(listPage.loginDialog.passwordInput).toBeFocused();
});
