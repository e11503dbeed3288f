import { getLocale, getTranslations } from "next-intl/server";
import { NOTICE_DAYS } from "@/lib/retention";
import { factsByGroup, PRIVACY_GROUPS, windowInWords } from "@/lib/privacy";
import "./privacy-screen.css";

type Props = {
  /** RETENTION_DAYS, or null: kept until deleted by hand. */
  retentionDays: number | null;
  /** OPERATOR_CONTACT, shown as text; null: the section is left out. */
  contact: string | null;
  /** The longest window of the limits, which keep client addresses that long at most. */
  limitWindowSeconds: number;
  /** Whether this server sends mail (SMTP_URL): without it no form asks for an address. */
  mailOn: boolean;
};

/** The privacy page's text, server-rendered (app/web/privacy/page.tsx). */
export async function PrivacyScreen({ retentionDays, contact, limitWindowSeconds, mailOn }: Props) {
  const t = await getTranslations("privacy");
  const duration = windowInWords(limitWindowSeconds, await getLocale());
  const facts = factsByGroup();
  return (
    <main className="page stack privacy-screen" data-testid="privacy-screen">
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      {PRIVACY_GROUPS.map((group) => (
        <section key={group} className="card stack" aria-labelledby={`privacy-${group}`}>
          <h2 id={`privacy-${group}`}>{t(`group.${group}`)}</h2>
          {/* an address given while mail was on stays until its list goes: the facts below still hold */}
          {group === "mail" && !mailOn ? <p data-testid="privacy-mail-off">{t("mailOff")}</p> : null}
          <ul>
            {facts[group].map((fact) => (
              <li key={fact} data-fact={fact}>
                {t(`fact.${fact}`, { duration })}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="card stack" aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">{t("howLong")}</h2>
        <p data-testid="privacy-retention">
          {retentionDays === null
            ? t("retentionOff")
            : t("retentionDays", { days: retentionDays, notice: NOTICE_DAYS })}
        </p>
        <p>{t("deleteYourself")}</p>
        <p>{t("backups")}</p>
      </section>
      {contact === null ? null : (
        <section className="card stack" aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">{t("contactHeading")}</h2>
          <p data-testid="privacy-contact">
            <bdi>{contact}</bdi>
          </p>
        </section>
      )}
    </main>
  );
}
