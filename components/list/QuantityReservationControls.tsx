"use client";
import { knownReserved } from "@/lib/surprise";
import { unitsLeft } from "@/lib/units";
import { useState } from "react";
import type { WireItem, WireList } from "@/lib/wire";
import { CountStepper } from "./CountStepper";
import { foldAway } from "./form-cancel";
import { ReserveOrReleaseForm } from "./ReservationActions";
import { useReservationForm } from "./useReservationForm";

type Props = { item: WireItem; list: WireList; onChanged: () => Promise<void> };

/**
 * Reserve some of an item wished for more than once, or release one's own reservation of it
 * (docs/decisions/028-quantities.md). One-unit items keep ReservationControls' toggle; this form
 * has a stepper for how many (1 to what is left) and a separate, quieter "release mine" button,
 * because a friend may reserve while others' reservations stand: reserving is the primary action.
 */
export function QuantityReservationControls({ item, list, onChanged }: Props) {
  const [count, setCount] = useState(1);
  const form = useReservationForm({ item, list, onChanged, wanted: count });
  const { t, busy, oneTapReserve, oneTapRelease, submit } = form;
  const remaining = unitsLeft(item);
  // others may have reserved since the count was chosen: never offer more than is left (the card says so)
  const chosen = Math.min(count, Math.max(1, remaining));
  // a remembered guest's password field is gone: "release mine" then needs a reservation made here
  const canRelease = knownReserved(item) > 0 && (oneTapRelease || !oneTapReserve);

  /** `form`: folded away after a success. */
  const run = (action: "reserve" | "release", form: HTMLFormElement) =>
    submit(action, {
      count: chosen,
      staleCodes: ["already_reserved", "too_few_left", "not_reserved", "one_of_taken"],
      onDone: () => {
        setCount(1);
        foldAway(form);
      },
    });

  return (
    <ReserveOrReleaseForm
      form={form}
      testId="quantity-reservation"
      run={(action, element) => void run(action, element)}
      open={form.free > 0}
      primary={{
        testId: "reserve-count-submit",
        content: (
          <>
            <span aria-hidden="true">{t("reserveCount", { count: chosen })}</span>
            <span className="visually-hidden">{t("reserveCountAction", { count: chosen, title: item.title })}</span>
          </>
        ),
      }}
      kind="units"
      canRelease={canRelease}
      title={item.title}
    >
      {remaining > 1 && form.free > 0 && !form.conflict ? (
        <CountStepper value={chosen} max={remaining} onChange={setCount} disabled={busy} />
      ) : null}
    </ReserveOrReleaseForm>
  );
}
