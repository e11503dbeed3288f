"use client";
// The create screen's optional "start from a file": a list downloaded from owner mode.
import { useTranslations } from "next-intl";
import { useId } from "react";

export type ImportedFile = { name: string; document: unknown };

export function ImportFileField({
  disabled,
  onChange,
  onUnreadable,
}: {
  disabled: boolean;
  onChange: (file: ImportedFile | null) => void;
  onUnreadable: (message: string) => void;
}) {
  const t = useTranslations("transfer");
  const id = useId();

  async function read(file: File | undefined) {
    if (!file) return onChange(null);
    try {
      // The server checks the document; here it only has to be JSON.
      onChange({ name: file.name, document: JSON.parse(await file.text()) });
    } catch {
      onChange(null);
      onUnreadable(t("importUnreadable"));
    }
  }

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t("importLabel")}
      </label>
      <input
        id={id}
        type="file"
        accept="application/json,.json"
        className="input"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void read(event.target.files?.[0])}
        data-testid="import-file"
      />
      <p className="field-hint" id={`${id}-hint`}>
        {t("importHint")}
      </p>
    </div>
  );
}
