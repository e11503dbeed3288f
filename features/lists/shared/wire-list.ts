// A list on the wire (docs/api.md "list in answers"): the shape every answer that holds a list's
// settings is built from (lists, the celebrated view, the list file).
import { z } from "zod";
import { ICON_PACK_KEYS, OCCASIONS, type IconPackKey } from "../../../lib/icon-packs";
import { BG_THEMES, CURRENCIES, FONT_KEYS, IDENTITY_MODES } from "../../../lib/list-settings";
import { nullableText } from "../../../lib/validations/answer-envelope";

export const wireListSchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/),
  font_key: z.enum(FONT_KEYS),
  bg_theme: z.enum(BG_THEMES),
  event_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    .nullable(),
  event_location: nullableText,
  event_note: nullableText,
  require_name: z.boolean(),
  identity_mode: z.enum(IDENTITY_MODES),
  occasion: z.enum(OCCASIONS),
  /** The pack in effect: the owner's choice or the one the occasion implies. */
  icon_pack_key: z.enum(ICON_PACK_KEYS as [IconPackKey, ...IconPackKey[]]),
  icons: z.array(z.string()),
  /** ISO 4217 code of every `price` of the list (docs/api.md "Price"). */
  currency: z.enum(CURRENCIES),
  /** Surprise mode: the owner's answers and devices do not show who reserved (docs/api.md "Surprise"). */
  surprise: z.boolean(),
  /** Closed after the event: no reservations or releases (409 `list_closed`). */
  closed: z.boolean(),
  /**
   * The owner's answers only, within 14 days of it: the day RETENTION_DAYS deletes the list unless
   * the owner keeps it (docs/api.md "Retention").
   */
  deletion_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** What creating or taking over a list answers: the owner's access to it. */
export const ownerAccessAnswer = { slug: z.string(), edit_token: z.string() };

export type WireList = z.output<typeof wireListSchema>;
