"use client";
// The suggester takes their secret suggestion back (docs/decisions/115-secret-suggestions.md): the
// form in a suggestion's "Withdraw my suggestion" fold (ItemQuestions.tsx), loaded once it is opened.
import type { FormEvent } from "react";
import { withdrawSuggestion } from "@/lib/client/api-client-givers";
import type { WireItem } from "@/lib/wire";
import { PasswordField } from "@/components/ui/Field";
import { fallbackWording } from "@/components/ui/failure";
import { useToast } from "@/components/ui/Toast";
import { useSendingForm } from "@/components/ui/useSending";
import { usePublicTexts } from "./public-texts";
import { waitingButton } from "@/components/ui/waiting-button";

export function WithdrawSuggestionForm({ item, onChanged }: { item: WireItem; onChanged: () => Promise<void> }) {
  const t = usePublicTexts();
  const toast = useToast();
  const form = useSendingForm({ password: "" }, fallbackWording(t("toastNetwork")), { password: "password" });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await form.send(() => withdrawSuggestion(item.id, form.values.password));
    if (!answer) return;
    toast.success(t("suggestWithdrawn", { title: item.title }));
    await onChanged();
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="stack">
      <PasswordField
        label={t("passwordLabel")}
        hint={t("suggestWithdrawHint")}
        autoComplete="current-password"
        required
        {...form.bind("password")}
        error={form.problem?.message}
      />
      <button type="submit" className="button button-small" {...waitingButton(form.busy)}>
        {t("suggestWithdrawSubmit")}
      </button>
    </form>
  );
}
