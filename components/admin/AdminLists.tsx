"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { adminCall } from "@/lib/client/api-client-admin";
import type { ApiAnswer } from "@/lib/wire";
import { useByteFormat, useDateFormat } from "./format";

type Page = ApiAnswer<"admin_lists">;
type Row = Page["lists"][number];
type Props = { token: string; changes: number; onChange: () => void };

/**
 * The admin's table of lists, newest first (decision 128): search by title or slug, pages of 25,
 * and per list: open it as a visitor, hide or show it again, delete it. On a phone each row is a
 * card (admin.css).
 */
export function AdminLists({ token, changes, onChange }: Props) {
  const t = useTranslations("admin");
  const bytes = useByteFormat();
  const date = useDateFormat();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState({ q: "", page: 1 });
  const [answer, setAnswer] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void adminCall("admin_lists", token, query).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setAnswer(outcome);
      setError(outcome.ok ? null : (outcome.error ?? t("failed")));
    });
    return () => {
      current = false;
    };
  }, [token, query, changes, t]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: typed.trim(), page: 1 });
  };
  const act = async (call: Promise<{ ok: boolean; error?: string | null }>) => {
    const outcome = await call;
    if (!outcome.ok) setError(outcome.error ?? t("failed"));
    onChange();
  };
  const hide = (row: Row) => void act(adminCall("admin_list_hide", token, { slug: row.slug, hidden: !row.hidden }));
  const remove = (row: Row) => {
    if (window.confirm(t("confirmDelete", { title: row.title })))
      void act(adminCall("admin_list_delete", token, { slug: row.slug }));
  };
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;

  return (
    <section className="card" aria-labelledby="admin-lists">
      <h2 id="admin-lists">{t("listsTitle")}</h2>
      <form className="admin-search" role="search" onSubmit={search}>
        <input
          type="search"
          aria-label={t("search")}
          placeholder={t("search")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          {t("searchButton")}
        </button>
      </form>
      {error ? <ErrorBox error={error} testId="admin-lists-error" /> : null}
      {answer && answer.lists.length === 0 ? <p className="muted">{t("noLists")}</p> : null}
      <table className="admin-table" data-testid="admin-lists">
        <thead>
          <tr>
            <th scope="col">{t("colTitle")}</th>
            <th scope="col">{t("colCreated")}</th>
            <th scope="col">{t("colChanged")}</th>
            <th scope="col">{t("colEvent")}</th>
            <th scope="col">{t("colWishes")}</th>
            <th scope="col">{t("colPictures")}</th>
            <th scope="col">{t("colReports")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("colActions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {answer?.lists.map((row) => (
            <tr key={row.slug} data-testid="admin-list-row" data-hidden={row.hidden || undefined}>
              <th scope="row" data-label={t("colTitle")}>
                <bdi>{row.title}</bdi>
                {row.hidden ? <span className="admin-badge">{t("hiddenBadge")}</span> : null}
              </th>
              <td data-label={t("colCreated")}>{date(row.created_at)}</td>
              <td data-label={t("colChanged")}>{date(row.updated_at)}</td>
              <td data-label={t("colEvent")}>{row.event_date ? date(row.event_date) : "–"}</td>
              <td data-label={t("colWishes")}>{row.items}</td>
              <td data-label={t("colPictures")}>{bytes(row.picture_bytes)}</td>
              <td data-label={t("colReports")}>{row.reports}</td>
              <td className="admin-actions">
                <a
                  className="button button-small"
                  href={`/web/?slug=${encodeURIComponent(row.slug)}`}
                  target="_blank"
                  rel="noopener"
                >
                  {t("open")}
                </a>
                <button type="button" className="button button-small" onClick={() => hide(row)}>
                  {row.hidden ? t("unhide") : t("hide")}
                </button>
                <button type="button" className="button button-small admin-danger" onClick={() => remove(row)}>
                  {t("delete")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="admin-pages" aria-label={t("pageOf", { page: query.page, pages })}>
          <button
            type="button"
            className="button button-small"
            disabled={query.page <= 1}
            onClick={() => setQuery({ ...query, page: query.page - 1 })}
          >
            {t("previous")}
          </button>
          <span>{t("pageOf", { page: query.page, pages })}</span>
          <button
            type="button"
            className="button button-small"
            disabled={query.page >= pages}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            {t("next")}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
