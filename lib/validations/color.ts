// The theme colour rule, pure: the API normalises with it and the browser previews with it.

/** The colour a list has when none was chosen (also the fallback for an unreadable stored one). */
export const DEFAULT_THEME_COLOR = "#111827";

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rrggbb`, `rrggbb`, `#rgb` or `rgb` → lower-case `#rrggbb`; anything else → null. */
export function normalizeHexColor(value: string): string | null {
  const hex = HEX.exec(value.trim())?.[1];
  if (!hex) return null;
  const digits = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return `#${digits.toLowerCase()}`;
}
