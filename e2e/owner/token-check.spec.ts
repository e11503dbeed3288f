// Issue 9: a token from the address or from storage is confirmed by the server before any owner
// tool shows; a bogus or revoked one is dropped with a clear message.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { apiCreateList } from "../support/api";
import { ownerTools, storedToken } from "./support";

test.use({ locale: "en-GB" });

const ownerCheck = (page: Page) => page.waitForResponse((response) => response.url().includes("/api/list.owner.check"));

test("a bogus #edit= token never shows owner tools; it is dropped with a message", async ({ page, request }) => {
  const list = await apiCreateList(request);
  const checked = ownerCheck(page);
  await page.goto(`/web/?slug=${list.slug}#edit=${"b".repeat(43)}`);
  expect((await checked).status()).toBe(403);
  await expect(page.getByTestId("owner-revoked")).toHaveText(/no longer valid/);
  await expect(ownerTools(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add wish" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Owner login" })).toBeVisible();
  expect(await storedToken(page, list.slug)).toBeUndefined();
  expect(page.url()).not.toContain("edit=");
});

test("a stored token revoked by a password change elsewhere is dropped on the next visit", async ({
  page,
  request,
}) => {
  const list = await apiCreateList(request);
  await page.goto(`/web/?slug=${list.slug}#edit=${list.editToken}`);
  await expect(ownerTools(page)).toBeVisible();
  const changed = await request.post("/api/list_password.php", {
    form: { slug: list.slug, edit_token: list.editToken, owner_password: list.password, new_owner_password: "new-pw" },
  });
  expect(changed.status()).toBe(200);

  const checked = ownerCheck(page);
  await page.reload();
  expect((await checked).status()).toBe(403);
  await expect(page.getByTestId("owner-revoked")).toBeVisible();
  await expect(ownerTools(page)).toHaveCount(0);
  expect(await storedToken(page, list.slug)).toBeUndefined();

  // logging in again brings the tools back and the message goes
  await page.getByRole("button", { name: "Owner login" }).click();
  const dialog = page.getByRole("dialog", { name: "Owner login" });
  await dialog.getByLabel("Owner password").fill("new-pw");
  await dialog.getByRole("button", { name: "Unlock" }).click();
  await expect(ownerTools(page)).toBeVisible();
  await expect(page.getByTestId("owner-revoked")).toHaveCount(0);
});

test("a valid token costs one check request, and the tools appear after it", async ({ page, request }) => {
  const list = await apiCreateList(request);
  const checks: string[] = [];
  page.on("request", (req) => req.url().includes("/api/list.owner.check") && checks.push(req.method()));
  await page.goto(`/web/?slug=${list.slug}#edit=${list.editToken}`);
  await expect(ownerTools(page)).toBeVisible();
  expect(checks).toEqual(["POST"]);
});
