"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { screenWording } from "@/components/ui/failure";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { FormCard } from "@/components/ui/FormCard";
import { TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { useSendingForm } from "@/components/ui/useSending";
import { updateDraw } from "@/lib/client/api-client-draws";
import type { Currency } from "@/lib/list-settings";
import { amountForTyping } from "@/lib/price";
import { LIMITS } from "@/lib/validations/limits";
import { DRAW_SETTING_INPUTS, DrawSettingsFields } from "./DrawSettingsFields";
import type { OrganizerCardProps } from "./useDrawView";

/**
 * The organizer changes the draw's title, budget, day and note, before the draw or after it
 * (issue 51): a day moved or a budget agreed later reaches every screen on its next read.
 */
export function EditDrawCard({ answer, token, reload }: OrganizerCardProps) {
  const { title, budget, currency, event_date, note } = answer.draw;
  // the form starts again from the draw as it is whenever it changed (here or on another device)
  const key = JSON.stringify([title, budget, currency, event_date, note]);
  return <EditDrawForm key={key} answer={answer} token={token} reload={reload} />;
}

function EditDrawForm({ answer, token, reload }: OrganizerCardProps) {
  const t = useTranslations("draw");
  const toast = useToast();
  const locale = useFormatLocale();
  const { draw } = answer;
  const form = useSendingForm(
    {
      title: draw.title,
      // as the organizer would type it: "30,50" on a German phone, not "30.5"
      budget: draw.budget === null ? "" : amountForTyping(draw.budget, locale),
      date: draw.event_date ?? "",
      note: draw.note ?? "",
    },
    screenWording(t),
    { title: "title", ...DRAW_SETTING_INPUTS },
  );
  const { values, busy, fail, bind } = form;
  const [currency, setCurrency] = useState<Currency>(draw.currency);

  async function save() {
    if (!values.title.trim()) return fail(t("errorNoTitle"), "title");
    const saved = await form.send(() =>
      updateDraw(draw.slug, token, {
        title: values.title.trim(),
        // blank clears a setting
        budget: values.budget.trim(),
        currency,
        event_date: values.date,
        note: values.note,
      }),
    );
    if (!saved) return;
    toast.success(t("editSaved"));
    await reload();
  }

  return (
    <FormCard
      className="draw-edit"
      heading={t("editTitle")}
      sending={form}
      onSend={() => void save()}
      errorTestId="draw-edit-error"
      submitLabel={t("editSubmit")}
      busyLabel={t("busy")}
    >
      <TextField label={t("titleLabel")} name="title" maxLength={LIMITS.listTitle} {...bind("title")} />
      <DrawSettingsFields bind={bind} busy={busy} currency={currency} onCurrency={setCurrency} />
    </FormCard>
  );
}
