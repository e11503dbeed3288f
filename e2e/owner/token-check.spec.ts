// Issue 9: a token from the address or from storage is confirmed by the server before any owner
// tool shows; a bogus or revoked one is dropped with a clear message.
import type { Page } from "@playwright/test";
import { apiCreateList } from "../support/api";
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
  const changed = await request.post("/api/list_password.php", {
    form: { slug: list.slug, edit_token: list.editToken, owner_password: list.password, new_owner_password: "new-pw" },
  });
  expect(changed.status()).toBe(200);

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
