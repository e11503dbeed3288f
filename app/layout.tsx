import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Header } from "@/components/Header";
import { ToastProvider } from "@/components/ui/Toast";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    title: t("title"),
    description: t("description"),
    robots: { index: false, follow: false },
    icons: { icon: "/logo.svg?v=6" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#111827" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations("common");
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <ToastProvider>
            <a className="skip-link" href="#content">
              {t("skipToContent")}
            </a>
            <Header />
            <div id="content" tabIndex={-1}>
              {children}
            </div>
          </ToastProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
