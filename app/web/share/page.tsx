import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ShareScreen } from "@/components/share/ShareScreen";
import { pickMessages, SHARE_TARGET_MESSAGES } from "@/lib/i18n/client-messages";
import { BRING_LIST_PARAM, PAGE_COMING_PARAM, sharedLinkFrom } from "@/lib/shared-link";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shareTarget");
  return { title: t("title") };
}

/**
 * Where a shared shop link arrives: the manifest's `share_target` and the bookmarklet open this
 * screen (docs/decisions/062-share-target.md). The link is found here; which lists this device
 * may add to is known only in the browser (their owner tokens), so the screen asks there.
 */
export default async function SharePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const link = sharedLinkFrom([first(query.url), first(query.text), first(query.title)]);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, SHARE_TARGET_MESSAGES)}>
      <ShareScreen
        link={link}
        pageComing={first(query[PAGE_COMING_PARAM]) === "1"}
        bringList={first(query[BRING_LIST_PARAM]) === "1"}
      />
    </NextIntlClientProvider>
  );
}
