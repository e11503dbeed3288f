"use client";
// Owner settings: delete the list for good (docs/product.md "Owner settings modal", docs/api.md
// "list_delete"). The confirmation offers the download first and asks for the list's title.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { failureMessage, fallbackWording } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { deleteList } from "@/lib/api-client";
import { deletedListNotice, forgetOwnedList } from "@/lib/browser-storage";
import type { WireList } from "@/lib/wire";
import { downloadList } from "./download-list";
import { ErrorBox } from "@/components/ui/ErrorBox";

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

/** Same as the title typed, ignoring outer spaces: the owner proves which list goes. */
const matchesTitle = (typed: string, title: string) => typed.trim() !== "" && typed.trim() === title.trim();

function DeleteConfirmation({ list, editToken, onCancel }: DeleteProps & { onCancel: () => void }) {
  const t = useTranslations("settings");
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    const failure = await downloadList(list.slug, editToken);
    setError(failure ? failureMessage(failure, fallbackWording(t("deleteDownloadFailed"))) : null);
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (busy || !matchesTitle(typed, list.title)) return;
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
        label={t("deleteTypeTitle")}
        hint={<bdi>{list.title}</bdi>}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        disabled={busy}
        dir="auto"
      />
      <ErrorBox error={error} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t("deleteCancel")}
        </button>
        <button
          type="submit"
          className="button owner-button-danger"
          disabled={busy || !matchesTitle(typed, list.title)}
        >
          {busy ? t("deleting") : t("deleteConfirm")}
        </button>
      </div>
    </form>
  );
}
