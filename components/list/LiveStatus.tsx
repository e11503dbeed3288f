"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { onChangesWaiting } from "@/lib/client/changes-paused";
import type { LiveState } from "./useLiveList";

/**
 * The quiet "offline — reconnecting" note while the live-update stream is down, the "changes are
 * paused" note while the server's database is away, and what a change waiting for it says
 * (docs/decisions/080-reading-through-faults.md); for screen readers, a polite word each time
 * another copy of the list changed it (not this page: its own change says so itself).
 */
export function LiveStatus({ state, updates }: { state: LiveState; updates: number }) {
  const t = useTranslations("public");
  const tPaused = useTranslations("paused");
  const waiting = useChangesWaiting();
  const note =
    waiting > 0
      ? { text: tPaused("retrying"), id: "changes-waiting" }
      : state === "paused"
        ? { text: tPaused("note"), id: "changes-paused" }
        : state === "reconnecting"
          ? { text: t("liveReconnecting"), id: "live-reconnecting" }
          : null;
  return (
    <>
      {note ? (
        <p className="live-note" data-testid={note.id}>
          {note.text}
        </p>
      ) : null}
      {/* each update adds its sentence afresh: a region whose text stays the same tells nothing more */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {updates > 0 ? <span key={updates}>{t("liveUpdated")}</span> : null}
      </p>
    </>
  );
}

/** How many changes of this page wait for the server to take them again. */
function useChangesWaiting(): number {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => onChangesWaiting(setWaiting), []);
  return waiting;
}
