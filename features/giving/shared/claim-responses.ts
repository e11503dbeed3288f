// What a friend's claims look like in answers (reservations, pledges), and what reserving and
// pledging answer; gathered into lib/validations/responses.ts `apiAnswers`.
import { z } from "zod";
import { nullableText, success } from "../../../lib/validations/answer-envelope";

/** One reservation of some of an item's units (docs/decisions/028-quantities.md). */
export const wireReservationSchema = z.strictObject({
  id: z.string(),
  count: z.number().int().min(1),
  /** The name or icon; null in password_only mode or when none was given. */
  reserved_by: nullableText,
});

/** One friend's share of a group gift (docs/decisions/063-group-gifts.md). */
export const wirePledgeSchema = z.strictObject({
  id: z.string(),
  /** In the list's currency, at least 1, whole hundredths. */
  amount: z.number().min(1),
  /** The name or icon; null in password_only mode or when none was given. */
  pledged_by: nullableText,
});

export const givingAnswers = {
  item_reserve: success({ reservation_id: z.string() }),
  item_unreserve: success({}),
  item_pledge: success({ pledge_id: z.string() }),
  item_unpledge: success({}),
} as const;

export type WireReservation = z.output<typeof wireReservationSchema>;
export type WirePledge = z.output<typeof wirePledgeSchema>;
