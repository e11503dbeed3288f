import { getTranslations } from "next-intl/server";

/** `?slug=` that names no list: say so plainly and offer the way to a list of one's own. */
export async function ListNotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className="page not-found" id="list-not-found" data-testid="list-not-found">
      <div className="card">
        <p className="not-found-icon" aria-hidden="true">
          🔍
        </p>
        <h1>{t("heading")}</h1>
        <p>{t("text")}</p>
        <a className="button button-primary" href="/web/">
          {t("create")}
        </a>
      </div>
    </main>
  );
}
