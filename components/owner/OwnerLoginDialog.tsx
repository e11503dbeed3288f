"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { failureMessage } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { ownerLogin } from "@/lib/client/api-client";
import { ErrorBox } from "@/components/ui/ErrorBox";

type OwnerLoginDialogProps = {
  slug: string;
  open: boolean;
  onClose: () => void;
  /** Receives the new edit token after a successful login. */
  onUnlocked: (token: string) => void;
};

/**
 * docs/product.md §2/§4: idle → logging in (everything disabled) → unlocked and closed, or an
 * error and it stays.
 */
export function OwnerLoginDialog({ slug, open, onClose, onUnlocked }: OwnerLoginDialogProps) {
  const t = useTranslations("ownerLogin");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const close = () => {
    if (busy) return;
    setPassword("");
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password.trim()) {
      setError(t("errorNoPassword"));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await ownerLogin(slug, password);
    setBusy(false);
    if (result.ok) {
      setPassword("");
      onUnlocked(result.edit_token);
      return;
    }
    setError(
      failureMessage(result, { network: t("errorNetwork"), noSentence: (status) => t("errorHttp", { status }) }),
    );
  };

  return (
    <Dialog open={open} onClose={close} title={t("title")} className="owner-login-dialog">
      <form className="owner-form stack" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <p className="muted">{t("intro")}</p>
        <p className="owner-login-slug">
          <span className="muted">{t("slug")}:</span> <code>{slug}</code>
        </p>
        <TextField
          label={t("password")}
          errorId={error ? errorId : undefined}
          type="password"
          name="owner_password"
          autoComplete="current-password"
          autoFocus
          value={password}
          disabled={busy}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ErrorBox error={error} id={errorId} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={close} disabled={busy}>
            {t("cancel")}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t("loggingIn") : t("unlock")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
