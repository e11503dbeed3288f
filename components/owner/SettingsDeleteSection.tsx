"use client";
// Owner settings: delete the list for good (docs/product.md "Owner settings modal", docs/api.md
// "list_delete"). The confirmation offers the download first and asks for the list's title, compared
// the way people type (lib/typed-title.ts, docs/decisions/075-what-a-family-trips-over.md).
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { failureMessage, fallbackWording } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { deleteList } from "@/lib/client/api-client";
import { forgetOwnedList } from "@/lib/client/browser-storage";
import { deletedListNotice } from "@/lib/client/tab-storage";
import { matchesTypedTitle } from "@/lib/typed-title";
import type { WireList } from "@/lib/wire";
import { DialogActions } from "./DialogActions";
import "./confirm-dialog.css";
import { downloadList } from "./download-list";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { waitingField } from "@/components/ui/waiting-button";

type DeleteProps = { list: WireList; editToken: string };

export function SettingsDeleteSection(props: DeleteProps) {
  const t = useTranslations("settings");
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="settings-section settings-delete" aria-labelledby={headingId}>
      <h3 id={headingId} className="settings-legend">
        {t("deleteSection")}
      </h3>
      <p className="muted small">{t("deleteIntro")}</p>
      <div>
        <button type="button" className="button button-small owner-button-danger" onClick={() => setOpen(true)}>
          {t("deleteOpen")}
        </button>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("deleteTitle")} className="confirm-dialog">
        {open ? <DeleteConfirmation {...props} onCancel={() => setOpen(false)} /> : null}
      </Dialog>
    </section>
  );
}

function DeleteConfirmation({ list, editToken, onCancel }: DeleteProps & { onCancel: () => void }) {
  const t = useTranslations("settings");
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // said under the field when what was typed is not the title (the button never waits in silence)
  const [mismatch, setMismatch] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);

  async function download() {
    const failure = await downloadList(list.slug, editToken);
    setError(failure ? failureMessage(failure, fallbackWording(t("deleteDownloadFailed"))) : null);
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!matchesTypedTitle(typed, list.title)) {
      setMismatch(true);
      titleInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const result = await deleteList(list.slug, editToken);
    // already gone (another device deleted it): the outcome the owner asked for
    if (!result.ok && result.code !== "list_not_found") {
      setBusy(false);
      return setError(failureMessage(result, fallbackWording(t("deleteFailed"))));
    }
    forgetOwnedList(list.slug);
    deletedListNotice.set(list.title);
    // replace: Back must not lead to the page of a list that no longer exists
    router.replace("/web/");
  }

  return (
    <form className="stack" onSubmit={(event) => void remove(event)} noValidate aria-busy={busy}>
      <p>{t("deleteWarning", { title: list.title })}</p>
      <div className="stack">
        <p className="field-hint">{t("deleteExportHint")}</p>
        <div>
          <button type="button" className="button button-small" onClick={() => void download()} disabled={busy}>
            {t("deleteDownload")}
          </button>
        </div>
      </div>
      <TextField
        ref={titleInput}
        label={t("deleteTypeTitle")}
        hint={
          <>
            <bdi className="delete-expected-title">{list.title}</bdi> {t("deleteTypeHint")}
          </>
        }
        error={mismatch ? t("deleteMismatch") : undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setMismatch(false);
        }}
        autoComplete="off"
        spellCheck={false}
        {...waitingField(busy)}
        dir="auto"
      />
      <ErrorBox error={error} />
      <DialogActions
        cancelLabel={t("deleteCancel")}
        onCancel={onCancel}
        submitLabel={t("deleteConfirm")}
        busyLabel={t("deleting")}
        busy={busy}
        danger
      />
    </form>
  );
}
