"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type ChangeEvent } from "react";
import type { ErrorCode } from "@/lib/errors";
import type { WireItem } from "@/lib/wire";

/** What saving the form does to the item's picture, beside its picture link. */
export type PictureChoice = { kind: "keep" } | { kind: "file"; file: File; previewUrl: string } | { kind: "remove" };

type PictureFieldProps = {
  /** The item being edited; its kept picture is the preview until another is chosen. */
  item?: WireItem;
  choice: PictureChoice;
  onChange: (choice: PictureChoice) => void;
  /** Not to be changed while the form saves. */
  disabled?: boolean;
};

/** The file as a data: address for the preview (img-src allows data:; a blob: address would be
 * fetched by tools that copy the page, which its connect-src refuses). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable file"));
    reader.readAsDataURL(file);
  });
}

/**
 * "Take or choose a picture": on a phone the file input offers the camera and the gallery
 * (accept="image/*"). The chosen picture shows at once as a preview; it is uploaded when the wish
 * is saved (docs/product.md, "Pictures"). The server judges the bytes; a file that is no picture
 * shows no preview (its image fails and hides) and is refused with the reason on saving.
 */
export function PictureField({ item, choice, onChange, disabled }: PictureFieldProps) {
  const t = useTranslations("itemEditor");
  const tErrors = useTranslations("errors");
  const inputId = useId();
  const hintId = useId();
  const [inputKey, setInputKey] = useState(0);
  const preview = choice.kind === "file" ? choice.previewUrl : null;
  const kept = choice.kind === "keep" ? (item?.image_url ?? null) : null;
  const shown = preview || kept;
  const problem: ErrorCode | null = choice.kind === "keep" ? (item?.image_problem ?? null) : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // no preview for a file the browser cannot read; the upload still says what is wrong with it
    void readAsDataUrl(file)
      .catch(() => "")
      .then((previewUrl) => onChange({ kind: "file", file, previewUrl }));
  };
  const remove = () => {
    // a fresh input: choosing the same file again must fire its change event
    setInputKey((key) => key + 1);
    onChange(item?.image_url || item?.image_source ? { kind: "remove" } : { kind: "keep" });
  };

  return (
    <div className="picture-field" data-testid="picture-field">
      <span className="field-label">{t("picture")}</span>
      {shown ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data: preview or the app's own picture
        <img
          key={shown}
          className="picture-preview"
          src={shown}
          alt={t("picturePreview")}
          data-testid="picture-preview"
          onError={(event) => (event.currentTarget.hidden = true)}
        />
      ) : null}
      {choice.kind === "remove" ? <p className="field-hint">{t("pictureRemoved")}</p> : null}
      {problem ? (
        <p className="field-hint picture-problem" data-testid="picture-problem">
          {t("pictureNotKept", { reason: tErrors(problem) })}
        </p>
      ) : null}
      <div className="picture-actions">
        <label className="button" htmlFor={inputId}>
          {t("pictureChoose")}
        </label>
        <input
          key={inputKey}
          id={inputId}
          className="visually-hidden"
          type="file"
          name="image"
          accept="image/*"
          aria-describedby={hintId}
          disabled={disabled}
          onChange={choose}
        />
        {shown ? (
          <button type="button" className="button" onClick={remove} disabled={disabled}>
            {t("pictureRemove")}
          </button>
        ) : null}
      </div>
      <p className="field-hint" id={hintId}>
        {t("pictureHint")}
      </p>
    </div>
  );
}
