import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { CreateScreen } from "@/components/create/CreateScreenLoader";
import { ListHidden } from "@/components/moderation/ListHiddenLoader";
import { ListScreen } from "@/components/list/ListScreen";
import { ListHero } from "@/components/list/ListHero";
import { shownTitle } from "@/components/list/list-title";
import { GatedReportLink } from "@/components/moderation/gated-report-link";
import { PublicOriginProvider } from "@/components/list/useListLink";
import { FormatLocaleProvider } from "@/components/ui/useFormatLocale";
import { CREATE_MESSAGES, HIDDEN_LIST_MESSAGES, LIST_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import { packItem } from "@/lib/item-props";
import { INVITE_QR_SIZE, publicListLink } from "@/lib/list-link";
import { requestFormatLocale } from "@/lib/i18n/visitor-format";
import { MailOptionProvider } from "@/components/list/mail-option";
import { mailEnabled } from "@/features/mail/settings";
import { publicBaseUrl } from "@/lib/server/public-url";
import { serverConfig } from "@/lib/server/config";
import { parseListView, parseOpenForm } from "@/features/lists/shared/list-view";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const slugFrom = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

// The list's modules (the database client, every answer's schema) and the QR code's load with the
// first list asked for: the create screen needs neither, and a fresh server's first /web/ answered
// ~0.4 s of CPU sooner without them (issue 57, docs/decisions/146-the-create-page-before-the-database.md).
const findPublicList = async (slug: string) => (await import("@/features/lists/lists")).findPublicList(slug);
const qrSvg = async (value: string, size: number) => (await import("@/lib/server/qr")).qrSvg(value, size);

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const slug = slugFrom((await searchParams).slug);
  const t = await getTranslations("meta");
  const found = slug ? await findPublicList(slug) : null;
  if (!found || found === "hidden") return { title: t("title") };
  const url = publicListLink(publicBaseUrl(await headers()).baseUrl, found.list.slug);
  const title = `${found.list.title} · ${t("title")}`;
  return {
    title,
    alternates: { canonical: url },
    openGraph: { title, url, type: "website" },
    // installed from a list, the home-screen icon opens that list
    manifest: `/manifest.webmanifest?slug=${found.list.slug}`,
  };
}

/** One page, the screen chosen by the query (docs/product.md §2): no slug → create; ?slug= → the list. */
export default async function WebPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const slug = slugFrom(query.slug);
  // each screen's client components get only their own texts (lib/i18n/client-messages.ts)
  const messages = await getMessages();
  if (!slug) {
    return (
      <NextIntlClientProvider messages={pickMessages(messages, CREATE_MESSAGES)}>
        <CreateScreen />
      </NextIntlClientProvider>
    );
  }
  const found = await findPublicList(slug);
  // a real 404 status, drawn by app/web/not-found.tsx
  if (!found) notFound();
  // hidden by the admin: a neutral screen, answered 410 by the page cache (decision 128)
  if (found === "hidden") {
    return (
      <NextIntlClientProvider messages={pickMessages(messages, HIDDEN_LIST_MESSAGES)}>
        <ListHidden slug={slug} contact={serverConfig.operatorContact} />
      </NextIntlClientProvider>
    );
  }
  const requestHeaders = await headers();
  const origin = publicBaseUrl(requestHeaders);
  // prices and dates the visitor's way: the browser's region for the page's language (decision 075)
  const formatLocale = await requestFormatLocale(requestHeaders);
  const inviteLink = publicListLink(origin.baseUrl, found.list.slug);
  const { svg } = await qrSvg(inviteLink, INVITE_QR_SIZE);
  const tPublic = await getTranslations("public");
  return (
    <NextIntlClientProvider messages={pickMessages(messages, LIST_MESSAGES)}>
      <PublicOriginProvider value={origin}>
        <MailOptionProvider value={mailEnabled}>
          <FormatLocaleProvider value={formatLocale}>
            {/* keyed by slug: moving to another list (a copy just made) starts its screen afresh */}
            <ListScreen
              key={found.list.slug}
              initialList={found.list}
              initialItems={found.items.map(packItem)}
              initialVersion={found.version}
              initialView={parseListView(query)}
              // `&reserve=<id>`: that wish's form rendered open (decision 070)
              openForm={found.items.find((item) => item.id === parseOpenForm(query))?.id}
              inviteQr={{ value: inviteLink, svg }}
              // the title block a visitor sees first, rendered here with no client code (decision 157)
              hero={
                <ListHero
                  list={found.list}
                  title={shownTitle(found.list, tPublic("titleFallback"))}
                  owner={false}
                  keepingQuiet={false}
                  formatLocale={formatLocale}
                />
              }
            />
            <GatedReportLink target={{ slug: found.list.slug }} />
          </FormatLocaleProvider>
        </MailOptionProvider>
      </PublicOriginProvider>
    </NextIntlClientProvider>
  );
}
