import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { DrawCreateScreen } from "@/components/draw/DrawCreateScreen";
import { DrawScreen } from "@/components/draw/DrawScreen";
import { ReportLink } from "@/components/moderation/ReportLink";
import { MailOptionProvider } from "@/components/list/mail-option";
import { FormatLocaleProvider } from "@/components/ui/useFormatLocale";
import { DRAW_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import { requestFormatLocale } from "@/lib/i18n/visitor-format";
import { findPublicDraw } from "@/features/draws/views";
import { mailEnabled } from "@/features/mail/settings";
import { publicBaseUrl } from "@/lib/server/public-url";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const slugFrom = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const slug = slugFrom((await searchParams).slug);
  const t = await getTranslations("draw");
  const found = slug ? await findPublicDraw(slug) : null;
  return { title: found ? `${found.title} · ${t("pageTitle")}` : t("pageTitle") };
}

/**
 * Secret-santa draws (issue 42, docs/product.md "Secret santa"): no slug → start a draw; `?slug=` →
 * the draw, as the join page until the browser knows who this device is (a person's or the
 * organizer's token in its storage, or in the link's fragment).
 */
export default async function DrawPage({ searchParams }: { searchParams: SearchParams }) {
  const slug = slugFrom((await searchParams).slug);
  const messages = pickMessages(await getMessages(), DRAW_MESSAGES);
  if (!slug) {
    return (
      <NextIntlClientProvider messages={messages}>
        <DrawCreateScreen />
      </NextIntlClientProvider>
    );
  }
  const draw = await findPublicDraw(slug);
  // a real 404 status, drawn by ./not-found.tsx
  if (!draw) notFound();
  const requestHeaders = await headers();
  const { baseUrl } = publicBaseUrl(requestHeaders);
  return (
    <NextIntlClientProvider messages={messages}>
      {/* e-mail fields only while the server sends mail (docs/decisions/089-draw-mail.md) */}
      <MailOptionProvider value={mailEnabled}>
        {/* the budget and day written as the visitor's lists write prices and dates (decision 075) */}
        <FormatLocaleProvider value={await requestFormatLocale(requestHeaders)}>
          <DrawScreen key={draw.slug} initialDraw={draw} baseUrl={baseUrl} />
          <ReportLink target={{ draw_slug: draw.slug }} />
        </FormatLocaleProvider>
      </MailOptionProvider>
    </NextIntlClientProvider>
  );
}
