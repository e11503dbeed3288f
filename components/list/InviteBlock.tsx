"use client";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useId, useSyncExternalStore } from "react";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";
import { DrawnQrSvg, qrSquare, type DrawnQr } from "@/components/ui/DrawnQrCode";
import { useToast } from "@/components/ui/Toast";
import { useCopyToClipboard } from "@/components/ui/useCopyToClipboard";
import { giverNames, releaseGiverBoot } from "@/lib/client/giver-tab";
import { INVITE_QR_SIZE } from "@/lib/list-link";
import { useListLink } from "./useListLink";

// the drawing code, only where the browser's address differs from the one the server drew (decision 157)
const QrCode = lazy(() => import("@/components/ui/QrCode").then((module) => ({ default: module.QrCode })));

/**
 * The invite's QR code: the server's drawing while it encodes this very link (no script needed);
 * drawn in the browser for another address (no PUBLIC_BASE_URL, reached under another name).
 */
function InviteQr({ link, qr, label, failedText }: { link: string; qr?: DrawnQr; label: string; failedText: string }) {
  const square = qrSquare(INVITE_QR_SIZE);
  const drawn = qr ? (
    <div className="qr" style={square}>
      <DrawnQrSvg drawn={qr} label={label} />
    </div>
  ) : (
    <div style={square} />
  );
  if (!link) return <div style={square} />;
  if (qr?.value === link) return drawn;
  return (
    <Suspense fallback={drawn}>
      <QrCode value={link} size={INVITE_QR_SIZE} label={label} failedText={failedText} drawn={qr} />
    </Suspense>
  );
}

const noChanges = () => () => {};

/**
 * The list's public link and its QR code, so guests can pass the list on; for a secret-santa giver
 * who came to their match's list from their draw (this tab holds their giver name for it, decision
 * 229), a short note in its place: sharing the match's list would tell everyone whom they drew
 * (docs/decisions/237-no-invite-for-a-draw-giver.md). The server draws both; until this code is
 * here, invite-block.css shows the one GIVER_BOOT_SCRIPT chose for the tab.
 */
export function InviteBlock({ slug, qr }: { slug: string; qr?: DrawnQr }) {
  const t = useTranslations("invite");
  const toast = useToast();
  const link = useListLink(slug);
  const { copied, copy } = useCopyToClipboard();
  const headingId = useId();
  const inputId = useId();
  // null on the server and while hydrating its HTML: only the tab knows where it came from
  const fromDraw = useSyncExternalStore(
    noChanges,
    () => giverNames.get(slug) !== null,
    () => null,
  );
  useEffect(() => {
    // drawn for this tab now: the boot script's choice can go (also one left from another list)
    if (fromDraw !== null) releaseGiverBoot();
  }, [fromDraw]);

  const note = (
    <p
      className="card invite-from-draw"
      role="note"
      // in every visitor's HTML, shown before this code only in a giver's tab (GIVER_BOOT_SCRIPT)
      data-before-scripts={fromDraw === null ? "" : undefined}
      data-testid="invite-from-draw"
    >
      {t("fromDraw")}
    </p>
  );
  const invite = (
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
        <InviteQr link={link} qr={qr} label={t("qrLabel")} failedText={t("qrFailed")} />
      </div>
    </section>
  );
  // one shape in every state: the served invite hydrates in place and stays the same element, so a
  // press made before its code was here is pressed again on it (components/ui/gated-part.tsx)
  return (
    <>
      {fromDraw === false ? null : note}
      {fromDraw ? null : invite}
    </>
  );
}
