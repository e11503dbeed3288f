"use client";
// A giver's secret suggestion (docs/decisions/115-secret-suggestions.md): the form inside the fold
// below the wishes (GuestItems), loaded once the fold is opened. Other givers see the suggestion on
// the list; the owner does not.
import type { FormEvent } from "react";
import { suggestItem } from "@/lib/client/api-client-givers";
import { LIMITS } from "@/lib/validations/limits";
import type { WireList } from "@/lib/wire";
import { PasswordField, TextAreaField, TextField, UrlField } from "@/components/ui/Field";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { fallbackWording } from "@/components/ui/failure";
import { useSendingForm } from "@/components/ui/useSending";
import { useSentNote } from "@/components/ui/useSentNote";
import { usePublicTexts } from "./public-texts";
import { waitingButton } from "@/components/ui/waiting-button";

const EMPTY = { title: "", url: "", price: "", note: "", name: "", password: "" };
type Input = keyof typeof EMPTY;
/** The server's field names are the form's own. */
const INPUTS = Object.fromEntries(Object.keys(EMPTY).map((key) => [key, key])) as Record<string, Input>;

export function SuggestFormBody({ list, reload }: { list: WireList; reload: () => Promise<void> }) {
  const t = usePublicTexts();
  const { shown: doneShown, ref: doneRef, sent: markSent } = useSentNote<HTMLParagraphElement>();
  const form = useSendingForm<Input>(EMPTY, fallbackWording(t("toastNetwork")), INPUTS);
  const error = (input: Input) => (form.problem?.field === input ? form.problem.message : undefined);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await form.send(() => suggestItem(list.slug, form.values));
    if (!answer) return;
    form.clear();
    markSent();
    await reload();
  }
  return (
    <>
      <p className="field-hint">{t("suggestIntro")}</p>
      <form onSubmit={(event) => void submit(event)} className="stack">
        <TextField
          label={t("suggestTitle")}
          maxLength={LIMITS.itemTitle}
          required
          {...form.bind("title")}
          error={error("title")}
        />
        <UrlField label={t("suggestLink")} {...form.bind("url")} error={error("url")} />
        <TextField label={t("suggestPrice")} inputMode="decimal" {...form.bind("price")} error={error("price")} />
        <TextAreaField
          label={t("suggestNote")}
          rows={2}
          maxLength={LIMITS.note}
          {...form.bind("note")}
          error={error("note")}
        />
        {/* an icon list's givers pick an icon when they reserve; a suggestion goes without one */}
        {list.identity_mode !== "name" ? null : (
          <TextField
            label={t("nameLabel")}
            maxLength={LIMITS.visitorName}
            required={list.require_name}
            {...form.bind("name")}
            error={error("name")}
          />
        )}
        <PasswordField
          label={t("passwordLabel")}
          hint={t("suggestPasswordHint")}
          required
          {...form.bind("password")}
          error={error("password")}
        />
        {form.problem && form.problem.field === null ? <ErrorBox error={form.problem.message} /> : null}
        <button type="submit" className="button button-primary" {...waitingButton(form.busy)}>
          {t("suggestAction")}
        </button>
        {doneShown ? (
          <p className="field-hint" role="status" data-testid="suggest-done" ref={doneRef}>
            {t("suggestDone")}
          </p>
        ) : null}
      </form>
    </>
  );
}
