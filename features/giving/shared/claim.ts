import { z } from "zod";
import { camelKeys } from "../../../lib/validations/case";
import {
  editToken,
  itemId,
  optionalBooleanOf,
  optionalPassword,
  password,
  requestId,
} from "../../../lib/validations/fields";
import { LIMITS, codePointLength } from "../../../lib/validations/limits";
import { hasControlCharacters } from "../../../lib/validations/control-characters";
import { displayText } from "../../../lib/validations/display-text";

// The bodies of a friend's claim on a wish (features/giving/claims.ts): a reservation (./reservation.ts)
// and a pledge (./pledge.ts) are sent the same way, with a count or an amount, and withdrawn the
// same way, naming the one by `reservation_id` or `pledge_id`.

/** The name (name mode) or emoji (icon mode); its requirement depends on the list, checked later. */
export const visitorName = z
  .string({ error: "invalid_field" })
  .optional()
  .refine((value) => value === undefined || !hasControlCharacters(value), "control_characters")
  .transform((value) => displayText(value ?? ""))
  .refine((value) => codePointLength(value) <= LIMITS.visitorName, "name_too_long");

/**
 * Who claims and the password to withdraw it with: a claim's first fields, before its size.
 * `anonymous`: the name is checked as the list asks but not kept, so the list shows the claim as
 * taken and names nobody (docs/decisions/103-anonymous-giving.md).
 */
export const claimant = {
  item_id: itemId,
  name: visitorName,
  password: password("password_required"),
  anonymous: optionalBooleanOf("invalid_anonymous"),
};
/** A claim's last field: the id its retries repeat (docs/decisions/080-reading-through-faults.md). */
export const retry = { request_id: requestId };

type NotFound = "reservation_not_found" | "pledge_not_found";

/** Names one reservation or pledge of the item (docs/api.md "Unreserve"); no stored id is longer than 64. */
export const ownedRowId = (notFound: NotFound) =>
  z
    .string({ error: "invalid_field" })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || (value.length <= LIMITS.id && !hasControlCharacters(value)), {
      message: notFound,
    });

/**
 * A withdrawal: the claim's password, or the owner's edit token (naming the claim by `idField`
 * where the item has several); one of the two is required.
 */
export const withdrawalSchema = <IdField extends "reservation_id" | "pledge_id">(
  idField: IdField,
  notFound: NotFound,
) =>
  z
    .object({
      item_id: itemId,
      password: optionalPassword(),
      edit_token: editToken,
      slug: z.string({ error: "invalid_field" }).trim().optional(),
      ...({ [idField]: ownedRowId(notFound) } as Record<IdField, ReturnType<typeof ownedRowId>>),
    })
    .refine(
      (input: { password?: unknown; edit_token?: unknown }) =>
        input.password !== undefined || input.edit_token !== undefined,
      {
        message: "password_required",
        path: ["password"],
      },
    )
    .transform(camelKeys);
