"use client";
import { useTranslations } from "next-intl";
import { CurrencyField } from "@/components/ui/CurrencyField";
import { TextAreaField, TextField } from "@/components/ui/Field";
import type { BoundInput } from "@/components/ui/useSending";
import type { Currency } from "@/lib/list-settings";
import { LIMITS } from "@/lib/validations/limits";

/** A draw's settings as their texts in a form (creating a draw, and changing it later). */
export type DrawSettingTexts = { budget: string; date: string; note: string };

/** The budget with its currency, the day and the note: the same fields where a draw is made and changed. */
export function DrawSettingsFields({
  bind,
  busy,
  currency,
  onCurrency,
}: {
  bind: (input: keyof DrawSettingTexts) => BoundInput;
  busy: boolean;
  currency: Currency;
  onCurrency: (currency: Currency) => void;
}) {
  const t = useTranslations("draw");
  return (
    <>
      <div className="draw-budget">
        <TextField label={t("budgetLabel")} name="budget" inputMode="decimal" placeholder="25" {...bind("budget")} />
        <CurrencyField label={t("currencyLabel")} value={currency} disabled={busy} onChange={onCurrency} />
      </div>
      <TextField label={t("dateLabel")} name="event_date" type="date" {...bind("date")} />
      <TextAreaField
        label={t("noteLabel")}
        name="note"
        placeholder={t("notePlaceholder")}
        maxLength={LIMITS.eventNote}
        rows={3}
        {...bind("note")}
      />
    </>
  );
}

/** The form's names of the server's setting fields, for a refusal's field (useSendingForm). */
export const DRAW_SETTING_INPUTS = { budget: "budget", event_date: "date", note: "note" } as const;
