"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, useSyncExternalStore, type FormEvent } from "react";
import { CurrencyField } from "@/components/ui/CurrencyField";
import { formFailure } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { useKeepTypedText } from "@/components/ui/useKeepTypedText";
import { createList, importList } from "@/lib/client/api-client";
import { ownerPasswords } from "@/lib/client/browser-storage";
import { suggestedCurrency } from "@/lib/currency";
import type { Currency } from "@/lib/list-settings";
import { newListAddress } from "@/lib/list-link";
import { LIMITS } from "@/lib/validations/limits";
import { ImportFileField, type ImportedFile } from "./ImportFileField";
import { DeletedListNotice } from "./DeletedListNotice";
import { FeatureList } from "./FeatureList";
import { ErrorBox } from "@/components/ui/ErrorBox";

type Problem = { message: string; field: "title" | "password" | null };

const ignoreChanges = () => () => {};
const readBrowserLanguage = () => navigator.language;

/** A list file from before currencies (no `list.currency`) gets the one chosen here; a file's own stays. */
function withCurrency(document: unknown, currency: string): unknown {
  if (typeof document !== "object" || document === null || !("list" in document)) return document;
  const list = document.list;
  if (typeof list !== "object" || list === null || "currency" in list) return document;
  return { ...document, list: { ...list, currency } };
}

/** `/web/` without a slug: a new owner names the list and sets the owner password (docs/product.md §2). */
export function CreateScreen() {
  const t = useTranslations("create");
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [imported, setImported] = useState<ImportedFile | null>(null);
  const locale = useLocale();
  // the browser's region refines the language's suggestion (de-CH → CHF) once it can be read
  const browserLanguage = useSyncExternalStore(ignoreChanges, readBrowserLanguage, () => undefined);
  const [chosenCurrency, setCurrency] = useState<Currency | null>(null);
  const currency = chosenCurrency ?? suggestedCurrency(locale, browserLanguage);
  const titleRef = useKeepTypedText(setTitle);
  const passwordRef = useKeepTypedText(setPassword);
  const ids = { form: useId(), error: useId() };

  const fail = (message: string, field: Problem["field"]) => {
    setProblem({ message, field });
    if (field === "title") titleRef.current?.focus();
    if (field === "password") passwordRef.current?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // a list from a file may keep the file's title
    if (!title.trim() && !imported) return fail(t("errorNoTitle"), "title");
    if (!password.trim()) return fail(t("errorNoPassword"), "password");
    setBusy(true);
    setProblem(null);
    const result = imported
      ? await importList(withCurrency(imported.document, currency), title.trim() || undefined, password)
      : await createList(title.trim(), password, currency);
    if (!result.ok) {
      setBusy(false);
      const { message, field } = formFailure(
        result,
        { network: t("errorNetwork"), noSentence: (status) => t("errorHttp", { status }) },
        { title: "title", owner_password: "password" },
      );
      return fail(message, field);
    }
    // kept for this tab only, so the created dialog can offer to include it in the shared text
    ownerPasswords.set(result.slug, password);
    router.push(newListAddress(result.slug, result.edit_token));
  }

  /** The error box's id for the input it is about. */
  const errorAbout = (field: Problem["field"]) => (problem?.field === field ? ids.error : undefined);

  return (
    <main className="page create-screen" id="create-screen">
      <section className="create-hero">
        {/* eslint-disable-next-line @next/next/no-img-element -- a local decorative SVG */}
        <img className="create-hero-icon" src="/logo.svg?v=6" alt="" width={72} height={72} />
        <h1>{t("heading")}</h1>
        <p>{t("intro")}</p>
      </section>

      <DeletedListNotice />

      {/* POST: a tap before the scripts have run sends the form natively, and the password must
          not end up in the address (the page then simply shows again) */}
      <form
        method="post"
        className="card create-form stack"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={`${ids.form}-heading`}
      >
        <h2 id={`${ids.form}-heading`}>{t("formTitle")}</h2>
        <TextField
          ref={titleRef}
          label={t("titleLabel")}
          errorId={errorAbout("title")}
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t("titlePlaceholder")}
          maxLength={LIMITS.listTitle}
          autoComplete="off"
          disabled={busy}
        />
        <TextField
          ref={passwordRef}
          label={t("passwordLabel")}
          hint={t("passwordHint")}
          errorId={errorAbout("password")}
          name="owner_password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          maxLength={LIMITS.password}
          autoComplete="new-password"
          disabled={busy}
        />
        <CurrencyField label={t("currencyLabel")} value={currency} disabled={busy} onChange={setCurrency} />
        <ImportFileField
          disabled={busy}
          onChange={(file) => {
            setImported(file);
            setProblem(null);
          }}
          onUnreadable={(message) => fail(message, null)}
        />
        <ErrorBox error={problem?.message} id={ids.error} testId="create-error" />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t("busy") : t("submit")}
        </button>
      </form>

      <FeatureList />
      {/* secret-santa draws (docs/decisions/077-draws.md) */}
      <p className="draw-aside">
        <a href="/web/draw/">{t("drawLink")}</a>
      </p>
    </main>
  );
}
