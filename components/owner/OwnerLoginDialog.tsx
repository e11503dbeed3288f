"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { screenWording } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { useSending } from "@/components/ui/useSending";
import { ownerLogin } from "@/lib/client/api-client";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { DialogActions } from "./DialogActions";
import { waitingField } from "@/components/ui/waiting-button";

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
  const { busy, problem, fail, errorId, send } = useSending(screenWording(t));
  const passwordInput = useRef<HTMLInputElement>(null);

  // the field was still (disabled) while logging in, which took the focus away: a refused password
  // (or a failed request) gives it back, its text selected to be typed again
  useEffect(() => {
    if (!problem) return;
    passwordInput.current?.focus();
    passwordInput.current?.select();
  }, [problem]);

  const close = () => {
    if (busy) return;
    setPassword("");
    fail(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password.trim()) return fail(t("errorNoPassword"));
    fail(null);
    const unlocked = await send(() => ownerLogin(slug, password));
    if (!unlocked) return;
    setPassword("");
    onUnlocked(unlocked.edit_token);
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
          errorId={problem ? errorId : undefined}
          type="password"
          name="owner_password"
          autoComplete="current-password"
          autoFocus
          ref={passwordInput}
          value={password}
          {...waitingField(busy)}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ErrorBox error={problem?.message} id={errorId} />
        <DialogActions
          cancelLabel={t("cancel")}
          onCancel={close}
          submitLabel={t("unlock")}
          busyLabel={t("loggingIn")}
          busy={busy}
        />
      </form>
    </Dialog>
  );
}
