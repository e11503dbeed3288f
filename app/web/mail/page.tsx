import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { MailLinkScreen } from "@/components/mail/MailLinkScreen";
import { MAIL_LINK_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import { mailEnabled } from "@/features/mail/settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("mailPage");
  return { title: t("title"), robots: { index: false } };
}

/**
 * Where the links in a mail lead (docs/decisions/081-mail.md): confirm an address, or leave. The
 * token is in the fragment, read in the browser. Without SMTP_URL the page does not exist.
 */
export default async function MailLinkPage() {
  if (!mailEnabled) notFound();
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, MAIL_LINK_MESSAGES)}>
      <MailLinkScreen />
    </NextIntlClientProvider>
  );
}
