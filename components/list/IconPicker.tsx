"use client";
import { useId } from "react";
import { usePublicTexts } from "./public-texts";

type IconPickerProps = {
  icons: readonly string[];
  value: string | null;
  onChange: (icon: string | null) => void;
  required: boolean;
  /** Why the form was not sent (no icon chosen): under the icons, and read with the group. */
  error?: string;
  disabled?: boolean;
};

/** The list's 8 icons in 8 columns; choosing the chosen icon again clears the choice (docs/product.md §2). */
export function IconPicker({ icons, value, onChange, required, error, disabled }: IconPickerProps) {
  const t = usePublicTexts();
  const errorId = useId();
  return (
    <fieldset className="icon-picker" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend>{required ? t("iconLabel") : t("iconOptional")}</legend>
      <div className="icon-grid">
        {icons.map((icon) => (
          <button
            key={icon}
            type="button"
            className="icon-option"
            aria-pressed={value === icon}
            onClick={() => onChange(value === icon ? null : icon)}
          >
            {icon}
          </button>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
