"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { changeOwnerPassword } from "@/lib/api-client";
import { ownerPasswords } from "@/lib/browser-storage";
import { useOwnerFailure } from "./useOwnerFailure";
import type { OwnerSession } from "./useOwnerSession";

/**
 * docs/api.md list_password.php: the server revokes every edit token and answers a new one, so
 * this device stays owner and all others are signed out.
 */
export function OwnerPasswordForm({ slug, session }: { slug: string; session: OwnerSession }) {
  const t = useTranslations("settings");
  const toast = useToast();
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = useOwnerFailure(session.signOut);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!session.editToken) return setError(t("errorNoToken"));
    if (!current.trim()) return setError(t("errorNoCurrent"));
    if (!next.trim()) return setError(t("errorNoNew"));
    setBusy(true);
    setError(null);
    const result = await changeOwnerPassword(slug, session.editToken, current, next);
    setBusy(false);
    if (result.ok) {
      // the created dialog may still offer to share the remembered password: keep it current
      if (ownerPasswords.get(slug) !== null) ownerPasswords.set(slug, next.trim());
      session.signIn(result.edit_token);
      setCurrent("");
      setNext("");
      toast.success(t("passwordChanged"));
      return;
    }
    setError(fail.inline(result));
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
      <div className="settings-grid">
        <TextField
          label={t("currentPassword")}
          type="password"
          autoComplete="current-password"
          value={current}
          disabled={busy}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label={t("newPassword")}
          type="password"
          autoComplete="new-password"
          value={next}
          disabled={busy}
          onChange={(event) => setNext(event.target.value)}
        />
      </div>
      {error ? (
        <p className="error-box" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button-small" disabled={busy}>
          {busy ? t("changingPassword") : t("changePassword")}
        </button>
      </div>
    </form>
  );
}
