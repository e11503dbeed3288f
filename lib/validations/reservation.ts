import { z } from "zod";
import { editToken, itemId, optionalPassword, optionalWholeNumber, password, requestId } from "./fields";
import { camelKeys } from "./case";
import { LIMITS, QUANTITY, codePointLength } from "./limits";
import { displayText, hasControlCharacters } from "./text-rules";

/** The name (name mode) or emoji (icon mode); its requirement depends on the list, checked later. */
export const visitorName = z
  .string({ error: "invalid_field" })
  .optional()
  .refine((value) => value === undefined || !hasControlCharacters(value), "control_characters")
  .transform((value) => displayText(value ?? ""))
  .refine((value) => codePointLength(value) <= LIMITS.visitorName, "name_too_long");

export const reserveSchema = z
  .object({
    item_id: itemId,
    name: visitorName,
    password: password("password_required"),
    /** How many units this reservation takes; 1 when absent. */
    count: optionalWholeNumber(QUANTITY, "invalid_count").transform((count) => count ?? 1),
    request_id: requestId,
  })
  .transform(camelKeys);

/** Names one reservation (or pledge) of the item (docs/api.md "Unreserve"); no stored id is longer than 64. */
export const ownedRowId = (notFound: "reservation_not_found" | "pledge_not_found") =>
  z
    .string({ error: "invalid_field" })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || (value.length <= LIMITS.id && !hasControlCharacters(value)), {
      message: notFound,
    });

const reservationId = ownedRowId("reservation_not_found");

export const unreserveSchema = z
  .object({
    item_id: itemId,
    password: optionalPassword(),
    edit_token: editToken,
    slug: z.string({ error: "invalid_field" }).trim().optional(),
    reservation_id: reservationId,
  })
  .refine((input) => input.password !== undefined || input.edit_token !== undefined, {
    message: "password_required",
    path: ["password"],
  })
  .transform(camelKeys);

export type ReserveInput = z.output<typeof reserveSchema>;
export type UnreserveInput = z.output<typeof unreserveSchema>;
