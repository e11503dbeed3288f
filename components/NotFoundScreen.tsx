import { getTranslations } from "next-intl/server";

/**
 * The friendly 404 screen, said in the page's language with the way home. Two kinds: an address the
 * app does not know (e.g. `/web/anything`), a `?slug=` that names no list — which offers the way to
 * a list of one's own instead — and one that names no secret-santa draw (a draw of one's own).
 */
const KINDS = {
  page: {
    namespace: "pageNotFound",
    id: undefined,
    testId: "page-not-found",
    icon: "🧭",
    action: "home",
    href: "/web/",
  },
  list: {
    namespace: "notFound",
    id: "list-not-found",
    testId: "list-not-found",
    icon: "🔍",
    action: "create",
    href: "/web/",
  },
  draw: {
    namespace: "drawNotFound",
    id: "draw-not-found",
    testId: "draw-not-found",
    icon: "🎁",
    action: "create",
    href: "/web/draw/",
  },
} as const;

export async function NotFoundScreen({ kind }: { kind: keyof typeof KINDS }) {
  const { namespace, id, testId, icon, action, href } = KINDS[kind];
  const t = await getTranslations(namespace);
  return (
    <main className="page not-found" id={id} data-testid={testId}>
      <div className="card">
        <p className="not-found-icon" aria-hidden="true">
          {icon}
        </p>
        <h1>{t("heading")}</h1>
        <p>{t("text")}</p>
        <a className="button button-primary" href={href}>
          {t(action)}
        </a>
      </div>
    </main>
  );
}
