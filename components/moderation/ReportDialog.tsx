"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { TextAreaField } from "@/components/ui/Field";
import { reportTarget } from "@/lib/client/api-client-admin";
import { LIMITS } from "@/lib/validations/limits";
import { REPORT_REASONS, type ReportReason } from "@/lib/report-reasons";
import { waitingButton } from "@/components/ui/waiting-button";

/** The "Report this list" dialog (docs/decisions/129-reports.md), loaded when ReportLink first opens it. */
export function ReportDialog({
  target,
  open,
  onClose,
  onSent,
}: {
  target: { slug: string } | { draw_slug: string };
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const t = useTranslations("report");
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const groupId = useId();

  const close = () => {
    onClose();
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t("reasonMissing"));
    setSending(true);
    const outcome = await reportTarget(target, reason, note);
    setSending(false);
    if (!outcome.ok) return setError(outcome.error ?? t("failed"));
    onSent();
  };

  return (
    <Dialog open={open} onClose={close} title={t("title")} closeLabel={t("cancel")}>
      <form onSubmit={(event) => void submit(event)} className="report-form" noValidate>
        <p className="muted">{t("intro")}</p>
        <fieldset className="report-reasons" aria-describedby={error ? `${groupId}-error` : undefined}>
          <legend className="field-label">{t("reason")}</legend>
          {REPORT_REASONS.map((each) => (
            <label key={each} className="report-reason">
              <input
                type="radio"
                name={`${groupId}-reason`}
                value={each}
                checked={reason === each}
                onChange={() => setReason(each)}
              />
              {t(`reasons.${each}`)}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t("note")}
          value={note}
          maxLength={LIMITS.note}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
        {error ? <ErrorBox error={error} id={`${groupId}-error`} testId="report-error" /> : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={close}>
            {t("cancel")}
          </button>
          <button type="submit" className="button button-primary" {...waitingButton(sending)}>
            {t("send")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
