"use client";
import type { ReactNode } from "react";
import { useScriptsRunning } from "@/components/ui/useScriptsRunning";
import { CancelButton } from "./form-cancel";
import { usePublicTexts } from "./public-texts";
import type { Conflict } from "./ReservationNotice";
import type { useReservationForm } from "./useReservationForm";

/** The second button per kind: its test id, what it says, and the same for screen readers. */
const RELEASE = {
  units: { testId: "release-mine", label: "releaseMine", action: "releaseMineAction" },
  pledge: { testId: "withdraw-pledge", label: "withdrawMine", action: "withdrawPledgeAction" },
} as const;

type Props = {
  /**
   * The form's state (useReservationForm): busy sending, or blocked — offline, a race just lost — so
   * the buttons wait; a race just lost (`conflict`) leaves only the notice and Cancel (issue 40).
   */
  form: { busy: boolean; blocked: boolean; conflict: Conflict };
  /** Anything left to reserve or chip in for: the primary button shows and submits the form. */
  open: boolean;
  /** The primary button: its test id and what it says ("Reserve 2", "Chip in €20"). */
  primary: { testId: string; content: ReactNode };
  /** Units of a wish or a share of a group gift: what the second button releases. */
  kind: keyof typeof RELEASE;
  /** Whether this device may release one's own ("Release mine", "Withdraw my share"). */
  canRelease: boolean;
  /** The wish's title, for screen readers. */
  title: string;
  /** Sends the release; when nothing is left open, the form's submit does the same. */
  onRelease: (form: HTMLFormElement) => void;
};

/**
 * The buttons under a multi-unit or group-gift form: the free action first and loudest, releasing
 * one's own the quieter second (issue 32, bug 8), then cancel. Each button keeps the toggle's states.
 */
export function ReservationActions({ form, open, primary, kind, canRelease, title, onRelease }: Props) {
  const { busy, blocked, conflict } = form;
  const t = usePublicTexts();
  if (conflict) {
    return (
      <div className="reservation-actions">
        <CancelButton />
      </div>
    );
  }
  const release = RELEASE[kind];
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
      {canRelease ? (
        <button
          type={open ? "button" : "submit"}
          className="reserve-toggle is-secondary"
          data-state={busy ? "busy" : "release"}
          data-testid={release.testId}
          {...waiting}
          onClick={open ? (event) => event.currentTarget.form && onRelease(event.currentTarget.form) : undefined}
        >
          <span aria-hidden="true">{t(release.label)}</span>
          <span className="visually-hidden">{t(release.action, { title })}</span>
        </button>
      ) : null}
      <CancelButton />
    </div>
  );
}

/**
 * A multi-unit or group-gift form (QuantityReservationControls, GroupGiftControls): what the card
 * says, who reserves, `children` (how many, how much), the password and address, and the buttons.
 * `run` sends the form's intent, or the release from its second button; `form` folds away after a
 * success.
 */
export function ReserveOrReleaseForm({
  form,
  testId,
  run,
  children,
  ...actions
}: Omit<Props, "form" | "onRelease"> & {
  form: ReturnType<typeof useReservationForm>;
  testId: string;
  run: (action: "reserve" | "release", form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  return (
    <ReservationFormFrame
      testId={testId}
      onSend={(element) => run(form.intent, element)}
      needsScripts={form.t(actions.kind === "pledge" ? "needsScriptsToChipIn" : "needsScripts")}
    >
      {form.notices()}
      {form.identityFields()}
      {children}
      {form.passwordField()}
      {form.giverOptions()}
      <ReservationActions form={form} {...actions} onRelease={(element) => run("release", element)} />
    </ReservationFormFrame>
  );
}

/**
 * A card's reservation form: sent by the page's scripts; POST, so that a tap before they have run
 * reloads this list instead of the start page (decision 035) and nothing typed lands in the address.
 * A browser that runs no script at all is told so at the form's top (decision 201).
 * `data-ready` says when its code runs here.
 */
export function ReservationFormFrame({
  testId,
  onSend,
  needsScripts,
  children,
}: {
  testId?: string;
  onSend: (form: HTMLFormElement) => void;
  /** What a browser running no script is told first, in the form itself: it would send nothing (decision 201). */
  needsScripts: string;
  children: ReactNode;
}) {
  const ready = useScriptsRunning();
  return (
    <form
      method="post"
      className="reservation"
      data-testid={testId}
      data-ready={ready}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(event.currentTarget);
      }}
      noValidate
    >
      <div className="reservation-fields">
        <noscript>
          <p className="reservation-notice">{needsScripts}</p>
        </noscript>
        {children}
      </div>
    </form>
  );
}
