import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PrivacyScreen } from "@/components/privacy/PrivacyScreen";
import { limitWindowOfInstall, retentionOfInstall } from "@/features/admin/instances";
import { mailEnabled } from "@/features/mail/settings";
import { serverConfig } from "@/lib/server/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("privacy");
  return { title: t("title") };
}

/**
 * What this instance stores and for how long, and whom to ask (docs/decisions/133-privacy-page.md):
 * the facts from lib/privacy.ts, the time from RETENTION_DAYS — the install's, as the sweep applies it
 * (decision 224) — how long client addresses stay from the limits' windows, the longest of the instances'
 * (decision 232), the contact from OPERATOR_CONTACT, whether mail is on from SMTP_URL. No script: the server renders it whole.
 */
export default async function PrivacyPage() {
  const [{ days }, limitWindowSeconds] = await Promise.all([retentionOfInstall(), limitWindowOfInstall()]);
  return (
    <PrivacyScreen
      retentionDays={days}
      contact={serverConfig.operatorContact}
      limitWindowSeconds={limitWindowSeconds}
      mailOn={mailEnabled}
    />
  );
}
