"use client";
import { useEffect, useId, useRef, type ReactNode } from "react";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** docs/product.md §2: the owner login dialog closes on a backdrop click; others may opt out. */
  closeOnBackdrop?: boolean;
  /** "fullscreen-mobile": full screen up to 640 px, else up to 720 px wide (settings modal). */
  variant?: "default" | "fullscreen-mobile";
  className?: string;
  /** Accessible label of the close (×) button; omit to show no close button. */
  closeLabel?: string;
};

/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus trap, inert
 * background and Escape handling; the backdrop click is ours.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeOnBackdrop = true,
  variant = "default",
  className,
  closeLabel,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={["dialog", `dialog-${variant}`, className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // a click on the <dialog> element itself (not its content) is a click on the backdrop
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="dialog-body">
          <div className="dialog-header">
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            {closeLabel ? (
              <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
                ×
              </button>
            ) : null}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
