"use client";
import type { ReactNode } from "react";
import { CancelButton } from "./form-fold";

type Props = {
  busy: boolean;
  /** The card cannot take the action now (offline, a race just lost): the buttons wait. */
  blocked: boolean;
  /** Anything left to reserve or chip in for: the primary button shows and submits the form. */
  open: boolean;
  /** The primary button: its test id and what it says ("Reserve 2", "Chip in €20"). */
  primary: { testId: string; content: ReactNode };
  /** "Release mine" / "Withdraw my share": its test id, what it says, the same with the wish's title. */
  release: { show: boolean; testId: string; label: string; accessibleLabel: string };
  /** Sends the release; when nothing is left open, the form's submit does the same. */
  onRelease: (form: HTMLFormElement) => void;
};

/**
 * The buttons under a multi-unit or group-gift form: the free action first and loudest, releasing
 * one's own the quieter second (issue 32, bug 8), then cancel. Each button keeps the toggle's states.
 */
export function ReservationActions({ busy, blocked, open, primary, release, onRelease }: Props) {
  const waiting = { disabled: blocked && !busy, "aria-busy": busy || undefined, "aria-disabled": busy || undefined };
  return (
    <div className="reservation-actions">
      {open ? (
        <button
          type="submit"
          className="reserve-toggle"
          data-state={busy ? "busy" : "free"}
          data-testid={primary.testId}
          {...waiting}
        >
          {primary.content}
        </button>
      ) : null}
      {release.show ? (
        <button
          type={open ? "button" : "submit"}
          className="reserve-toggle is-secondary"
          data-state={busy ? "busy" : "release"}
          data-testid={release.testId}
          {...waiting}
          onClick={open ? (event) => event.currentTarget.form && onRelease(event.currentTarget.form) : undefined}
        >
          <span aria-hidden="true">{release.label}</span>
          <span className="visually-hidden">{release.accessibleLabel}</span>
        </button>
      ) : null}
      <CancelButton />
    </div>
  );
}
