"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Field } from "@/components/ui/Field";
import { DEFAULT_THEME_COLOR, normalizeHexColor } from "@/lib/validations/color";
import { LIMITS } from "@/lib/validations/limits";
import { BG_THEMES, FONT_KEYS, type BgTheme, type FontKey } from "@/lib/wire";
import type { AppearanceValues } from "./owner-types";
import "./appearance-fields.css";

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
      {/* the label names the swatch; the hex text beside it carries the error. What was typed stays
          until it is fixed, with the reason beside it (not a silent grey Save) */}
      <Field label={t("themeColor")} error={hexInvalid ? t("hexInvalid") : null}>
        {({ id: swatchId, ...hexDescription }) => (
          <div className="owner-color-row">
            <input
              id={swatchId}
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
              {...hexDescription}
              id={`${id}-hex`}
              className="input owner-hex-input"
              type="text"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={LIMITS.themeColor}
              value={hexText}
              disabled={disabled}
              onChange={(event) => {
                const hex = normalizeHexColor(event.target.value);
                setTyped({ text: event.target.value, against: hex ?? value.theme_color });
                if (hex) onChange({ theme_color: hex });
              }}
            />
          </div>
        )}
      </Field>
      <Field label={t("font")}>
        {(control) => (
          <select
            {...control}
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
        )}
      </Field>
      <Field label={t("background")}>
        {(control) => (
          <select
            {...control}
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
        )}
      </Field>
    </div>
  );
}
