"use client";
import type { WireItem, WireList } from "@/lib/wire";
import { CancelButton, foldAway } from "./form-cancel";
import { ReservationFormFrame } from "./ReservationActions";
import { useReservationForm } from "./useReservationForm";

type Props = { item: WireItem; list: WireList; onChanged: () => Promise<void> };

/**
 * Reserve / release one item (docs/product.md §2, §4, §5, §8): the card's one action opens the
 * password and the name or icon the list's identity mode asks for (docs/decisions/054); the
 * submit button keeps the toggle's states. Each item has its own busy flag.
 */
export function ReservationControls({ item, list, onChanged }: Props) {
  const {
    t,
    busy,
    blocked,
    conflict,
    intent,
    oneTapReserve,
    submit,
    identityFields,
    passwordField,
    giverOptions,
    notices,
  } = useReservationForm({ item, list, onChanged });
  const reserved = item.busy;

  const state = busy ? "busy" : reserved ? "reserved" : "free";
  const visible = { busy: t("statusBusy"), reserved: t("statusOpenRelease"), free: t("statusOpenReserve") }[state];
  const symbol = { busy: "⏳", reserved: "🔓", free: "🎁" }[state];
  const action = t(reserved ? "releaseAction" : oneTapReserve ? "reserveAsAction" : "reserveAction", {
    title: item.title,
  });

  return (
    <ReservationFormFrame
      needsScripts={t("needsScripts")}
      onSend={(form) =>
        // the action the guest typed for: never a release when they typed to reserve (issue 32, bug 5)
        void submit(intent, {
          staleCodes: ["already_reserved", "not_reserved", "one_of_taken"],
          onDone: () => foldAway(form),
        })
      }
    >
      {notices()}
      {identityFields()}
      {/* the wish changed while the guest typed: the notice alone, no "Release" toggle (issue 40) */}
      {conflict ? null : (
        <>
          <div className="reservation-row">
            {passwordField()}
            <button
              type="submit"
              className="reserve-toggle"
              data-state={state}
              data-testid="reserve-toggle"
              disabled={blocked && !busy}
              aria-busy={busy || undefined}
              aria-disabled={busy || undefined}
            >
              <span className="toggle-icon" aria-hidden="true">
                {symbol}
              </span>
              <span aria-hidden="true">{visible}</span>
              {/* one text node: adjacent ones cost React a separator per card (docs/performance.md, "Cost per card") */}
              <span className="visually-hidden">{action}</span>
            </button>
          </div>
          {/* after the password: name, Tab, password, Enter reserves (keyboard, issue 26) */}
          {giverOptions()}
        </>
      )}
      <CancelButton />
    </ReservationFormFrame>
  );
}
