"use client";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { screenWording } from "@/components/ui/failure";
import { EmailField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { useSending, useTextInputs } from "@/components/ui/useSending";
import { setPersonEmail } from "@/lib/client/api-client-draws";
import { useSendLinks } from "./SendLinksCard";
import type { OrganizerAnswer } from "./useDrawView";

type Person = OrganizerAnswer["participants"][number];

/**
 * One person's address for their link and reminder (docs/decisions/089-draw-mail.md). The address
 * is never read back — no answer holds one — so the dialog only sets a new one or takes it away,
 * and, while the person has one, sends their link now.
 */
export function PersonMailDialog({
  slug,
  token,
  person,
  onClose,
  reload,
}: {
  slug: string;
  token: string;
  person: Person | null;
  onClose: () => void;
  reload: () => Promise<void>;
}) {
  const t = useTranslations("draw");
  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      title={person ? t("emailDialogTitle", { name: person.name }) : ""}
      closeLabel={t("close")}
    >
      {person ? (
        <PersonMailForm key={person.id} slug={slug} token={token} person={person} done={onClose} reload={reload} />
      ) : null}
    </Dialog>
  );
}

function PersonMailForm({
  slug,
  token,
  person,
  done,
  reload,
}: {
  slug: string;
  token: string;
  person: Person;
  done: () => void;
  reload: () => Promise<void>;
}) {
  const t = useTranslations("draw");
  const toast = useToast();
  const { busy, problem, fail, errorId, send } = useSending(screenWording(t));
  const sending = useSendLinks(slug, token, fail);
  const disabled = busy || sending.busy;
  // a problem, whatever it is about, is read with the one input
  const { values, bind } = useTextInputs(
    { email: "" },
    { busy: disabled, errorAbout: () => (problem ? errorId : undefined) },
  );

  async function save(address: string | null) {
    const saved = await send(() => setPersonEmail(slug, token, person.id, address));
    if (!saved) return;
    // no confirmation could go today (too many to this address): the organizer is told, not left guessing
    if (saved.mail_held) toast.info(t("emailHeld", { name: person.name }));
    else toast.success(t(address ? "emailSaved" : "emailRemoved"));
    await reload();
    done();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values.email.trim()) void save(values.email.trim());
  }

  return (
    <div className="stack" data-testid="draw-person-mail">
      <p>{t("emailDialogHint", { name: person.name })}</p>
      {person.has_email ? <p className="muted">{t("emailDialogHas", { name: person.name })}</p> : null}
      <form className="stack" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <EmailField label={t("emailLabel")} autoComplete="off" name="email" {...bind("email")} />
        <ErrorBox error={problem?.message} id={errorId} />
        <button type="submit" className="button button-primary" disabled={disabled || !values.email.trim()}>
          {t("emailSave")}
        </button>
      </form>
      {person.has_email ? (
        <div className="cluster">
          <button
            type="button"
            className="button"
            disabled={disabled}
            onClick={() => void sending.send(person).then((sent) => sent && done())}
          >
            {t("sendOne")}
          </button>
          <button type="button" className="button" disabled={disabled} onClick={() => void save(null)}>
            {t("emailRemove")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
