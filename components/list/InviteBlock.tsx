"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";
import { QrCode, type DrawnQr } from "@/components/ui/QrCode";
import { useToast } from "@/components/ui/Toast";
import { useCopyToClipboard } from "@/components/ui/useCopyToClipboard";
import { INVITE_QR_SIZE } from "@/lib/list-link";
import { useListLink } from "./useListLink";

/** The list's public link and its QR code, so guests can pass the list on. */
export function InviteBlock({ slug, qr }: { slug: string; qr?: DrawnQr }) {
  const t = useTranslations("invite");
  const toast = useToast();
  const link = useListLink(slug);
  const { copied, copy } = useCopyToClipboard();
  const headingId = useId();
  const inputId = useId();

  return (
    <section className="card invite" aria-labelledby={headingId} data-testid="invite-block">
      <div className="invite-text stack">
        <h2 id={headingId}>{t("heading")}</h2>
        <p className="muted">{t("text")}</p>
        <label htmlFor={inputId} className="visually-hidden">
          {t("linkLabel")}
        </label>
        <div className="invite-link">
          <input
            id={inputId}
            className="input"
            readOnly
            // an address reads left to right on every page, so a narrow field cuts its end, not its start
            dir="ltr"
            value={link}
            onFocus={(event) => event.target.select()}
            data-testid="invite-link"
          />
          <button
            type="button"
            className="button"
            onClick={() => {
              void copy(link).then((done) => (done ? toast.success(t("copied")) : toast.error(t("copyFailed"))));
            }}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
            {t("copy")}
          </button>
        </div>
      </div>
      <div className="qr-frame">
        {link ? (
          <QrCode value={link} size={INVITE_QR_SIZE} label={t("qrLabel")} failedText={t("qrFailed")} drawn={qr} />
        ) : (
          <div style={{ width: INVITE_QR_SIZE, height: INVITE_QR_SIZE }} />
        )}
      </div>
    </section>
  );
}
