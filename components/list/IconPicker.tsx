"use client";
import { usePublicTexts } from "./public-texts";

type IconPickerProps = {
  icons: readonly string[];
  value: string | null;
  onChange: (icon: string | null) => void;
  required: boolean;
  disabled?: boolean;
};

/** The list's 8 icons in 8 columns; choosing the chosen icon again clears the choice (docs/product.md §2). */
export function IconPicker({ icons, value, onChange, required, disabled }: IconPickerProps) {
  const t = usePublicTexts();
  return (
    <fieldset className="icon-picker" disabled={disabled}>
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
    </fieldset>
  );
}
