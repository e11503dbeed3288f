"use client";
import { useLocale, useTranslations } from "next-intl";
import { accentStyle } from "@/components/list/appearance";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { CurrencyField } from "@/components/ui/CurrencyField";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { formFailure } from "@/components/ui/failure";
import { TextAreaField, TextField } from "@/components/ui/Field";
import { createDraw } from "@/lib/client/api-client-draws";
import { suggestedCurrency } from "@/lib/currency";
import { DRAW_THEME_COLOR, organizerDrawLink } from "@/lib/draw-link";
import type { Currency } from "@/lib/list-settings";
import { LIMITS } from "@/lib/validations/limits";

type Input = "title" | "password" | "budget" | "date" | "note" | null;

/** `/web/draw/`: an organizer starts a secret-santa draw (docs/product.md "Secret santa"). */
export function DrawCreateScreen() {
  const t = useTranslations("draw");
  const router = useRouter();
  const locale = useLocale();
  const [fields, setFields] = useState({ title: "", password: "", budget: "", date: "", note: "" });
  const [currency, setCurrency] = useState<Currency>(() => suggestedCurrency(locale, undefined));
  const [file, setFile] = useState<{ name: string; document: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field: Input } | null>(null);
  const ids = { form: useId(), error: useId() };
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const errorAbout = (field: Input) => (problem?.field === field ? ids.error : undefined);

  async function readFile(chosen: File | undefined) {
    setProblem(null);
    if (!chosen) return setFile(null);
    try {
      setFile({ name: chosen.name, document: JSON.parse(await chosen.text()) });
    } catch {
      setFile(null);
      setProblem({ message: t("fileUnreadable"), field: null });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!fields.title.trim() && !file) return setProblem({ message: t("errorNoTitle"), field: "title" });
    if (!fields.password.trim()) return setProblem({ message: t("errorNoPassword"), field: "password" });
    setBusy(true);
    setProblem(null);
    const result = await createDraw({
      title: fields.title.trim() || undefined,
      organizer_password: fields.password,
      currency,
      ...(fields.budget.trim() ? { budget: fields.budget } : {}),
      ...(fields.date ? { event_date: fields.date } : {}),
      ...(fields.note.trim() ? { note: fields.note } : {}),
      ...(file ? { document: file.document } : {}),
    });
    if (!result.ok) {
      setBusy(false);
      return setProblem(
        formFailure(
          result,
          { network: t("errorNetwork"), noSentence: (status) => t("errorHttp", { status }) },
          { title: "title", organizer_password: "password", budget: "budget", event_date: "date", note: "note" },
        ),
      );
    }
    // the organizer token travels in the fragment, which reaches no server (docs/api.md "Draws")
    router.push(organizerDrawLink("", result.slug, result.organizer_token));
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
      <form
        method="post"
        className="card create-form stack"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={`${ids.form}-heading`}
      >
        <h2 id={`${ids.form}-heading`}>{t("formTitle")}</h2>
        <TextField
          label={t("titleLabel")}
          name="title"
          value={fields.title}
          onChange={set("title")}
          placeholder={t("titlePlaceholder")}
          maxLength={LIMITS.listTitle}
          autoComplete="off"
          disabled={busy}
          errorId={errorAbout("title")}
        />
        <TextField
          label={t("passwordLabel")}
          hint={t("passwordHint")}
          name="organizer_password"
          type="password"
          value={fields.password}
          onChange={set("password")}
          maxLength={LIMITS.password}
          autoComplete="new-password"
          disabled={busy}
          errorId={errorAbout("password")}
        />
        <div className="draw-budget">
          <TextField
            label={t("budgetLabel")}
            name="budget"
            inputMode="decimal"
            value={fields.budget}
            onChange={set("budget")}
            placeholder="25"
            disabled={busy}
            errorId={errorAbout("budget")}
          />
          <CurrencyField label={t("currencyLabel")} value={currency} disabled={busy} onChange={setCurrency} />
        </div>
        <TextField
          label={t("dateLabel")}
          name="event_date"
          type="date"
          value={fields.date}
          onChange={set("date")}
          disabled={busy}
          errorId={errorAbout("date")}
        />
        <TextAreaField
          label={t("noteLabel")}
          name="note"
          value={fields.note}
          onChange={set("note")}
          placeholder={t("notePlaceholder")}
          maxLength={LIMITS.eventNote}
          rows={3}
          disabled={busy}
          errorId={errorAbout("note")}
        />
        <TextField
          label={t("fileLabel")}
          hint={t("fileHint")}
          type="file"
          accept="application/json,.json"
          disabled={busy}
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
        <ErrorBox error={problem?.message} id={ids.error} testId="draw-create-error" />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t("busy") : t("submit")}
        </button>
      </form>
      <p className="draw-aside">
        <a href="/web/">{t("listsLink")}</a>
      </p>
    </main>
  );
}
