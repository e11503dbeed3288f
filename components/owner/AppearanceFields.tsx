"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { BG_THEMES, FONT_KEYS, type BgTheme, type FontKey } from "@/lib/wire";
import { DEFAULT_THEME_COLOR, normalizeHexColor } from "@/lib/validations/color";

export type AppearanceValues = { theme_color: string; font_key: FontKey; bg_theme: BgTheme };

type AppearanceFieldsProps = {
  value: AppearanceValues;
  onChange: (change: Partial<AppearanceValues>) => void;
  disabled?: boolean;
};

/** Theme colour (picker plus hex text), font and background: shared by the editor panel and settings. */
export function AppearanceFields({ value, onChange, disabled }: AppearanceFieldsProps) {
  const t = useTranslations("settings");
  const id = useId();
  // the hex text may be half typed; only a complete colour reaches the form. What was typed is
  // shown while the colour is still the one it was typed against (the picker replaces it).
  const [typed, setTyped] = useState<{ text: string; against: string } | null>(null);
  const hexText = typed && typed.against === value.theme_color ? typed.text : value.theme_color;
  const hexInvalid = normalizeHexColor(hexText) === null;

  return (
    <div className="owner-appearance-fields">
      <div className="field">
        <label className="field-label" htmlFor={`${id}-color`}>
          {t("themeColor")}
        </label>
        <div className="owner-color-row">
          <input
            id={`${id}-color`}
            className="owner-color-swatch"
            type="color"
            value={normalizeHexColor(value.theme_color) ?? DEFAULT_THEME_COLOR}
            disabled={disabled}
            onChange={(event) => onChange({ theme_color: event.target.value })}
          />
          <label className="visually-hidden" htmlFor={`${id}-hex`}>
            {t("hexCode")}
          </label>
          <input
            id={`${id}-hex`}
            className="input owner-hex-input"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            value={hexText}
            disabled={disabled}
            aria-invalid={hexInvalid || undefined}
            aria-describedby={hexInvalid ? `${id}-hex-error` : undefined}
            onChange={(event) => {
              const hex = normalizeHexColor(event.target.value);
              setTyped({ text: event.target.value, against: hex ?? value.theme_color });
              if (hex) onChange({ theme_color: hex });
            }}
          />
        </div>
        {/* what was typed stays until it is fixed, with the reason beside it (not a silent grey Save) */}
        {hexInvalid ? (
          <p id={`${id}-hex-error`} className="field-error" role="alert">
            {t("hexInvalid")}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-font`}>
          {t("font")}
        </label>
        <select
          id={`${id}-font`}
          className="input"
          value={value.font_key}
          disabled={disabled}
          onChange={(event) => onChange({ font_key: event.target.value as FontKey })}
        >
          {FONT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`fonts.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-bg`}>
          {t("background")}
        </label>
        <select
          id={`${id}-bg`}
          className="input"
          value={value.bg_theme}
          disabled={disabled}
          onChange={(event) => onChange({ bg_theme: event.target.value as BgTheme })}
        >
          {BG_THEMES.map((key) => (
            <option key={key} value={key}>
              {t(`backgrounds.${key}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
