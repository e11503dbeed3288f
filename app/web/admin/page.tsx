import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/AdminScreen";
import { ADMIN_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import { serverConfig } from "@/lib/server/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("title") };
}

/**
 * The admin view (docs/decisions/128-the-admin-view.md): a 404 while ADMIN_TOKEN is unset or too
 * short. The page holds nothing itself; the token typed into its form is kept in this tab's
 * sessionStorage and sent as a header with every call.
 */
export default async function AdminPage() {
  if (!serverConfig.admin.token) notFound();
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), ADMIN_MESSAGES)}>
      <AdminScreen />
    </NextIntlClientProvider>
  );
}
