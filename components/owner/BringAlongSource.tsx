"use client";
// The first step of "Bring wishes along" (docs/decisions/125 and 142): pasted text, a list's or a
// shop page's address for the server to read, a CSV file, or — on an Amazon wish list in this
// browser — the list bookmarklet, which brings the page the owner sees.
import { useLocale, useTranslations } from "next-intl";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { TextAreaField, TextField, UrlField } from "@/components/ui/Field";
import type { ImportSource } from "@/lib/client/api-client";
import { listBookmarkletSource } from "@/lib/bookmarklets";
import { spreadsheetText } from "@/lib/spreadsheet-text";
import { LIMITS } from "@/lib/validations/limits";
import { Bookmarklet } from "./Bookmarklet";
import { waitingButton } from "@/components/ui/waiting-button";

/** What the owner typed here: kept by the dialog, so that Back from the review finds it again. */
export type TypedSource = { text: string; address: string };

type BringAlongSourceProps = {
  typed: TypedSource;
  onType: (typed: TypedSource) => void;
  /** Back from the review: the pasted lines take the focus again. */
  focusText: boolean;
  busy: boolean;
  error: string | null;
  onRead: (source: ImportSource) => Promise<void>;
  onCancel: () => void;
};

export function BringAlongSource({ typed, onType, focusText, busy, error, onRead, onCancel }: BringAlongSourceProps) {
  const t = useTranslations("bringAlong");
  // a CSV that is no UTF-8 is in the code page of the owner's Windows, told by the page's language
  const language = useLocale();
  const { text, address } = typed;

  const readFile = async (file: File | undefined) => {
    if (file) await onRead({ csv: spreadsheetText(new Uint8Array(await file.arrayBuffer()), language) });
  };

  return (
    <div className="bring-along-source">
      <p className="muted">{t("intro")}</p>
      <TextAreaField
        label={t("textLabel")}
        rows={6}
        value={text}
        onChange={(event) => onType({ ...typed, text: event.target.value })}
        autoFocus={focusText}
      />
      <form
        className="bring-along-address"
        onSubmit={(event) => {
          event.preventDefault();
          if (address.trim()) void onRead({ url: address.trim() });
        }}
      >
        <UrlField
          label={t("urlLabel")}
          value={address}
          maxLength={LIMITS.url}
          onChange={(event) => onType({ ...typed, address: event.target.value })}
        />
        <button type="submit" className="button" {...waitingButton(busy, address.trim() === "")}>
          {t("readUrl")}
        </button>
      </form>
      <TextField
        label={t("fileLabel")}
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={(event) => void readFile(event.target.files?.[0])}
      />
      <Bookmarklet
        source={listBookmarkletSource}
        words={{ label: t("listBookmarklet"), hint: t("listBookmarkletHint"), clicked: t("listBookmarkletClicked") }}
      />
      <ErrorBox error={error} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t("cancel")}
        </button>
        <button
          type="button"
          className="button button-primary"
          {...waitingButton(busy, text.trim() === "")}
          onClick={() => void onRead({ text })}
        >
          {t("read")}
        </button>
      </div>
    </div>
  );
}
