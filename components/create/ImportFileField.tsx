"use client";
// The create screen's optional "start from a file": a list downloaded from owner mode.
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/Field";

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
    <Field label={t("importLabel")} hint={t("importHint")}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept="application/json,.json"
          className="input"
          disabled={disabled}
          onChange={(event) => void read(event.target.files?.[0])}
          data-testid="import-file"
        />
      )}
    </Field>
  );
}
