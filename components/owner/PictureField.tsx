"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type ChangeEvent } from "react";
import type { ErrorCode } from "@/lib/errors";
import type { WireItem } from "@/lib/wire";

/** What saving the form does to the item's picture, beside its picture link. */
export type PictureChoice = { kind: "keep" } | { kind: "file"; file: File; previewUrl: string } | { kind: "remove" };

type PictureFieldProps = {
  /** The item being edited; its kept picture is the preview until another is chosen. */
  item?: WireItem;
  choice: PictureChoice;
  onChange: (choice: PictureChoice) => void;
};

/** Frees the chosen file's preview address once another is chosen or the form goes. */
function useRevokedWhenDone(url: string | null): void {
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
}

/**
 * "Take or choose a picture": on a phone the file input offers the camera and the gallery
 * (accept="image/*"). The chosen picture shows at once as a preview; it is uploaded when the wish
 * is saved (docs/product.md, "Pictures"). The server judges the bytes: no check here but the size.
 */
export function PictureField({ item, choice, onChange }: PictureFieldProps) {
  const t = useTranslations("itemEditor");
  const tErrors = useTranslations("errors");
  const inputId = useId();
  const hintId = useId();
  const [inputKey, setInputKey] = useState(0);
  const preview = choice.kind === "file" ? choice.previewUrl : null;
  useRevokedWhenDone(preview);
  const kept = choice.kind === "keep" ? (item?.image_url ?? null) : null;
  const shown = preview ?? kept;
  const problem: ErrorCode | null = choice.kind === "keep" ? (item?.image_problem ?? null) : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange({ kind: "file", file, previewUrl: URL.createObjectURL(file) });
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
        // eslint-disable-next-line @next/next/no-img-element -- a blob: preview or the app's own picture
        <img className="picture-preview" src={shown} alt={t("picturePreview")} data-testid="picture-preview" />
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
          onChange={choose}
        />
        {shown ? (
          <button type="button" className="button" onClick={remove}>
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
