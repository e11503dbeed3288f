"use client";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { useCopyToClipboard } from "@/components/ui/useCopyToClipboard";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";

const noChanges = () => () => {};

/**
 * What a link to hand on offers beside it: copied with one tap, and given to the phone's share
 * sheet where there is one (a draw's personal links, a co-owner's link, the celebrated view's).
 * `title` names it for the share sheet.
 */
export function LinkActions({ link, title }: { link: string; title: string }) {
  const t = useTranslations("common");
  const { copied, copy } = useCopyToClipboard();
  // a share sheet is known only in the browser: none in the server's render, no hydration mismatch
  const canShare = useSyncExternalStore(
    noChanges,
    () => typeof navigator.share === "function",
    () => false,
  );
  return (
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
  );
}
