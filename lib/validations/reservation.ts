import { z } from "zod";
import { editToken, itemId, optionalPassword, password } from "./fields";
import { camelKeys } from "./case";
import { LIMITS, codePointLength } from "./limits";
import { hasControlCharacters } from "./text-rules";

/** The name (name mode) or emoji (icon mode); its requirement depends on the list, checked later. */
const visitorName = z
  .string({ error: "invalid_field" })
  .optional()
  .refine((value) => value === undefined || !hasControlCharacters(value), "control_characters")
  .transform((value) => value?.trim() ?? "")
  .refine((value) => codePointLength(value) <= LIMITS.visitorName, "name_too_long");

export const reserveSchema = z
  .object({ item_id: itemId, name: visitorName, password: password("password_required") })
  .transform(camelKeys);

export const unreserveSchema = z
  .object({
    item_id: itemId,
    password: optionalPassword(),
    edit_token: editToken,
    slug: z.string({ error: "invalid_field" }).trim().optional(),
  })
  .refine((input) => input.password !== undefined || input.edit_token !== undefined, {
    message: "password_required",
    path: ["password"],
  })
  .transform(camelKeys);

export type ReserveInput = z.output<typeof reserveSchema>;
export type UnreserveInput = z.output<typeof unreserveSchema>;
