"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { attachNewList } from "@/components/draw/attach-new-list";
import { CurrencyField } from "@/components/ui/CurrencyField";
import { screenWording } from "@/components/ui/failure";
import { JsonFileField, type ChosenFile } from "@/components/ui/JsonFileField";
import { useKeepTypedText } from "@/components/ui/useKeepTypedText";
import { useSendingForm } from "@/components/ui/useSending";
import { createList, importList } from "@/lib/client/api-client";
import { ownerPasswords } from "@/lib/client/browser-storage";
import { suggestedCurrency } from "@/lib/currency";
import type { Currency } from "@/lib/list-settings";
import { newListAddress } from "@/lib/list-link";
import { CreateForm } from "./CreateForm";
import { DeletedListNotice } from "./DeletedListNotice";
import { FeatureList } from "./FeatureList";

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
  const tFile = useTranslations("transfer");
  const router = useRouter();
  const form = useSendingForm({ title: "", password: "" }, screenWording(t), {
    title: "title",
    owner_password: "password",
  });
  const { values, setValue, busy, problem, fail } = form;
  const [imported, setImported] = useState<ChosenFile | null>(null);
  const locale = useLocale();
  // the browser's region refines the language's suggestion (de-CH → CHF) once it can be read
  const browserLanguage = useSyncExternalStore(ignoreChanges, readBrowserLanguage, () => undefined);
  const [chosenCurrency, setCurrency] = useState<Currency | null>(null);
  const currency = chosenCurrency ?? suggestedCurrency(locale, browserLanguage);
  const titleRef = useKeepTypedText(useCallback((text: string) => setValue("title", text), [setValue]));
  const passwordRef = useKeepTypedText(useCallback((text: string) => setValue("password", text), [setValue]));

  // the cursor goes to the input a problem is about, found here or by the server
  useEffect(() => {
    if (problem?.field === "title") titleRef.current?.focus();
    if (problem?.field === "password") passwordRef.current?.focus();
  }, [problem, titleRef, passwordRef]);

  async function submit() {
    if (busy) return;
    // read by now, or in a moment (a tap right after choosing); unreadable: its message is shown
    const fileJson = imported && (await imported.document);
    if (imported && fileJson === undefined) return;
    const { title, password } = values;
    // a list from a file may keep the file's title
    if (!title.trim() && !imported) return fail(t("errorNoTitle"), "title");
    if (!password.trim()) return fail(t("errorNoPassword"), "password");
    fail(null);
    const created = await form.send(
      () =>
        imported
          ? importList(withCurrency(fileJson, currency), title.trim() || undefined, password)
          : createList(title.trim(), password, currency),
      { keepBusy: true },
    );
    if (!created) return;
    // kept for this tab only, so the created dialog can offer to include it in the shared text
    ownerPasswords.set(created.slug, password);
    const backToDraw = await attachNewList(window.location.search, created.slug, created.edit_token);
    router.push(backToDraw ?? newListAddress(created.slug, created.edit_token));
  }

  return (
    <main className="page create-screen" id="create-screen">
      <section className="create-hero">
        {/* eslint-disable-next-line @next/next/no-img-element -- a local decorative SVG */}
        <img className="create-hero-icon" src="/logo.svg?v=6" alt="" width={72} height={72} />
        <h1>{t("heading")}</h1>
        <p>{t("intro")}</p>
      </section>

      <DeletedListNotice />

      <CreateForm
        t={t}
        form={form}
        passwordName="owner_password"
        onSend={() => void submit()}
        errorTestId="create-error"
        titleRef={titleRef}
        passwordRef={passwordRef}
      >
        <CurrencyField label={t("currencyLabel")} value={currency} disabled={busy} onChange={setCurrency} />
        <JsonFileField
          label={tFile("importLabel")}
          hint={tFile("importHint")}
          unreadable={tFile("importUnreadable")}
          disabled={busy}
          onChange={(file) => {
            setImported(file);
            fail(null);
          }}
          onUnreadable={(message) => fail(message)}
          testId="import-file"
        />
      </CreateForm>

      <FeatureList />
      {/* secret-santa draws (docs/decisions/077-draws.md) */}
      <p className="draw-aside">
        <a href="/web/draw/">{t("drawLink")}</a>
      </p>
    </main>
  );
}
