"use client";
// "Paste a shop link" in the new-wish form (docs/product.md "Add from a shop link"): the server
// reads the page (`item_preview`) and the form is filled for the owner to check. It
// saves nothing; a failure says why in the owner's language, and the form stays as it was.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { UrlField } from "@/components/ui/Field";
import { failureMessage } from "@/components/ui/failure";
import { previewItem } from "@/lib/client/api-client";
import { sentPages } from "@/lib/client/tab-storage";
import type { ApiAnswer } from "@/lib/wire";
import { ErrorBox } from "@/components/ui/ErrorBox";

export type ShopPreview = ApiAnswer<"item_preview">["preview"];
export type ShopLinkAccess = {
  slug: string;
  editToken: string;
  /** A link shared to the app or sent by the bookmarklet: read as soon as the form shows. */
  sharedLink?: string | null;
};

type Status =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "filled" }
  | { kind: "nothing" }
  /** The shop showed the server a robot check or an error page: only the link and its words were filled. */
  | { kind: "blocked" }
  | { kind: "failed"; message: string };

/** Whether the page named anything worth filling in (its address alone is not). */
const saidSomething = (preview: ShopPreview) =>
  preview.title !== null || preview.image_url !== null || preview.price !== null;

/**
 * A reading that failed for the shop's sake (unreachable, no page the server reads, busy, no
 * network), not the link's: the link still belongs in the wish (issue 51, item 13). A link the
 * server refuses to fetch (a private address) is not put in, as saving it would fail too.
 */
const SHOP_FAILURES = new Set<string | null>(["preview_unreachable", "preview_unsupported", "preview_busy", null]);

/**
 * One shop-link reading at a time, with the state the form shows. `onFill` gets what the page
 * said, or null when it could not be read and only the link goes into the form.
 */
export function useShopLink(access: ShopLinkAccess, onFill: (preview: ShopPreview | null, link: string) => void) {
  const tOwner = useTranslations("owner");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // the field's text lives here, so that a saved wish empties it for the next one (issue 40)
  const [link, setLink] = useState(access.sharedLink ?? "");
  const read = async (link: string) => {
    const url = link.trim();
    if (!url || status.kind === "busy") return;
    setStatus({ kind: "busy" });
    // the page the bookmarklet sent for this link, as the owner saw it: read instead of fetched
    const result = await previewItem(access.slug, access.editToken, url, sentPages.take(url) ?? undefined);
    if (!result.ok) {
      const wording = {
        network: tOwner("networkError"),
        noSentence: (code: number) => tOwner("httpError", { status: code }),
      };
      if (SHOP_FAILURES.has(result.code)) onFill(null, url);
      return setStatus({ kind: "failed", message: failureMessage(result, wording) });
    }
    onFill(result.preview, url);
    if (result.notice === "preview_blocked") return setStatus({ kind: "blocked" });
    setStatus({ kind: saidSomething(result.preview) ? "filled" : "nothing" });
  };
  // a shared link is read once, when the form first shows (a strict-mode second effect does not repeat it)
  const sharedLinkRead = useRef(false);
  useEffect(() => {
    if (!access.sharedLink || sharedLinkRead.current) return;
    sharedLinkRead.current = true;
    void read(access.sharedLink);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link the form opened with
  }, [access.sharedLink]);
  const reset = () => {
    setStatus({ kind: "idle" });
    setLink("");
  };
  return { status, read, link, setLink, reset };
}

type ShopLinkFieldProps = {
  shopLink: ReturnType<typeof useShopLink>;
};

/** The field, its "Fill in" button and what happened, announced politely. */
export function ShopLinkField({ shopLink }: ShopLinkFieldProps) {
  const t = useTranslations("itemEditor");
  const tErrors = useTranslations("errors");
  const { status, read, link, setLink } = shopLink;
  const busy = status.kind === "busy";

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text").trim();
    if (!pasted) return;
    event.preventDefault();
    setLink(pasted);
    void read(pasted);
  };
  // Enter reads the link instead of saving a half-filled wish
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void read(link);
  };

  return (
    <div className="shop-link" aria-busy={busy}>
      <div className="shop-link-row">
        <UrlField
          label={t("shopLink")}
          hint={t("shopLinkHint")}
          className="shop-link-input"
          name="shop_link"
          autoComplete="off"
          value={link}
          readOnly={busy}
          onChange={(event) => setLink(event.target.value)}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="button shop-link-button"
          disabled={busy || !link.trim()}
          onClick={() => void read(link)}
        >
          {busy ? t("shopLinkBusy") : t("shopLinkFill")}
        </button>
      </div>
      <p className="shop-link-status" role="status" data-kind={status.kind}>
        {status.kind === "busy" ? t("shopLinkBusyText") : null}
        {status.kind === "filled" ? t("shopLinkFilled") : null}
        {status.kind === "nothing" ? t("shopLinkNothing") : null}
        {/* the bookmark is for computers (Bookmarklet, hidden on the same query in owner-items.css): a
            phone is told of its share sheet instead (issue 51, item 19) */}
        {status.kind === "blocked"
          ? window.matchMedia("(pointer: coarse)").matches
            ? t("shopLinkBlockedPhone")
            : tErrors("preview_blocked")
          : null}
      </p>
      <ErrorBox error={status.kind === "failed" ? status.message : null} />
    </div>
  );
}
