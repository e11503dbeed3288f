"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { adminCall } from "@/lib/client/api-client-admin";
import type { ApiAnswer } from "@/lib/wire";
import { useDateFormat } from "./format";

type Groups = ApiAnswer<"admin_reports">["groups"];
type Props = { token: string; changes: number; onChange: () => void };

/**
 * The reports waiting, newest first, grouped by list or draw (decision 129); each can be dismissed,
 * and a reported draw deleted (decision 196; a list is deleted from the table of lists).
 */
export function AdminReports({ token, changes, onChange }: Props) {
  const t = useTranslations("admin");
  const report = useTranslations("report");
  const date = useDateFormat();
  const [groups, setGroups] = useState<Groups | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void adminCall("admin_reports", token).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setGroups(outcome.groups);
      setError(outcome.ok ? null : (outcome.error ?? t("failed")));
    });
    return () => {
      current = false;
    };
  }, [token, changes, t]);

  const dismiss = async (reportId: string) => {
    const outcome = await adminCall("admin_report_dismiss", token, { report_id: reportId });
    if (!outcome.ok) setError(outcome.error ?? t("failed"));
    onChange();
  };
  // a draw is in no table of the admin's and has no owner's delete: it goes from here (decision 196)
  const deleteDraw = async (group: Groups[number]) => {
    if (!window.confirm(t("confirmDeleteDraw", { title: group.title }))) return;
    const outcome = await adminCall("admin_draw_delete", token, { slug: group.slug });
    if (!outcome.ok) setError(outcome.error ?? t("failed"));
    onChange();
  };

  return (
    <section className="card" aria-labelledby="admin-reports" data-testid="admin-reports">
      <h2 id="admin-reports">{t("reportsTitle")}</h2>
      {error ? <ErrorBox error={error} /> : null}
      {groups && groups.length === 0 ? <p className="muted">{t("noReports")}</p> : null}
      {groups?.map((group) => (
        <article key={`${group.kind}-${group.slug}`} className="admin-report-group" data-testid="admin-report-group">
          <h3>
            <a href={group.kind === "list" ? `/web/?slug=${group.slug}` : `/web/draw/?slug=${group.slug}`}>
              <bdi>{group.title}</bdi>
            </a>
            {group.kind === "draw" ? <span className="admin-badge">{t("draw")}</span> : null}
            {group.hidden ? <span className="admin-badge">{t("hiddenBadge")}</span> : null}
          </h3>
          {group.kind === "draw" ? (
            <button type="button" className="button button-small admin-danger" onClick={() => void deleteDraw(group)}>
              {t("deleteDraw")}
            </button>
          ) : null}
          <ul>
            {group.reports.map((entry) => (
              <li key={entry.id}>
                <p>
                  <strong>{report(`reasons.${entry.reason}`)}</strong> · {date(entry.created_at)}
                </p>
                {entry.note ? (
                  <p className="admin-note">
                    <bdi>{entry.note}</bdi>
                  </p>
                ) : null}
                <button type="button" className="button button-small" onClick={() => void dismiss(entry.id)}>
                  {t("dismiss")}
                </button>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
