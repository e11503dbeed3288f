import { useId, type ReactNode } from "react";
import { ErrorBox } from "./ErrorBox";
import { useScriptsRunning } from "./useScriptsRunning";
import type { Sending } from "./useSending";
import { waitingButton } from "./waiting-button";

/**
 * A card that is one form, named by its heading: its inputs, its one error (useSending's), and its
 * wide main button, which says so while the form is being sent. POST: a tap before the page's
 * scripts have run sends the form natively, and nothing typed (a password) ends up in the address
 * (the page then simply shows again).
 */
export function FormCard({
  className,
  heading,
  sending,
  onSend,
  errorTestId,
  submitLabel,
  busyLabel,
  children,
}: {
  /** Classes besides "card stack". */
  className?: string;
  heading: ReactNode;
  sending: Pick<Sending, "busy" | "problem" | "errorId">;
  onSend: () => void;
  errorTestId: string;
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const { busy, problem, errorId } = sending;
  const ready = useScriptsRunning();
  return (
    <form
      method="post"
      data-ready={ready}
      className={className ? `card ${className} stack` : "card stack"}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{heading}</h2>
      {children}
      <ErrorBox error={problem?.message} id={errorId} testId={errorTestId} />
      <button type="submit" className="button button-primary button-block" {...waitingButton(busy)}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
