"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/owner/ConfirmDialog";
import { CheckboxField } from "@/components/ui/Field";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { screenWording } from "@/components/ui/failure";
import { useToast } from "@/components/ui/Toast";
import { useSending } from "@/components/ui/useSending";
import { runDraw } from "@/lib/client/api-client-draws";
import { DRAW } from "@/lib/validations/limits";
import type { OrganizerCardProps } from "./useDrawView";
import { waitingButton } from "@/components/ui/waiting-button";
import { useSentNote } from "@/components/ui/useSentNote";
import { ForeseenMatches } from "./ForeseenMatches";

/**
 * The draw itself: one tap (held against a double tap here, and by the server's lock for taps on
 * two phones); a refusal says why in the server's words. Once drawn, "draw again" asks first: every
 * person gets a new match, and their screens say so.
 */
export function DrawActionCard({ answer, token, reload }: OrganizerCardProps) {
  const t = useTranslations("draw");
  const toast = useToast();
  const { draw, participants } = answer;
  const [avoidLastYear, setAvoidLastYear] = useState(draw.avoid_last_year);
  const [asking, setAsking] = useState(false);
  const { busy, problem, send } = useSending(screenWording(t));
  const enough = participants.length >= DRAW.minParticipants;
  // the draw button gives way to "drawn": the focus goes there, not to the page's top (decision 220)
  const { ref: doneRef, sent: drawnNow } = useSentNote<HTMLParagraphElement>();

  async function run(redraw: boolean) {
    const drawn = await send(() =>
      runDraw(draw.slug, token, { redraw, ...(draw.has_last_year ? { avoidLastYear } : {}) }),
    );
    setAsking(false);
    if (!drawn) return;
    toast.success(t("drawnToast"));
    await reload();
    if (!redraw) drawnNow();
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
          <p ref={doneRef} className="pill-success draw-done" data-testid="draw-done">
            {t("drawnStatus")}
          </p>
          <button type="button" className="button" {...waitingButton(busy)} onClick={() => setAsking(true)}>
            {t("redrawButton")}
          </button>
        </>
      ) : (
        <>
          {enough ? <ForeseenMatches answer={answer} /> : <p className="muted small">{t("drawTooFew")}</p>}
          <button
            type="button"
            className="button button-primary button-block"
            {...waitingButton(busy, !enough)}
            onClick={() => void run(false)}
            data-testid="draw-run"
          >
            {busy ? t("drawBusy") : t("drawButton")}
          </button>
        </>
      )}
      <ErrorBox error={problem?.message} testId="draw-run-error" />
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
