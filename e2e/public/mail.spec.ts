import { CONFIGURED_BASE_URL, PUBLIC_BASE_URL, SMTP_PORT } from "../../playwright.config";
import { startSmtpServer } from "../../tests/support/smtp";
import { apiAddItem, apiCreateList } from "../support/api";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

// The reservation form's optional e-mail field (docs/decisions/081-mail.md): there only while the
// server sends mail. The second test server sends to SMTP_PORT, where this test listens.
test.use({ locale: "en-GB" });

test("without mail the reservation form has no e-mail field", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Teapot" });
  await listPage.open(list.slug);
  const teapot = listPage.card("Teapot");
  await teapot.openForm();
  await expect(teapot.passwordInput).toBeVisible();
  await expect(teapot.root.getByRole("textbox", { name: /mail/i })).toHaveCount(0);
});

test.describe("with mail", () => {
  test.use({ baseURL: CONFIGURED_BASE_URL });
  // one SMTP server on SMTP_PORT at a time
  test.describe.configure({ mode: "serial" });

  test("a friend gives an address while reserving, gets the confirmation and confirms it on the page", async ({
    page,
    request,
    listPage,
  }) => {
    const smtp = await startSmtpServer(SMTP_PORT);
    try {
      const list = await apiCreateList(request);
      await apiAddItem(request, list, { title: "Kite" });
      await listPage.open(list.slug);
      const kite = listPage.card("Kite");
      await kite.openForm();
      const email = kite.root.getByRole("textbox", { name: "E-mail (optional)" });
      await expect(email).toHaveAttribute("type", "email");
      await email.fill("kim@example.org");
      await kite.toggleReservation({ name: "Kim", password: "kim-pw" });
      await expectToast(page, "Reserved!");

      const mail = await smtp.waitFor((m) => m.to === "kim@example.org", "the confirmation");
      expect(mail.subject).toContain("Please confirm your e-mail address");
      const link = /https:\/\/\S+#confirm=[\w-]+/.exec(mail.text)![0];
      expect(link.startsWith(`${PUBLIC_BASE_URL}/web/mail/#confirm=`)).toBe(true);
      await page.goto(link.replace(PUBLIC_BASE_URL, CONFIGURED_BASE_URL));
      await page.getByRole("button", { name: "Confirm my address" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Thank you! Your address is confirmed. You'll hear when something changes.",
      );
      // the address is nowhere on the list's page
      await listPage.open(list.slug);
      await expect(page.locator("body")).not.toContainText("kim@example.org");
    } finally {
      await smtp.stop();
    }
  });

  test("an owner asks for news of the list in the settings; in surprise mode they are told what that means", async ({
    page,
    request,
    listPage,
  }) => {
    const smtp = await startSmtpServer(SMTP_PORT);
    try {
      const list = await apiCreateList(request);
      await listPage.openAsOwner(list);
      const settings = await listPage.toolbar.openSettings();
      const section = settings.root.getByRole("region", { name: "News by e-mail" });
      await expect(section).toContainText("at most once a week, and only how many");
      await section.getByRole("textbox", { name: "Your e-mail address" }).fill("owner@example.org");
      await section.getByRole("button", { name: "Send me news" }).click();
      await expectToast(page, "Saved. If the address is new, confirm it with the link in the mail.");
      const mail = await smtp.waitFor((m) => m.to === "owner@example.org", "the owner's confirmation");
      expect(mail.text).toContain("when something is reserved on your list");
      await section.getByRole("button", { name: "No more mails" }).click();
      await expectToast(page, "No more mails about this list.");
    } finally {
      await smtp.stop();
    }
  });
});
