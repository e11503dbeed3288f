"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { failureMessage } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { setPersonEmail } from "@/lib/client/api-client-draws";
import { LIMITS } from "@/lib/validations/limits";
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
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useSendLinks(slug, token, setProblem);
  const errorId = useId();

  async function save(address: string | null) {
    if (busy) return;
    setBusy(true);
    const result = await setPersonEmail(slug, token, person.id, address);
    setBusy(false);
    if (!result.ok) {
      return setProblem(
        failureMessage(result, { network: t("errorNetwork"), noSentence: (s) => t("errorHttp", { status: s }) }),
      );
    }
    toast.success(t(address ? "emailSaved" : "emailRemoved"));
    await reload();
    done();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim()) void save(email.trim());
  }

  const disabled = busy || sending.busy;
  return (
    <div className="stack" data-testid="draw-person-mail">
      <p>{t("emailDialogHint", { name: person.name })}</p>
      {person.has_email ? <p className="muted">{t("emailDialogHas", { name: person.name })}</p> : null}
      <form className="stack" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <TextField
          label={t("emailLabel")}
          type="email"
          inputMode="email"
          autoComplete="off"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          maxLength={LIMITS.email}
          disabled={disabled}
          errorId={problem ? errorId : undefined}
        />
        <ErrorBox error={problem} id={errorId} />
        <button type="submit" className="button button-primary" disabled={disabled || !email.trim()}>
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
