"use client";
import { useTranslations } from "next-intl";
import type { ApiAnswer } from "@/lib/wire";

type Overview = ApiAnswer<"admin_overview">;

/**
 * Which instance answered the admin view, and, with several on one database, the settings they do
 * not share, instance by instance (docs/decisions/217-what-the-operator-trips-over-a-fourth-time.md).
 */
export function AdminInstances({ overview }: { overview: Overview }) {
  const t = useTranslations("admin");
  const differ = overview.settings_differ;
  // every setting works per instance but RETENTION_DAYS, which the install keeps at the longest (224, 220)
  const own = differ.filter((name) => name !== "RETENTION_DAYS");
  return (
    <>
      <p data-testid="admin-instance">
        {t("answeredBy", { instance: overview.instance, count: overview.instances.length })}
      </p>
      {differ.length > 0 ? (
        <div className="error-box" data-testid="admin-settings-differ">
          <p>
            {t("settingsDiffer", { names: differ.join(", ") })}{" "}
            {own.length > 0 ? t("settingsOwn", { names: own.join(", ") }) : null}{" "}
            {own.length < differ.length ? t("retentionLongest") : null}
          </p>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("colInstance")}</th>
                {differ.map((name) => (
                  <th scope="col" key={name}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {overview.instances.map((instance) => (
                <tr key={instance.name}>
                  <th scope="row">{instance.name}</th>
                  {differ.map((name) => (
                    <td key={name}>{instance.settings[name] ?? t("unset")}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
