"use client";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { screenWording } from "@/components/ui/failure";
import { EmailField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { useSending, useTextInputs } from "@/components/ui/useSending";
import { setMyEmail } from "@/lib/client/api-client-draws";
import { waitingButton } from "@/components/ui/waiting-button";

/**
 * A person's own address for their link and the reminder, on their own screen (only while the
 * server sends mail): who joined with a password gives it themselves, never the organizer
 * (docs/decisions/197-a-persons-own-address.md). Never shown back; a new one is confirmed first.
 */
export function MyEmailCard({ slug, token }: { slug: string; token: string }) {
  const t = useTranslations("draw");
  const toast = useToast();
  const { busy, problem, errorId, send } = useSending(screenWording(t));
  const { values, bind, clear } = useTextInputs(
    { email: "" },
    { busy, errorAbout: () => (problem ? errorId : undefined) },
  );

  async function save(address: string | null) {
    const saved = await send(() => setMyEmail(slug, token, address));
    if (!saved) return;
    if (saved.mail_held) toast.info(t("myEmailHeld"));
    else toast.success(t(address ? "emailSaved" : "emailRemoved"));
    clear();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values.email.trim()) void save(values.email.trim());
  }

  return (
    <section className="card stack" data-testid="draw-my-email">
      <h2>{t("myEmailTitle")}</h2>
      <form className="stack" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <EmailField
          label={t("emailJoinLabel")}
          hint={t("emailJoinHint")}
          autoComplete="email"
          name="email"
          {...bind("email")}
        />
        <ErrorBox error={problem?.message} id={errorId} />
        <div className="cluster">
          <button type="submit" className="button button-primary" {...waitingButton(busy, !values.email.trim())}>
            {t("emailSave")}
          </button>
          <button type="button" className="button" {...waitingButton(busy)} onClick={() => void save(null)}>
            {t("emailRemove")}
          </button>
        </div>
      </form>
    </section>
  );
}
