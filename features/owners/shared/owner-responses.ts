// Co-owner links and the celebrated person's view on the wire, and what the co-owner endpoints
// answer; gathered into lib/validations/responses.ts `apiAnswers`.
import { z } from "zod";
import { success } from "../../../lib/validations/answer-envelope";
import { wireItemSchema } from "../../items/shared/item-responses";
import { ownerAccessAnswer, wireListSchema } from "../../lists/shared/wire-list";

/**
 * The celebrated person's view (docs/decisions/123-the-celebrated-view.md): an allow-list of what
 * the owner wrote, so a field added to lists or wishes later stays out of it unless named here.
 * Nothing of reservations, pledges, suggestions or givers; no version (it would tell when givers act).
 */
export const celebratedListSchema = wireListSchema.pick({
  slug: true,
  title: true,
  theme_color: true,
  font_key: true,
  bg_theme: true,
  event_date: true,
  event_location: true,
  event_note: true,
  occasion: true,
  icon_pack_key: true,
  icons: true,
  currency: true,
});
export const celebratedItemSchema = wireItemSchema.pick({
  id: true,
  title: true,
  url: true,
  image_url: true,
  image_srcset: true,
  image_width: true,
  image_height: true,
  price: true,
  price_text: true,
  note: true,
  position: true,
  quantity: true,
  section: true,
  answers: true,
});

/** One co-owner link in the owner's list_get (docs/decisions/122-co-owner-links.md); never its token. */
export const wireCoOwnerSchema = z.strictObject({
  invite_id: z.string(),
  label: z.string(),
  created_at: z.string(),
});

export const ownerAnswers = {
  owner_invite: success({ invite_id: z.string(), owner_link: z.string() }),
  owner_invite_accept: success(ownerAccessAnswer),
  owner_invite_revoke: success({}),
} as const;

export type CelebratedList = z.output<typeof celebratedListSchema>;
export type CelebratedItem = z.output<typeof celebratedItemSchema>;
export type WireCoOwner = z.output<typeof wireCoOwnerSchema>;
