import { getTranslations } from "next-intl/server";

/** The line under every screen: the privacy page (docs/decisions/133-privacy-page.md). */
export async function Footer() {
  const t = await getTranslations("common");
  return (
    <footer className="site-footer">
      <a href="/web/privacy/">{t("privacy")}</a>
    </footer>
  );
}
