import { CONFIGURED_BASE_URL, PUBLIC_BASE_URL } from "../../playwright.config";
import { apiCreateList } from "../support/api";
import { expect, test } from "../support/test";

// A server with PUBLIC_BASE_URL (behind a proxy that rewrites the host): every link a person is
// given points there, not at the address the browser happened to use.
test.use({ baseURL: CONFIGURED_BASE_URL });

test("with PUBLIC_BASE_URL the invite block, the created dialog and the share card use it", async ({
  page,
  request,
  listPage,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  const list = await apiCreateList(request, "Proxy list");
  const link = `${PUBLIC_BASE_URL}/web/?slug=${list.slug}`;

  await listPage.open(list.slug, { created: true, editToken: list.editToken });
  const dialog = listPage.createdDialog;
  await expect(dialog.root).toBeVisible();
  await expect(dialog.link).toHaveValue(link);
  const mail = new URL((await dialog.mailLink.getAttribute("href"))!);
  expect(mail.searchParams.get("body")).toContain(link);
  const messenger = new URL((await dialog.messengerLink.getAttribute("href"))!);
  expect(messenger.searchParams.get("text")).toContain(link);
  await page.keyboard.press("Escape");
  await expect(dialog.root).toBeHidden();

  await expect(listPage.invite.link).toHaveValue(link);
  const card = await listPage.toolbar.openShareCard();
  await expect(card.link).toHaveValue(link);
  const whatsapp = new URL((await card.whatsappLink.getAttribute("href"))!);
  expect(whatsapp.searchParams.get("text")).toContain(link);
  await expect(listPage.body).not.toContainText(CONFIGURED_BASE_URL);
});
