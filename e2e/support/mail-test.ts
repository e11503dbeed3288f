import { SMTP_PORT } from "../../playwright.config";
import { startSmtpServer, type SmtpCatcher } from "../../tests/support/smtp";
import { languageOf } from "./messages";
import { MailLinkScreen } from "./pages/MailLinkScreen";
import { test } from "./test";

/**
 * A test with the SMTP server on SMTP_PORT, where the second test server sends (`smtp`, one test's
 * own: see test.ts for `provide`), and the page a mail's links open (`mailLinkScreen`). One such
 * server listens at a time: a describe using it runs its tests in series.
 */
export const mailTest = test.extend<{ smtp: SmtpCatcher; mailLinkScreen: MailLinkScreen }>({
  smtp: async ({}, provide) => {
    const smtp = await startSmtpServer(SMTP_PORT);
    await provide(smtp);
    await smtp.stop();
  },
  mailLinkScreen: async ({ page, locale }, provide) => provide(new MailLinkScreen(page, languageOf(locale))),
});
