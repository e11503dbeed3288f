"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/owner/ConfirmDialog";
import { CheckboxField } from "@/components/ui/Field";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { failureMessage } from "@/components/ui/failure";
import { useToast } from "@/components/ui/Toast";
import { runDraw } from "@/lib/client/api-client-draws";
import { DRAW } from "@/lib/validations/limits";
import type { OrganizerAnswer } from "./useDrawView";

/**
 * The draw itself: one tap (held against a double tap here, and by the server's lock for taps on
 * two phones); a refusal says why in the server's words. Once drawn, "draw again" asks first: every
 * person gets a new match, and their screens say so.
 */
export function DrawActionCard({
  answer,
  token,
  reload,
}: {
  answer: OrganizerAnswer;
  token: string;
  reload: () => Promise<void>;
}) {
  const t = useTranslations("draw");
  const toast = useToast();
  const { draw, participants } = answer;
  const [avoidLastYear, setAvoidLastYear] = useState(draw.avoid_last_year);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const enough = participants.length >= DRAW.minParticipants;

  async function run(redraw: boolean) {
    // a ref as well: two taps in one frame both see the state as "not busy"
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    const result = await runDraw(draw.slug, token, {
      redraw,
      ...(draw.has_last_year ? { avoidLastYear } : {}),
    });
    busyRef.current = false;
    setBusy(false);
    setAsking(false);
    if (!result.ok) {
      return setProblem(
        failureMessage(result, { network: t("errorNetwork"), noSentence: (s) => t("errorHttp", { status: s }) }),
      );
    }
    setProblem(null);
    toast.success(t("drawnToast"));
    await reload();
  }

  return (
    <section className="card stack" data-testid="draw-action">
      <h2>{t("drawTitle")}</h2>
      <p className="muted">{t("drawHint")}</p>
      {draw.has_last_year && !draw.drawn ? (
        <CheckboxField label={t("avoidLastYear")} checked={avoidLastYear} onCheckedChange={setAvoidLastYear} />
      ) : null}
      {draw.drawn ? (
        <>
          <p className="pill-success draw-done" data-testid="draw-done">
            {t("drawnStatus")}
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => setAsking(true)}>
            {t("redrawButton")}
          </button>
        </>
      ) : (
        <>
          {enough ? null : <p className="muted small">{t("drawTooFew")}</p>}
          <button
            type="button"
            className="button button-primary button-block"
            disabled={busy || !enough}
            aria-busy={busy || undefined}
            onClick={() => void run(false)}
            data-testid="draw-run"
          >
            {busy ? t("drawBusy") : t("drawButton")}
          </button>
        </>
      )}
      <ErrorBox error={problem} testId="draw-run-error" />
      <ConfirmDialog
        open={asking}
        title={t("redrawTitle")}
        text={t("redrawWarning")}
        confirmLabel={t("redrawConfirm")}
        cancelLabel={t("cancel")}
        busy={busy}
        onConfirm={() => void run(true)}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
