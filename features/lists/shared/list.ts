import { z } from "zod";
import { ICON_PACK_KEYS, OCCASIONS } from "../../../lib/icon-packs";
import { BG_THEMES, CURRENCIES, FONT_KEYS, IDENTITY_MODES } from "../../../lib/list-settings";
import {
  editToken,
  optionalBoolean,
  optionalBooleanOf,
  optionalChoice,
  optionalEventDate,
  optionalText,
  optionalThemeColor,
  password,
  requiredText,
  slug,
} from "../../../lib/validations/fields";
import { camelKeys } from "../../../lib/validations/case";
import { LIMITS } from "../../../lib/validations/limits";

/** An ISO 4217 code of lib/list-settings.ts, in any letter case ("chf" is CHF). */
export const optionalCurrency = z
  .string({ error: "invalid_currency" })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(CURRENCIES, { error: "invalid_currency" }))
  .optional();

export const listTitle = requiredText(LIMITS.listTitle, "title_required", "title_too_long");

/** Every setting of a list besides its title, each optional: for updates and for list files. */
export const listSettingFields = {
  theme_color: optionalThemeColor,
  font_key: optionalChoice(FONT_KEYS, "invalid_font"),
  bg_theme: optionalChoice(BG_THEMES, "invalid_bg_theme"),
  event_date: optionalEventDate,
  event_location: optionalText(LIMITS.eventLocation, "event_location_too_long"),
  event_note: optionalText(LIMITS.eventNote, "event_note_too_long", { multiline: true }),
  /** docs/product.md §3: "a missing value counts as true"; so null, which clears a setting, is true (decision 227). */
  require_name: z.union([z.null().transform(() => true), optionalBoolean], { error: "invalid_require_name" }),
  identity_mode: optionalChoice(IDENTITY_MODES, "invalid_identity_mode"),
  occasion: optionalChoice(OCCASIONS, "invalid_occasion"),
  /** "" or null: the pack the occasion implies. */
  icon_pack_key: z
    .union([z.enum(ICON_PACK_KEYS as [string, ...string[]]), z.literal(""), z.null()], { error: "invalid_icon_pack" })
    .optional()
    .transform((value) => (value === "" ? null : value)),
  currency: optionalCurrency,
  /** Surprise mode (docs/decisions/065-surprise.md); absent in a file from before it: on. */
  surprise: optionalBooleanOf("invalid_surprise"),
  /** Closed after the event (docs/decisions/066-closing-a-list.md). */
  closed: optionalBooleanOf("invalid_closed"),
};

export const createListSchema = z
  .object({ title: listTitle, owner_password: password("owner_password_required"), currency: optionalCurrency })
  .transform(camelKeys);

export const ownerLoginSchema = z
  .object({ slug, owner_password: password("owner_password_missing") })
  .transform(camelKeys);

/** A list named by its slug (`list_events`). */
export const listQuerySchema = z.object({ slug });

/** A list's read (`list_get`); `reveal` only counts for the owner (docs/api.md "Surprise"). */
export const listGetSchema = z.object({ slug, reveal: optionalBooleanOf("invalid_field") });

/**
 * The header by which the owner's client sends its edit token with `list_get` (a GET has no body,
 * and a token never goes into an address, where logs and history would keep it).
 */
export const EDIT_TOKEN_HEADER = "x-edit-token";
/** The header's value: blank counts as absent (a visitor's read); over-long is a wrong token. */
export const editTokenHeaderSchema = editToken;

/** The header of the celebrated person's view (docs/decisions/123): its token, never in an address. */
export const VIEW_TOKEN_HEADER = "x-view-token";

/** The owner's slug + edit token: the owner check ("is this token still the owner's?") and the export. */
export const ownerAccessSchema = z.object({ slug, edit_token: editToken }).transform(camelKeys);

/**
 * The owner's export (`list_export`): while surprise mode hides the givers, the file names them
 * only with `reveal`, as `list_get` does (docs/api.md "Surprise and closing").
 */
export const listExportSchema = z
  .object({ slug, edit_token: editToken, reveal: optionalBooleanOf("invalid_field") })
  .transform(camelKeys);

export const changeOwnerPasswordSchema = z
  .object({
    slug,
    edit_token: editToken,
    owner_password: password("owner_password_missing"),
    new_owner_password: password("new_password_required"),
  })
  .transform(camelKeys);

/** Partial: an absent field keeps its value, null clears an optional one (docs/api.md "list_update"). */
export const updateListSchema = z
  .object({
    slug,
    edit_token: editToken,
    new_title: listTitle.optional(),
    title: listTitle.optional(),
    ...listSettingFields,
    /** "Keep it": the list counts as changed now, so RETENTION_DAYS counts again (decision 131). */
    keep: optionalBoolean,
    /** The celebrated person's view: true makes (or keeps) its link, false ends it (decision 123). */
    celebrated_view: optionalBooleanOf("invalid_celebrated_view"),
  })
  .transform(({ new_title, title, ...rest }) => camelKeys({ ...rest, title: new_title ?? title }));

export type CreateListInput = z.output<typeof createListSchema>;
export type OwnerLoginInput = z.output<typeof ownerLoginSchema>;
export type OwnerAccess = z.output<typeof ownerAccessSchema>;
export type ListExportInput = z.output<typeof listExportSchema>;
export type ChangeOwnerPasswordInput = z.output<typeof changeOwnerPasswordSchema>;
export type UpdateListInput = z.output<typeof updateListSchema>;
/** The settings an update may change; each absent one keeps its value, null clears it. */
export type ListChanges = Omit<UpdateListInput, "slug" | "editToken" | "celebratedView">;
