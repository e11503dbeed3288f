"use client";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";

/**
 * "Report this list" (or draw) at the foot of its page (docs/decisions/129-reports.md): a small link
 * opening a dialog with a reason from the short set and an optional note, sent to the instance's
 * admin. Nothing about the sender is asked or kept.
 */
// the dialog's form is loaded when it is first opened: most visitors never report (issue 57)
const ReportDialog = lazy(() => import("./ReportDialog").then((module) => ({ default: module.ReportDialog })));

export function ReportLink({ target }: { target: { slug: string } | { draw_slug: string } }) {
  const t = useTranslations("report");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState(false);

  return (
    <div className="report-footer">
      {sent ? (
        <p className="muted" role="status" data-testid="report-sent">
          {t("sent")}
        </p>
      ) : (
        <button
          type="button"
          className="report-link"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          data-testid="report-open"
        >
          {"draw_slug" in target ? t("openDraw") : t("open")}
        </button>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={target}
            open={open}
            onClose={() => setOpen(false)}
            onSent={() => {
              setSent(true);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
