"use client";
import { useTranslations } from "next-intl";
import { useId, type FormEvent } from "react";
import { TextField } from "@/components/ui/Field";
import type { OwnerPasswordChange } from "./useOwnerPasswordChange";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { waitingButton, waitingField } from "@/components/ui/waiting-button";

/**
 * The owner password section of the settings modal. Its own button changes only the password; the
 * modal's "Save" changes it along with the rest when the fields are filled (decision 044).
 */
export function OwnerPasswordForm({ password }: { password: OwnerPasswordChange }) {
  const t = useTranslations("settings");
  const id = useId();
  const { current, next, setCurrent, setNext, busy, error } = password;
  const passwordFields = [
    { key: "currentPassword", autoComplete: "current-password", value: current, set: setCurrent },
    { key: "newPassword", autoComplete: "new-password", value: next, set: setNext },
  ] as const;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await password.change();
  };

  return (
    <form
      className="settings-section"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
    >
      <h3 id={`${id}-title`} className="settings-legend">
        {t("passwordSection")}
      </h3>
      <p className="muted small">{t("passwordIntro")}</p>
      <p className="muted small">{t("passwordWithSave")}</p>
      <div className="settings-grid">
        {passwordFields.map(({ key, autoComplete, value, set }) => (
          <TextField
            key={key}
            label={t(key)}
            type="password"
            autoComplete={autoComplete}
            value={value}
            {...waitingField(busy)}
            onChange={(event) => set(event.target.value)}
          />
        ))}
      </div>
      <ErrorBox error={error} />
      <div>
        <button type="submit" className="button button-small" {...waitingButton(busy)}>
          {busy ? t("changingPassword") : t("changePassword")}
        </button>
      </div>
    </form>
  );
}
