"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { PasswordField } from "@/components/ui/Field";
import { adminCall } from "@/lib/client/api-client-admin";
import { adminTokens } from "@/lib/client/tab-storage";
import type { ApiAnswer } from "@/lib/wire";
import { AdminInstances } from "./AdminInstances";
import { AdminLists } from "./AdminLists";
import { AdminReports } from "./AdminReports";
import { useByteFormat, useTimeFormat } from "./format";

type Overview = ApiAnswer<"admin_overview">;

/**
 * The admin view (docs/decisions/128-the-admin-view.md): the token typed once per tab (kept in
 * sessionStorage, sent as `X-Admin-Token`), then the instance at a glance, the reports and the
 * table of lists. Every change re-reads what it touched.
 */
export function AdminScreen() {
  const t = useTranslations("admin");
  // the token being tried or in use: the one this tab kept, or the one typed
  const [candidate, setCandidate] = useState<string | null>(() =>
    typeof window === "undefined" ? null : adminTokens.get(),
  );
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [overview, setOverview] = useState<Overview | null>(null);
  const [changes, setChanges] = useState(0);
  const bytes = useByteFormat();
  const time = useTimeFormat();

  // the overview, read with the token: its answer says whether the token is right
  useEffect(() => {
    if (!candidate) return;
    let current = true;
    void adminCall("admin_overview", candidate).then((outcome) => {
      if (!current) return;
      if (outcome.ok) {
        adminTokens.set(candidate);
        setOverview(outcome);
        setError(null);
        return;
      }
      adminTokens.clear();
      setCandidate(null);
      setOverview(null);
      setError(outcome.error ?? t("failed"));
    });
    return () => {
      current = false;
    };
  }, [candidate, changes, t]);

  const token = overview ? candidate : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCandidate(typed.trim());
  };
  const signOut = () => {
    adminTokens.clear();
    setCandidate(null);
    setOverview(null);
    setTyped("");
  };
  const changed = () => setChanges((count) => count + 1);

  if (!token || !overview) {
    return (
      <main className="page admin-page">
        <form className="card admin-login" onSubmit={submit} data-testid="admin-login">
          <h1>{t("title")}</h1>
          <PasswordField
            label={t("tokenLabel")}
            hint={t("tokenHint")}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          {error ? <ErrorBox error={error} testId="admin-error" /> : null}
          <button type="submit" className="button button-primary button-block" disabled={!typed.trim()}>
            {t("enter")}
          </button>
        </form>
      </main>
    );
  }

  const quota = overview.picture_quota_bytes;
  const figures: [string, string][] = [
    [
      t("lists"),
      `${overview.lists}${overview.hidden_lists ? ` (${t("hiddenCount", { count: overview.hidden_lists })})` : ""}`,
    ],
    [t("items"), String(overview.items)],
    [t("draws"), String(overview.draws)],
    [t("pictures"), String(overview.pictures)],
    [
      t("pictureBytes"),
      quota === null
        ? `${bytes(overview.picture_bytes)} · ${t("noQuota")}`
        : t("ofQuota", { used: bytes(overview.picture_bytes), quota: bytes(quota) }),
    ],
    [t("database"), bytes(overview.database_bytes)],
    [t("outbox"), String(overview.mail_outbox)],
    [t("reports"), String(overview.reports)],
    [
      t("keptFor"),
      overview.retention_days === null ? t("keptForGood") : t("keptDays", { count: overview.retention_days }),
    ],
  ];
  // when the sweep last ran, and what it did (decision 206): shown while retention is on, or once it ran
  const sweep = overview.retention_last_sweep;
  if (sweep || overview.retention_days !== null) {
    figures.push([
      t("lastSweep"),
      !sweep
        ? t("sweptNever")
        : t(sweep.failed ? "sweepFailed" : "swept", {
            time: time(sweep.at),
            lists: sweep.lists_deleted,
            draws: sweep.draws_deleted,
            told: sweep.owners_told,
          }),
    ]);
  }
  return (
    <main className="page admin-page" data-testid="admin-view">
      <div className="admin-head">
        <h1>{t("title")}</h1>
        <button type="button" className="button button-small" onClick={signOut}>
          {t("signOut")}
        </button>
      </div>
      <section className="card" aria-labelledby="admin-overview">
        <h2 id="admin-overview">{t("overview")}</h2>
        {overview.cheap_password_hashes ? (
          <p className="error-box" data-testid="admin-cheap-hashes">
            {t("cheapHashes")}
          </p>
        ) : null}
        <AdminInstances overview={overview} />
        <dl className="admin-figures" data-testid="admin-overview">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AdminReports token={token} changes={changes} onChange={changed} />
      <AdminLists token={token} changes={changes} onChange={changed} />
    </main>
  );
}
