import { getTranslations } from "next-intl/server";

/** An address the app does not know (e.g. `/web/anything`): said in the page's language, with the way home. */
export async function PageNotFound() {
  const t = await getTranslations("pageNotFound");
  return (
    <main className="page not-found" data-testid="page-not-found">
      <div className="card">
        <p className="not-found-icon" aria-hidden="true">
          🧭
        </p>
        <h1>{t("heading")}</h1>
        <p>{t("text")}</p>
        <a className="button button-primary" href="/web/">
          {t("home")}
        </a>
      </div>
    </main>
  );
}
