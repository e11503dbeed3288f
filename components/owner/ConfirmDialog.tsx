"use client";
import { Dialog } from "@/components/ui/Dialog";
import "./confirm-dialog.css";
import { waitingButton } from "@/components/ui/waiting-button";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A destructive question in our own modal (window.confirm cannot be styled, translated or tested well). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onCancel()} title={title} className="confirm-dialog">
      <p>{text}</p>
      <div className="dialog-actions">
        {/* Cancel first and focused: Enter on a confirmation must not delete by accident */}
        <button type="button" className="button" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button owner-button-danger"
          onClick={onConfirm}
          {...waitingButton(Boolean(busy))}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
