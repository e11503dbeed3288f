import type { CSSProperties } from "react";
import { DEFAULT_THEME_COLOR, normalizeHexColor } from "@/lib/validations/color";

/** WCAG relative luminance of an #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The owner's theme colour as CSS variables, with a text colour that stays readable on it
 * (any colour may be chosen, so white text is not always legible).
 */
export function accentStyle(themeColor: string | null | undefined): CSSProperties {
  const accent = normalizeHexColor(themeColor ?? "") ?? DEFAULT_THEME_COLOR;
  const light = luminance(accent);
  // contrast against white vs. against near-black (#111827, luminance ≈ 0.0097)
  const whiteContrast = 1.05 / (light + 0.05);
  const darkContrast = (light + 0.05) / 0.0597;
  return {
    "--accent": accent,
    "--accent-contrast": whiteContrast >= darkContrast ? "#ffffff" : "#111827",
  } as CSSProperties;
}
