"use client";
import { useLocale, useTranslations } from "next-intl";
import { accentStyle } from "@/components/list/appearance";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { screenWording } from "@/components/ui/failure";
import { CreateForm } from "@/components/create/CreateForm";
import { JsonFileField, type ChosenFile } from "@/components/ui/JsonFileField";
import { useSendingForm } from "@/components/ui/useSending";
import { createDraw } from "@/lib/client/api-client-draws";
import { suggestedCurrency } from "@/lib/currency";
import { DRAW_THEME_COLOR, organizerDrawLink } from "@/lib/draw-link";
import type { Currency } from "@/lib/list-settings";
import { DRAW_SETTING_INPUTS, DrawSettingsFields } from "./DrawSettingsFields";

/** `/web/draw/`: an organizer starts a secret-santa draw (docs/product.md "Secret santa"). */
export function DrawCreateScreen() {
  const t = useTranslations("draw");
  const router = useRouter();
  const locale = useLocale();
  const form = useSendingForm({ title: "", password: "", budget: "", date: "", note: "" }, screenWording(t), {
    title: "title",
    organizer_password: "password",
    ...DRAW_SETTING_INPUTS,
  });
  const { values, busy, fail, bind } = form;
  const [currency, setCurrency] = useState<Currency>(() => suggestedCurrency(locale, undefined));
  const [file, setFile] = useState<ChosenFile | null>(null);

  async function submit() {
    if (busy) return;
    // read by now, or in a moment (a tap right after choosing); unreadable: its message is shown
    const fileJson = file && (await file.document);
    if (file && fileJson === undefined) return;
    if (!values.title.trim() && !file) return fail(t("errorNoTitle"), "title");
    if (!values.password.trim()) return fail(t("errorNoPassword"), "password");
    fail(null);
    const { title, password, budget, date, note } = values;
    const created = await form.send(
      () =>
        createDraw({
          title: title.trim() || undefined,
          organizer_password: password,
          currency,
          ...(budget.trim() ? { budget } : {}),
          ...(date ? { event_date: date } : {}),
          ...(note.trim() ? { note } : {}),
          ...(file ? { document: fileJson } : {}),
        }),
      { keepBusy: true },
    );
    // the organizer token travels in the fragment, which reaches no server (docs/api.md "Draws")
    if (created) router.push(organizerDrawLink("", created.slug, created.organizer_token));
  }

  return (
    <main className="page create-screen draw-screen" id="draw-create-screen" style={accentStyle(DRAW_THEME_COLOR)}>
      <section className="create-hero">
        <p className="create-hero-icon draw-hero-icon" aria-hidden="true">
          🎁
        </p>
        <h1>{t("heading")}</h1>
        <p>{t("intro")}</p>
      </section>
      <CreateForm
        t={t}
        form={form}
        passwordName="organizer_password"
        onSend={() => void submit()}
        errorTestId="draw-create-error"
      >
        <DrawSettingsFields bind={bind} busy={busy} currency={currency} onCurrency={setCurrency} />
        <JsonFileField
          label={t("fileLabel")}
          hint={t("fileHint")}
          unreadable={t("fileUnreadable")}
          disabled={busy}
          onChange={(chosen) => {
            setFile(chosen);
            fail(null);
          }}
          onUnreadable={(message) => fail(message)}
        />
      </CreateForm>
      <p className="draw-aside">
        <a href="/web/">{t("listsLink")}</a>
      </p>
    </main>
  );
}
