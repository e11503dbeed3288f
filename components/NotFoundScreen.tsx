import { getTranslations } from "next-intl/server";

/**
 * The friendly 404 screen, said in the page's language with the way home. Two kinds: an address the
 * app does not know (e.g. `/web/anything`), and a `?slug=` that names no list — which offers the
 * way to a list of one's own instead.
 */
const KINDS = {
  page: { namespace: "pageNotFound", id: undefined, testId: "page-not-found", icon: "🧭", action: "home" },
  list: { namespace: "notFound", id: "list-not-found", testId: "list-not-found", icon: "🔍", action: "create" },
} as const;

export async function NotFoundScreen({ kind }: { kind: keyof typeof KINDS }) {
  const { namespace, id, testId, icon, action } = KINDS[kind];
  const t = await getTranslations(namespace);
  return (
    <main className="page not-found" id={id} data-testid={testId}>
      <div className="card">
        <p className="not-found-icon" aria-hidden="true">
          {icon}
        </p>
        <h1>{t("heading")}</h1>
        <p>{t("text")}</p>
        <a className="button button-primary" href="/web/">
          {t(action)}
        </a>
      </div>
    </main>
  );
}
