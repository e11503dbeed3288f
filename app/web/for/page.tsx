import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { CelebratedScreen } from "@/components/celebrated/CelebratedScreen";
import { FormatLocaleProvider } from "@/components/ui/useFormatLocale";
import { CELEBRATED_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import { requestFormatLocale } from "@/lib/i18n/visitor-format";
import { findPublicList } from "@/features/lists/lists";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const slugFrom = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("celebrated");
  return { title: t("pageTitle"), robots: { index: false } };
}

/**
 * The celebrated person's view (docs/decisions/123-the-celebrated-view.md): the server renders only
 * whose list it is; the wishes come from list_get with the token of the address's fragment, which
 * never reaches a server. Nothing of the visitors' view is in this page's HTML.
 */
export default async function CelebratedPage({ searchParams }: { searchParams: SearchParams }) {
  const slug = slugFrom((await searchParams).slug);
  const found = slug ? await findPublicList(slug) : null;
  // a list the admin hid has no celebrated view either (docs/decisions/128-the-admin-view.md)
  if (!found || found === "hidden") notFound();
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, CELEBRATED_MESSAGES)}>
      {/* prices written as the visitor's list page writes them (decision 075): 199,99 € in Germany */}
      <FormatLocaleProvider value={await requestFormatLocale(await headers())}>
        <CelebratedScreen slug={found.list.slug} title={found.list.title} />
      </FormatLocaleProvider>
    </NextIntlClientProvider>
  );
}
