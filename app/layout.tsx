import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Footer } from "@/components/Footer";
import { Header } from "@/components/Header";
import { OfflineSupport } from "@/components/OfflineSupport";
import { ToastProvider } from "@/components/ui/Toast";
import { GIVER_BOOT_SCRIPT } from "@/lib/client/giver-tab";
import { COLOR_SCHEME_BOOT_SCRIPT } from "@/lib/color-scheme";
import { pickMessages, SHELL_MESSAGES } from "@/lib/i18n/client-messages";
import { SURPRISE_BOOT_SCRIPT } from "@/lib/surprise";
import { textDirection } from "@/lib/locale";
import { APP_THEME_COLOR, APP_THEME_COLOR_DARK } from "@/lib/theme";
// the design system, in cascade order: tokens and reset, shared controls, then the screens' parts
import "./styles/foundation.css";
import "./styles/header.css";
import "./styles/controls.css";
import "./styles/glyphs.css";
import "@/components/ui/ui.css";
import "@/components/create/create.css";
import "@/components/list/list.css";
import "@/components/list/invite-block.css";
import "@/components/list/owner-login-bar.css";
import "@/components/list/live.css";
import "@/components/list/list-view.css";
import "@/components/list/item-card.css";
import "@/components/list/item-questions.css";
import "@/components/list/item-reservation.css";
import "@/components/list/item-shares.css";
import "@/components/list/guest-reservation.css";
import "@/components/draw/draw.css";
import "@/components/moderation/report.css";
import "@/components/admin/admin.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    title: t("title"),
    description: t("description"),
    robots: { index: false, follow: false },
    manifest: "/manifest.webmanifest",
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
        { url: "/logo.svg?v=6", type: "image/svg+xml" },
      ],
      apple: "/icons/apple-touch-icon.png",
    },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: APP_THEME_COLOR },
    { media: "(prefers-color-scheme: dark)", color: APP_THEME_COLOR_DARK },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations("common");
  const messages = await getMessages();
  // proxy.ts puts the page's CSP nonce here; the boot scripts (colour scheme, surprise, draw giver) need it to run
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // data-theme is set before hydration by the script below (the visitor's stored choice)
    // dir: Arabic (and any language its message file marks "rtl") mirrors the whole page
    <html lang={locale} dir={textDirection(locale)} suppressHydrationWarning>
      <head>
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_BOOT_SCRIPT + SURPRISE_BOOT_SCRIPT + GIVER_BOOT_SCRIPT }}
        />
      </head>
      <body>
        {/* only the shell's texts; each screen hands its own to its client components (app/web/page.tsx) */}
        <NextIntlClientProvider messages={pickMessages(messages, SHELL_MESSAGES)}>
          <ToastProvider>
            <a className="skip-link" href="#content">
              {t("skipToContent")}
            </a>
            <Header />
            <OfflineSupport />
            <div id="content" tabIndex={-1}>
              {children}
            </div>
            <Footer />
          </ToastProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
