import { CONFIGURED_BASE_URL } from "../../playwright.config";
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expect, test } from "../support/test";

// What the screens say of mail without a mail server to catch it (./mail.spec.ts catches the mails
// themselves): the reservation form without SMTP_URL, and the owner's delete dialog with it.
test.use({ locale: "en-GB" });

test("without mail the reservation form has no e-mail field", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Teapot" });
  await listPage.open(list.slug);
  const teapot = listPage.card("Teapot");
  await teapot.openForm();
  await expect(teapot.passwordInput).toBeVisible();
  await expect(teapot.emailInput).toHaveCount(0);
});

test.describe("on a phone in German, on the server that sends mail", () => {
  test.use({
    baseURL: CONFIGURED_BASE_URL,
    locale: "de-DE",
    isMobile: true,
    hasTouch: true,
    viewport: { width: 360, height: 740 },
  });

  test("deleting a reserved wish in surprise mode says a mail tells the giver, not 'tell them'", async ({
    request,
    listPage,
  }) => {
    const list = await apiCreateList(request);
    const scarf = await apiAddItem(request, list, { title: "Schal" });
    await apiReserve(request, scarf.id, "Anna", "anna-geheim");
    await listPage.openAsOwner(list);
    await listPage.card("Schal").owner.deleteButton.click();
    // issue 51, item 3: surprise mode hides who reserved it, so the app says what it does
    await expect(listPage.deleteDialog.text).toHaveText(
      "„Schal“ ist schon reserviert – ein Gast hat es vielleicht schon gekauft. " +
        "Wer es reserviert hat, bekommt eine Mail, falls eine Adresse angegeben wurde. " +
        "Löschen kann nicht rückgängig gemacht werden.",
    );
  });
});
