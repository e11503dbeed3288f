"use client";
// Owner settings: news of the list by e-mail (docs/decisions/081-mail.md), only while the server
// sends mail. The address is never read back (no answer holds one), so the section only sets a new
// address or ends the mails; a new address is confirmed by the link in the mail it gets first. The
// typed address lives in the dialog's form, whose "Save" sends it too.
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { failureMessage, fallbackWording } from "@/components/ui/failure";
import { EmailField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { updateList } from "@/lib/client/api-client";
import { waitingButton, waitingField } from "@/components/ui/waiting-button";

type Props = {
  slug: string;
  editToken: string;
  surprise: boolean;
  /** The typed address, kept by the dialog's form: its "Save" saves it too (issue 51, item 5). */
  email: string;
  onEmailChange: (email: string) => void;
  /** The id of the dialog's error when it is about the address. */
  errorId?: string;
};

export function SettingsMailSection({ slug, editToken, surprise, email, onEmailChange: setEmail, errorId }: Props) {
  const t = useTranslations("settings");
  const toast = useToast();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(notifyEmail: string | null) {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await updateList({ slug, edit_token: editToken, notify_email: notifyEmail });
    setBusy(false);
    if (!result.ok) return setError(failureMessage(result, fallbackWording(t("mailFailed"))));
    setEmail("");
    toast.success(t(notifyEmail ? "mailSaved" : "mailStopped"));
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (email.trim()) void send(email.trim());
  }

  return (
    <section className="settings-section settings-mail" aria-labelledby={headingId}>
      <h3 id={headingId} className="settings-legend">
        {t("mailSection")}
      </h3>
      <p className="muted small">{t(surprise ? "mailIntroSurprise" : "mailIntro")}</p>
      <p className="muted small">{t("mailEndsWithPassword")}</p>
      <form onSubmit={save} noValidate aria-busy={busy}>
        <EmailField
          label={t("mailLabel")}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...waitingField(busy)}
          errorId={errorId}
          data-testid="notify-email"
        />
        <div className="dialog-actions">
          <button type="submit" className="button button-small" {...waitingButton(busy, !email.trim())}>
            {t("mailSave")}
          </button>
          <button
            type="button"
            className="button button-small"
            {...waitingButton(busy)}
            onClick={() => void send(null)}
          >
            {t("mailStop")}
          </button>
        </div>
      </form>
      <ErrorBox error={error} />
    </section>
  );
}
