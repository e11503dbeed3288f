"use client";
import { useTranslations } from "next-intl";
import type { LiveState } from "./useLiveList";
import "./live.css";

/**
 * The quiet "offline — reconnecting" note while the live-update stream is down, and, for screen
 * readers, a polite word each time another copy of the list changed it.
 */
export function LiveStatus({ state, updates }: { state: LiveState; updates: number }) {
  const t = useTranslations("public");
  return (
    <>
      {state === "reconnecting" ? (
        <p className="live-note" data-testid="live-reconnecting">
          <span className="live-note-dot" aria-hidden="true" />
          {t("liveReconnecting")}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {updates > 0 ? t("liveUpdated") : ""}
      </p>
    </>
  );
}
