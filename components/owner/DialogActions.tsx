import type { ReactNode } from "react";
import { waitingButton } from "@/components/ui/waiting-button";

/**
 * The row at the foot of an owner's dialog form: Cancel (when it can be cancelled), then the button
 * that sends the form, saying what is under way while busy; both wait meanwhile. `danger`: the
 * send deletes (red). `form`: the id of the form it sends when the row stands outside it.
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  submitLabel,
  busyLabel,
  busy,
  danger = false,
  form,
}: {
  cancelLabel: ReactNode;
  onCancel?: () => void;
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  busy: boolean;
  danger?: boolean;
  form?: string;
}) {
  return (
    <div className="dialog-actions">
      {onCancel ? (
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
      ) : null}
      <button
        type="submit"
        form={form}
        className={danger ? "button owner-button-danger" : "button button-primary"}
        {...waitingButton(busy)}
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
