// The shapes the API answers with (DECISIONS.md "list in answers", "item in answers").
import type { ErrorCode } from "./errors";
import type { IconPackKey, Occasion } from "./icon-packs";

export const FONT_KEYS = ["system", "comic", "serif"] as const;
export type FontKey = (typeof FONT_KEYS)[number];
export const BG_THEMES = ["plain", "birthday", "party"] as const;
export type BgTheme = (typeof BG_THEMES)[number];
export const IDENTITY_MODES = ["name", "icon", "password_only"] as const;
export type IdentityMode = (typeof IDENTITY_MODES)[number];

export type WireList = {
  slug: string;
  title: string;
  theme_color: string;
  font_key: FontKey;
  bg_theme: BgTheme;
  event_date: string | null;
  event_location: string | null;
  event_note: string | null;
  require_name: boolean;
  identity_mode: IdentityMode;
  occasion: Occasion;
  icon_pack_key: IconPackKey;
  icons: string[];
};

export type WireItem = {
  id: string;
  title: string;
  url: string | null;
  image_url: string | null;
  price: number | null;
  price_text: string | null;
  note: string | null;
  busy: boolean;
  reserved_by: string | null;
  position: number;
};

export type ApiFailure = { ok: false; code: ErrorCode; error: string; field?: string };
export type ApiSuccess<T> = { ok: true } & T;
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
