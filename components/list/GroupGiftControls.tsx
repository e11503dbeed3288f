"use client";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { useContext, useState } from "react";
import { TextField } from "@/components/ui/Field";
import { useKeepTypedText } from "@/components/ui/useKeepTypedText";
import { useScriptsRunning } from "@/components/ui/useScriptsRunning";
import { remainingCents, toCents } from "@/lib/group-gift";
import { amountForTyping, centsOfAmount, typedAmount } from "@/lib/price";
import type { WireItem, WireList } from "@/lib/wire";
import { useMoney } from "./GroupGiftProgress";
import { foldAway } from "./form-cancel";
import { ReserveOrReleaseForm } from "./ReservationActions";
import { TypedBeforeScriptsContext } from "./typed-before-scripts";
import { useReservationForm } from "./useReservationForm";
import { waitingField } from "@/components/ui/waiting-button";

type Props = { item: WireItem; list: WireList; onChanged: () => Promise<void> };

/**
 * Suggested amounts: all that is still missing, and an even share of the price among those who
 * chipped in so far and this friend, when that is less (never below 1, never more than is left).
 */
export function suggestedAmounts(item: WireItem): number[] {
  const remaining = remainingCents(item);
  if (remaining < 100) return [];
  const share = Math.max(100, Math.ceil(toCents(item.price ?? 0) / (item.pledges.length + 1)));
  const half = Math.ceil(remaining / 2);
  const amounts = [share, half, remaining].filter((value) => value >= 100 && value <= remaining);
  return [...new Set(amounts)].sort((a, b) => a - b).map((value) => value / 100);
}

/**
 * Chip in for a group gift, or withdraw one's own pledge (docs/decisions/063-group-gifts.md): the
 * reservation form's password, name or icon and remembered guest (useReservationForm), with an
 * amount and suggested splits instead of a count. Withdrawing is the quieter second action, as
 * "release mine" is for quantities.
 */
export function GroupGiftControls({ item, list, onChanged }: Props) {
  const locale = useFormatLocale();
  const money = useMoney(list);
  // what a slow phone's friend typed: kept at hydration, and by a form drawn afresh (typed-before-scripts.ts)
  const typedBefore = useContext(TypedBeforeScriptsContext);
  const [amountText, setAmountText] = useState(() => typedBefore.current.amount ?? "");
  const keepTypedAmount = useKeepTypedText(setAmountText);
  const [amountError, setAmountError] = useState<string | null>(null);
  const form = useReservationForm({ item, list, onChanged });
  const { t, busy, intent, oneTapRelease, oneTapReserve, submit } = form;
  const remaining = remainingCents(item) / 100;
  // a remembered guest's password field is gone: "withdraw mine" then needs a pledge made here
  const canWithdraw = item.pledges.length > 0 && (oneTapRelease || !oneTapReserve);
  // what the friend typed, read as a price is ("12,50", "1.299", "1 299,50"), when it is an amount to give
  const typed = typedAmount(amountText);
  const amount = typed !== null && centsOfAmount(typed) !== null ? typed : null;
  // the server's form says "Chip in": so does its hydration, with an amount typed before the
  // scripts too (React's error 418 otherwise, the form drawn again), the amount right after
  const running = useScriptsRunning();

  const run = (action: "reserve" | "release", element: HTMLFormElement) => {
    if (action === "reserve") {
      // said under the amount, which takes the focus (issue 40: not only in a passing toast)
      const problem =
        typed !== null && toCents(typed) > toCents(remaining)
          ? t("pledgeTooMuch", { remaining: money(remaining) })
          : amount === null
            ? t("toastNeedAmount")
            : null;
      setAmountError(problem);
      if (problem) return keepTypedAmount.current?.focus();
    }
    return submit(action, {
      amount: amount ?? 0,
      staleCodes: ["pledge_exceeds_remaining", "not_pledged", "not_group_gift", "one_of_taken"],
      onDone: () => {
        setAmountText("");
        foldAway(element);
      },
    });
  };

  return (
    <ReserveOrReleaseForm
      form={form}
      testId="pledge-form"
      run={(action, element) => void run(action, element)}
      open={form.free > 0}
      primary={{
        testId: "pledge-submit",
        content: amount !== null && running ? t("chipInAmount", { amount: money(amount) }) : t("chipIn"),
      }}
      kind="pledge"
      canRelease={canWithdraw}
      title={item.title}
    >
      {form.free > 0 && intent === "reserve" && !form.conflict ? (
        <>
          <TextField
            label={t("pledgeAmountLabel", { remaining: money(remaining) })}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            ref={keepTypedAmount}
            onChange={(event) => {
              setAmountText(event.target.value);
              setAmountError(null);
            }}
            error={amountError}
            {...waitingField(busy)}
            data-testid="pledge-amount"
          />
          <div className="pledge-suggestions" role="group" aria-label={t("pledgeSuggestions")}>
            {suggestedAmounts(item).map((value) => (
              <button
                key={value}
                type="button"
                className="button button-small"
                aria-pressed={amount !== null && toCents(amount) === toCents(value)}
                disabled={busy}
                onClick={() => {
                  setAmountText(amountForTyping(value, locale));
                  setAmountError(null);
                }}
                data-testid="pledge-suggestion"
              >
                {value === remaining ? t("pledgeRest", { amount: money(value) }) : money(value)}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </ReserveOrReleaseForm>
  );
}
