"use client";
import { useTranslations } from "next-intl";

/**
 * In place of a list deleted while its page was open (issue 40): the live stream said `gone`, or
 * list_get found no list. Said like the 404 screen a later visit gets, with the way to a list of
 * one's own, and announced (role="alert") to whoever does not look.
 */
export function ListGone() {
  const t = useTranslations("public");
  return (
    <div className="page not-found" data-testid="list-gone">
      <div className="card" role="alert">
        <p className="not-found-icon" aria-hidden="true">
          🔍
        </p>
        <h1>{t("goneHeading")}</h1>
        <p>{t("goneText")}</p>
        <a className="button button-primary" href="/web/">
          {t("goneCreate")}
        </a>
      </div>
    </div>
  );
}
