"use client";
import { useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";
import { useListLink } from "@/components/list/useListLink";
import { TextField } from "@/components/ui/Field";
import { ChatIcon, CheckIcon, CopyIcon, DownloadIcon } from "@/components/ui/icons";
import { QrCode } from "@/components/ui/QrCode";
import { useToast } from "@/components/ui/Toast";
import { useCopyToClipboard } from "@/components/ui/useCopyToClipboard";
import type { WireList } from "@/lib/wire";
import { ShareIcon } from "./icons";
import "./share-card.css";

/** docs/product.md §9: the invitation QR of the share card is 240 px. */
const SHARE_QR_SIZE = 240;

/** docs/product.md §2 share card: copy, native share, WhatsApp, QR download, the link, a hint and three tips. */
export function ShareCard({ list }: { list: WireList }) {
  const t = useTranslations("share");
  const toast = useToast();
  const id = useId();
  // the public link: never the edit token (it would make every guest an owner)
  const url = useListLink(list.slug);
  const { copied, copy: copyToClipboard } = useCopyToClipboard();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const onCanvas = useCallback((drawn: HTMLCanvasElement | null) => setCanvas(drawn), []);

  const shareText = t("shareText", { title: list.title, url });

  /** `announce` is off when the share fallback shows its own message. */
  const copy = async (announce = true): Promise<boolean> => {
    if (!(await copyToClipboard(url))) {
      toast.error(t("copyFailed"));
      return false;
    }
    if (announce) toast.success(t("copied"));
    return true;
  };

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: list.title, text: t("shareTitle", { title: list.title }), url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // the person closed the sheet
      }
    }
    if (await copy(false)) toast.info(t("shareFallback"));
  };

  const download = () => {
    if (!canvas) return;
    const link = document.createElement("a");
    link.href = canvas.toDataURL("image/png");
    link.download = `wunschliste-${list.slug}.png`;
    document.body.append(link);
    link.click();
    link.remove();
  };

  return (
    <section className="share-card" aria-labelledby={`${id}-title`}>
      {/* the page's first heading under its h1, the list's title (issue 40: axe heading-order) */}
      <h2 id={`${id}-title`} className="owner-section-title">
        {t("title")}
      </h2>
      <p className="muted small">{t("intro")}</p>
      <div className="share-card-main">
        <div className="qr-frame share-card-qr">
          {url ? (
            <QrCode
              value={url}
              size={SHARE_QR_SIZE}
              label={t("qrLabel")}
              failedText={t("qrFailed")}
              onCanvas={onCanvas}
            />
          ) : (
            <div className="share-card-qr-placeholder" />
          )}
        </div>
        <div className="share-card-side">
          <TextField
            label={t("link")}
            inputClassName="share-card-link"
            readOnly
            // an address reads left to right on every page, so a narrow field cuts its end, not its start
            dir="ltr"
            value={url}
            onFocus={(event) => event.target.select()}
          />
          <div className="share-card-actions">
            <button type="button" className="button button-primary" onClick={() => void copy()}>
              {copied ? <CheckIcon /> : <CopyIcon />}
              {copied ? t("copied") : t("copy")}
            </button>
            <button type="button" className="button" onClick={() => void share()}>
              <ShareIcon />
              {t("share")}
            </button>
            <a
              className="button"
              href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ChatIcon />
              {t("whatsapp")}
            </a>
            <button type="button" className="button" onClick={download} disabled={!canvas}>
              <DownloadIcon />
              {t("download")}
            </button>
          </div>
        </div>
      </div>
      <p className="share-card-hint small">{t("passwordHint")}</p>
      <div className="share-card-tips">
        <h3 className="share-card-tips-title">{t("tipsTitle")}</h3>
        <ul>
          <li>{t("tip1")}</li>
          <li>{t("tip2")}</li>
          <li>{t("tip3")}</li>
        </ul>
      </div>
    </section>
  );
}
