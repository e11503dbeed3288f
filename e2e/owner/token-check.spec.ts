// Issue 9: a token from the address or from storage is confirmed by the server before any owner
// tool shows; a bogus or revoked one is dropped with a clear message.
import type { Page } from "@playwright/test";
import { apiChangeOwnerPassword, apiCreateList } from "../support/api";
import { openWithLaterScriptsHeld } from "../support/slow-scripts";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

const ownerCheck = (page: Page) => page.waitForResponse((response) => response.url().includes("/api/list.owner.check"));

test("a bogus #edit= token never shows owner tools; it is dropped with a message", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  const checked = ownerCheck(page);
  await listPage.open(list.slug, { editToken: "b".repeat(43) });
  expect((await checked).status()).toBe(403);
  await expect(listPage.ownerAccessRevoked).toHaveText(/no longer valid/);
  await expect(listPage.toolbar.root).toHaveCount(0);
  await expect(listPage.addWishButtons).toHaveCount(0);
  await expect(listPage.ownerLoginButton).toBeVisible();
  expect(await listPage.storedEditToken(list.slug)).toBeUndefined();
  expect(page.url()).not.toContain("edit=");
});

test("a stored token revoked by a password change elsewhere is dropped on the next visit", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  await apiChangeOwnerPassword(request, list, "new-pw");

  const checked = ownerCheck(page);
  await page.reload();
  expect((await checked).status()).toBe(403);
  await expect(listPage.ownerAccessRevoked).toBeVisible();
  await expect(listPage.toolbar.root).toHaveCount(0);
  expect(await listPage.storedEditToken(list.slug)).toBeUndefined();

  // logging in again brings the tools back and the message goes
  await listPage.ownerLoginButton.click();
  await listPage.loginDialog.unlock("new-pw");
  await expect(listPage.toolbar.root).toBeVisible();
  await expect(listPage.ownerAccessRevoked).toHaveCount(0);
});

test("a valid token costs one check request, and the tools appear after it", async ({ page, request, listPage }) => {
  const list = await apiCreateList(request);
  const checks: string[] = [];
  page.on("request", (req) => req.url().includes("/api/list.owner.check") && checks.push(req.method()));
  await listPage.openAsOwner(list);
  expect(checks).toEqual(["POST"]);
});

test("'Owner login' pressed after a revoked token's check answered, before the bar's code is here, opens the login", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  await apiChangeOwnerPassword(request, list, "new-pw");

  // a slow phone: the page's first scripts and the reads' code arrive (so the stored token's check
  // is sent), every other script loaded later — the login bar's among them — is still on its way
  let answerCheck = () => {};
  const checkMayAnswer = new Promise<void>((resolve) => (answerCheck = resolve));
  const checkSent = page.waitForRequest((sent) => sent.url().includes("/api/list.owner.check"));
  await page.route("**/api/list.owner.check", async (route) => {
    await checkMayAnswer;
    await route.continue();
  });
  const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(page, `/web/?slug=${list.slug}`, {
    arrivesEarly: (code) => code.includes('"owner_check"'),
  });
  letScriptsLoad();
  await checkSent;
  // the check says the token was taken back while the bar's code is on its way, and then the owner
  // presses "Owner login": busy until the code is here, then the login opens
  const checked = ownerCheck(page);
  answerCheck();
  expect((await checked).status()).toBe(403);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await listPage.ownerLoginButton.click();
  await expect(listPage.ownerLoginButton).toHaveAttribute("aria-busy", "true");
  letLaterScriptsLoad();
  await expect(listPage.ownerAccessRevoked).toBeVisible();
  await expect(listPage.loginDialog.root).toBeVisible();
  await listPage.loginDialog.unlock("new-pw");
  await expect(listPage.toolbar.root).toBeVisible();
});
