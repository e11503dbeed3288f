import { getTranslations } from "next-intl/server";
import { ColorSchemeToggle } from "./ColorSchemeToggle";
import { LanguageSwitcher } from "./LanguageSwitcher";

/** The fixed bar on every screen: logo, product name, colour scheme and language (docs/product.md §2 Header). */
export async function Header() {
  const t = await getTranslations("header");
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <a className="brand" href="/web/" aria-label={t("home")}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG */}
          <img src="/logo.svg?v=6" alt="" width={32} height={32} />
          {/* the name's own direction, so a narrow right-to-left page cuts its end, not its start */}
          <span dir="auto">{t("productName")}</span>
        </a>
        <div className="site-header-tools">
          <ColorSchemeToggle />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
