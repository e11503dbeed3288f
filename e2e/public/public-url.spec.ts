import { CONFIGURED_BASE_URL, PUBLIC_BASE_URL } from "../../playwright.config";
import { apiCreateList } from "../support/api";
import { expect, test } from "../support/test";
import { ownerTools } from "../owner/support";

// A server with PUBLIC_BASE_URL (behind a proxy that rewrites the host): every link a person is
// given points there, not at the address the browser happened to use.
test.use({ baseURL: CONFIGURED_BASE_URL });

test("with PUBLIC_BASE_URL the invite block, the created dialog and the share card use it", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  const list = await apiCreateList(request, "Proxy list");
  const link = `${PUBLIC_BASE_URL}/web/?slug=${list.slug}`;

  await page.goto(`/web/?slug=${list.slug}&created=1#edit=${list.editToken}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("created-link")).toHaveValue(link);
  const mail = new URL((await dialog.getByTestId("created-mail").getAttribute("href"))!);
  expect(mail.searchParams.get("body")).toContain(link);
  const messenger = new URL((await dialog.getByTestId("created-messenger").getAttribute("href"))!);
  expect(messenger.searchParams.get("text")).toContain(link);
  await page.keyboard.press("Escape");

  await expect(page.getByTestId("invite-link")).toHaveValue(link);
  await ownerTools(page)
    .getByRole("button", { name: /share your list|liste teilen/i })
    .click();
  const card = ownerTools(page).getByRole("region", { name: /share your list|liste teilen/i });
  await expect(card.getByRole("textbox")).toHaveValue(link);
  const whatsapp = new URL((await card.getByRole("link", { name: /whatsapp/i }).getAttribute("href"))!);
  expect(whatsapp.searchParams.get("text")).toContain(link);
  await expect(page.locator("body")).not.toContainText(CONFIGURED_BASE_URL);
});
