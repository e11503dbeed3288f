"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

/** docs/product.md §4/§9: toasts disappear after 3.6 s. */
export const TOAST_LIFETIME_MS = 3600;

type ToastKind = "success" | "error" | "info";
type ToastEntry = { id: number; kind: ToastKind; message: string };
type ToastApi = {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const stackRef = useRef<HTMLDivElement>(null);

  // Re-showing the popover puts it on top of the top layer, above any modal dialog opened since.
  useEffect(() => {
    const stack = stackRef.current;
    if (!stack || typeof stack.showPopover !== "function") return;
    if (stack.matches(":popover-open")) stack.hidePopover();
    if (toasts.length > 0) stack.showPopover();
  }, [toasts]);

  const show = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++;
    // the same sentence again (three wishes added in a row) replaces its earlier toast instead of
    // piling up copies; at most three different ones show, the newest at the bottom
    setToasts((current) => [
      ...current.filter((toast) => toast.kind !== kind || toast.message !== message).slice(-2),
      { id, kind, message },
    ]);
    window.setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), TOAST_LIFETIME_MS);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show("success", message),
      error: (message) => show("error", message),
      info: (message) => show("info", message),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* polite for confirmations; errors are announced assertively through role="alert" */}
      <div ref={stackRef} className="toasts" aria-live="polite" popover="manual">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast-${toast.kind}`}
            role={toast.kind === "error" ? "alert" : "status"}
            data-testid="toast"
          >
            {toast.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
