"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";

/**
 * Ends owner mode on this device only; other devices stay signed in. A co-owner comes back with
 * their co-owner link, never the owner password they do not have (decision 233).
 */
export function SettingsDeviceSection({ coOwner, onSignOut }: { coOwner: boolean; onSignOut: () => void }) {
  const t = useTranslations("settings");
  const tOwner = useTranslations("owner");
  const headingId = useId();
  return (
    <section className="settings-section settings-device" aria-labelledby={headingId}>
      <h3 id={headingId} className="settings-legend">
        {t("deviceSection")}
      </h3>
      <p className="muted small">{t(coOwner ? "deviceIntroCoOwner" : "deviceIntro")}</p>
      <div>
        <button type="button" className="button button-small" onClick={onSignOut}>
          {tOwner("logout")}
        </button>
      </div>
    </section>
  );
}
