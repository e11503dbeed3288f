"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/Field";
import { ChatIcon, CheckIcon, CopyIcon, DownloadIcon, MailIcon } from "@/components/ui/icons";
import { QrCode } from "@/components/ui/QrCode";
import { useToast } from "@/components/ui/Toast";
import { useCopyToClipboard } from "@/components/ui/useCopyToClipboard";
import { ownerPasswords } from "@/lib/client/browser-storage";
import { buildShareText } from "./shareText";
import { useListLink } from "./useListLink";

const CREATED_QR_SIZE = 180;

function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  // inside the modal dialog, so the click is not swallowed by the inert page behind it
  (document.querySelector("dialog[open]") ?? document.body).appendChild(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Props = { open: boolean; onClose: () => void; slug: string; title: string };

/** Shown once right after creating a list (docs/product.md §2 "Created dialog"). */
export function CreatedDialog({ open, onClose, slug, title }: Props) {
  const t = useTranslations("created");
  const tc = useTranslations("common");
  const toast = useToast();
  const link = useListLink(slug);
  const { copied, copy } = useCopyToClipboard();
  const [includePassword, setIncludePassword] = useState(false);
  // sessionStorage is read when the dialog renders, which only happens in the browser
  const password = open ? ownerPasswords.get(slug) : null;
  const checkboxId = useId();
  const warningId = useId();

  const text = buildShareText(title, link, includePassword && password ? t("passwordLine", { password }) : null);
  const mailHref = `mailto:?subject=${encodeURIComponent(t("mailSubject"))}&body=${encodeURIComponent(text)}`;
  const messengerHref = `https://wa.me/?text=${encodeURIComponent(text)}`;

  return (
    <Dialog open={open} onClose={onClose} title={t("title")} className="created-dialog" closeLabel={tc("close")}>
      {/* on a 360 × 740 phone the ways to share come first, on the first screen; the QR code for
          showing in person and the advice follow (issue 40). The title once: the heading says it is ready. */}
      <p className="created-list-title" data-testid="created-title" dir="auto">
        {title}
      </p>
      <TextField
        label={t("linkLabel")}
        readOnly
        // an address reads left to right on every page, so a narrow field cuts its end, not its start
        dir="ltr"
        value={link}
        onFocus={(event) => event.target.select()}
        data-testid="created-link"
      />
      {/* above the buttons: its warning shows before anything is sent, never under a toast */}
      <div className="stack created-password-option">
        <label className="checkbox" htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={includePassword && Boolean(password)}
            disabled={!password}
            onChange={(event) => setIncludePassword(event.target.checked)}
            aria-describedby={includePassword && password ? warningId : undefined}
            data-testid="include-password"
          />
          {t("includePassword")}
        </label>
        {/* the spec keeps the option; its consequence is said where it is ticked */}
        {includePassword && password ? (
          <p id={warningId} className="password-warning" role="alert" data-testid="password-warning">
            <span aria-hidden="true">⚠️</span> {t("passwordWarning")}
          </p>
        ) : null}
        {password ? null : <p className="field-hint">{t("passwordUnavailable")}</p>}
      </div>
      <div className="share-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            void copy(text).then((done) => (done ? toast.success(t("copied")) : toast.error(t("copyFailed"))));
          }}
          data-testid="created-copy"
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          {t("copy")}
        </button>
        <a
          className="button"
          href={messengerHref}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="created-messenger"
        >
          <ChatIcon />
          {t("messenger")}
        </a>
        <button
          type="button"
          className="button"
          onClick={() => downloadText(`wunschliste-${slug}.txt`, text)}
          data-testid="created-txt"
        >
          <DownloadIcon />
          {/* the file's ending reads left to right in every language (Arabic showed "txt.", issue 51);
              one span: words and ending wrap as one text, not as the button's separate flex items */}
          <span>{t.rich("saveTxt", { ltr: (ending) => <bdi dir="ltr">{ending}</bdi> })}</span>
        </button>
        <a className="button" href={mailHref} data-testid="created-mail">
          <MailIcon />
          {t("mail")}
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t("copied") : ""}
      </p>
      <div className="created-summary">
        <div className="qr-frame">
          {link ? <QrCode value={link} size={CREATED_QR_SIZE} label={t("qrLabel")} failedText={t("qrFailed")} /> : null}
        </div>
      </div>
      <p className="secure-info">
        <span aria-hidden="true">🔐</span>
        <span>{t("secureInfo")}</span>
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t("done")}
        </button>
      </div>
    </Dialog>
  );
}
