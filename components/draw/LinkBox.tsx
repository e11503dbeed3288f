"use client";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { useCopyToClipboard } from "@/components/ui/useCopyToClipboard";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";

const noChanges = () => () => {};

/**
 * A link to hand on: shown in full (selectable), copied with one tap, and offered to the phone's
 * share sheet where there is one. `title` names it for the share sheet.
 */
export function LinkBox({ link, title, testId }: { link: string; title: string; testId?: string }) {
  const t = useTranslations("draw");
  const { copied, copy } = useCopyToClipboard();
  // a share sheet is known only in the browser: none in the server's render, no hydration mismatch
  const canShare = useSyncExternalStore(
    noChanges,
    () => typeof navigator.share === "function",
    () => false,
  );
  return (
    <div className="draw-link" data-testid={testId}>
      <input
        className="input draw-link-text"
        dir="ltr"
        readOnly
        value={link}
        aria-label={title}
        onFocus={(event) => event.target.select()}
      />
      <div className="cluster">
        <button type="button" className="button button-small" onClick={() => void copy(link)}>
          {copied ? <CheckIcon /> : <CopyIcon />}
          {copied ? t("copied") : t("copy")}
        </button>
        {canShare ? (
          <button
            type="button"
            className="button button-small"
            onClick={() => void navigator.share({ title, url: link }).catch(() => {})}
          >
            {t("share")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
