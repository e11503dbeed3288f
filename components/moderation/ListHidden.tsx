"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SettingsDeleteSection } from "@/components/owner/SettingsDeleteSection";
import { takeFromAddress } from "@/lib/client/address-token";
import { getList } from "@/lib/client/list-reads";
import { editTokens } from "@/lib/client/browser-storage";
import type { WireList } from "@/lib/wire";
import "./list-hidden.css";

/**
 * In place of a list the instance's admin hid (docs/decisions/128-the-admin-view.md): visitors read
 * only that it is not available (the page answers 410). A device holding the list's edit token asks
 * as the owner, and the owner's answer (`hidden`) lets it say why, and whom to ask: OPERATOR_CONTACT,
 * when set, as the privacy page shows it (decision 241); and it can still take its list away: the
 * settings' delete, which offers the list's file first (decision 241).
 */
export function ListHidden({ slug, contact }: { slug: string; contact: string | null }) {
  const t = useTranslations("hiddenList");
  const [owner, setOwner] = useState<{ list: WireList; editToken: string } | null>(null);
  useEffect(() => {
    // the create screen's link on a new device (`#edit=`) as on a list that is not hidden: kept,
    // and gone from the address (decision 241)
    const fromAddress = takeFromAddress("edit");
    if (fromAddress) editTokens.set(slug, fromAddress);
    const editToken = fromAddress ?? editTokens.get(slug);
    if (!editToken) return;
    void getList(slug, { editToken, reveal: false }).then((outcome) => {
      if (outcome.ok && "hidden" in outcome && outcome.hidden) setOwner({ list: outcome.list, editToken });
    });
  }, [slug]);
  return (
    <main className="page not-found" data-testid="list-hidden">
      <div className="card">
        <p className="not-found-icon" aria-hidden="true">
          🔒
        </p>
        <h1>{t("heading")}</h1>
        <p>{t("text")}</p>
        {owner ? (
          <div role="status" data-testid="list-hidden-owner">
            <p>{t("owner")}</p>
            {contact === null ? null : (
              <p>
                {t("contact")} <bdi>{contact}</bdi>
              </p>
            )}
          </div>
        ) : null}
        <a className="button button-primary" href="/web/">
          {t("create")}
        </a>
        {owner ? (
          <div className="list-hidden-delete">
            <SettingsDeleteSection list={owner.list} editToken={owner.editToken} />
          </div>
        ) : null}
      </div>
    </main>
  );
}
