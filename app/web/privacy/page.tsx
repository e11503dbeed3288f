import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PrivacyScreen } from "@/components/privacy/PrivacyScreen";
import { serverConfig } from "@/lib/server/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("privacy");
  return { title: t("title") };
}

/**
 * What this instance stores and for how long, and whom to ask (docs/decisions/133-privacy-page.md):
 * the facts from lib/privacy.ts, the time from RETENTION_DAYS, the contact from OPERATOR_CONTACT.
 * No script: the server renders it whole.
 */
export default function PrivacyPage() {
  return <PrivacyScreen retentionDays={serverConfig.retentionDays} contact={serverConfig.operatorContact} />;
}
