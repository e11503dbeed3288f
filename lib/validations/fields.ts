// Building blocks for every input schema. Each failure carries an error code from lib/errors.ts
// as its message, so a failed parse maps straight to a localized API error.
import { z } from "zod";
import type { ErrorCode } from "../errors";
import { parsePrice } from "../price";
import { normalizeHexColor } from "./color";
import { normalizeEventDate } from "./event-date";
import { LIMITS, codePointLength, surelyTooLong } from "./limits";
import { hasControlCharacters } from "./control-characters";
import { displayText } from "./display-text";
import { httpUrl } from "./http-url";

const typeError = (missing: ErrorCode) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : "invalid_field";

type TextOptions = { multiline?: boolean };

/**
 * A required text shown to people: no control characters, trimmed, something visible in it (only
 * zero-width or other invisible characters count as missing), 1..max code points, its direction
 * controls balanced (lib/validations/display-text.ts `displayText`).
 */
export function requiredText(max: number, missing: ErrorCode, tooLong: ErrorCode, options: TextOptions = {}) {
  return z
    .string({ error: typeError(missing) })
    .refine((value) => !surelyTooLong(value, max), { message: tooLong, abort: true })
    .refine((value) => !hasControlCharacters(value, options), "control_characters")
    .transform(displayText)
    .refine((value) => value.length > 0, missing)
    .refine((value) => codePointLength(value) <= max, tooLong);
}

/**
 * An optional text as used by partial updates: absent stays undefined (keep), null or blank
 * becomes null (clear), anything else is trimmed and bounded.
 */
export function optionalText(max: number, tooLong: ErrorCode, options: TextOptions = {}) {
  return z
    .union([z.string(), z.null()], { error: "invalid_field" })
    .optional()
    .refine((value) => typeof value !== "string" || !surelyTooLong(value, max), { message: tooLong, abort: true })
    .refine((value) => typeof value !== "string" || !hasControlCharacters(value, options), "control_characters")
    .transform((value) => (typeof value === "string" ? displayText(value) || null : value))
    .refine((value) => typeof value !== "string" || codePointLength(value) <= max, tooLong);
}

/**
 * Passwords are trimmed first; one of only spaces counts as missing (docs/api.md "Check order").
 * Never shown, so kept exactly as typed otherwise.
 */
export function password(missing: ErrorCode) {
  return z
    .string({ error: typeError(missing) })
    .refine((value) => !surelyTooLong(value, LIMITS.password), { message: "password_too_long", abort: true })
    .refine((value) => !hasControlCharacters(value), "control_characters")
    .trim()
    .min(1, missing)
    .refine((value) => codePointLength(value) <= LIMITS.password, "password_too_long");
}

/** A password a call may leave out (a claim's withdrawal, joining a draw): absent or blank stays undefined, else the rules of `password`. */
export function optionalPassword() {
  return z
    .string({ error: "invalid_field" })
    .optional()
    .refine((value) => value === undefined || !surelyTooLong(value, LIMITS.password), {
      message: "password_too_long",
      abort: true,
    })
    .refine((value) => value === undefined || !hasControlCharacters(value), "control_characters")
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || codePointLength(value) <= LIMITS.password, "password_too_long");
}

/**
 * The client's own id for one attempt at a reservation or pledge, sent again with every retry of
 * it, so a retry after a lost answer finds what the first try stored instead of adding it twice
 * (docs/api.md "Retrying", decision 080). Optional; 16–64 URL-safe characters.
 */
export const requestId = z
  .string({ error: "invalid_field" })
  .optional()
  .refine((value) => value === undefined || /^[A-Za-z0-9_-]{16,64}$/.test(value), "invalid_field");

// No stored id holds a control character, so such an id names nothing: 404 without a lookup, on
// every backend (PostgreSQL refuses a NUL in a query outright; docs/decisions/027-postgresql.md).
export const slug = z
  .string({ error: typeError("slug_required") })
  .trim()
  .min(1, "slug_required")
  .max(LIMITS.id, "list_not_found")
  .refine((value) => !hasControlCharacters(value), "list_not_found");

export const itemId = z
  .string({ error: typeError("item_id_required") })
  .trim()
  .min(1, "item_id_required")
  .max(LIMITS.id, "item_not_found")
  .refine((value) => !hasControlCharacters(value), "item_not_found");

/** An edit token is checked by the domain (403 when missing or wrong), so here it is only shaped. */
export const editToken = z
  .string({ error: "invalid_field" })
  .optional()
  .transform((value) => value?.trim() || undefined)
  .transform((value) => (value && value.length <= LIMITS.token ? value : value ? "invalid" : undefined));

/**
 * A link or picture address a wish keeps: http(s) without a user name or password, up to 2,048
 * characters; blank clears. Whether its host is public (or one OUTBOUND_ALLOW_HOSTS names) is the
 * server's call (lib/server/outbound/address.ts `requireAllowedAddress`), one rule for the link,
 * the picture and the preview (docs/decisions/088-address-rules.md).
 */
export const optionalUrl = optionalText(LIMITS.url, "invalid_url").superRefine((value, ctx) => {
  if (typeof value !== "string") return;
  const url = httpUrl(value);
  if (!url || url.username !== "" || url.password !== "") ctx.addIssue({ code: "custom", message: "invalid_url" });
});

/** A price as number, numeric text ("19,90") or short text; see lib/price.ts. Absent stays undefined. */
export const optionalPrice = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = parsePrice(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.code });
      return z.NEVER;
    }
    return parsed.value;
  });

const TRUE_WORDS = new Set(["1", "true", "on", "yes"]);
const FALSE_WORDS = new Set(["0", "false", "off", "no"]);

/** Booleans arrive as JSON booleans, 0/1, or form words; anything else is `invalid`. */
export function optionalBooleanOf(invalid: ErrorCode) {
  return z
    .union([z.boolean(), z.number(), z.string()], { error: invalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || typeof value === "boolean") return value;
      const word = String(value).trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    });
}

/** The list's "name required" switch. */
export const optionalBoolean = optionalBooleanOf("invalid_require_name");
/** An item's "most wanted" mark. */
export const optionalFlag = optionalBooleanOf("invalid_most_wanted");
/** An item's "group gift" switch (docs/decisions/063-group-gifts.md). */
export const optionalGroupGift = optionalBooleanOf("invalid_group_gift");

/** One of a fixed set; absent stays undefined. */
export function optionalChoice<const T extends readonly string[]>(choices: T, invalid: ErrorCode) {
  return z.enum(choices as unknown as [T[number], ...T[number][]], { error: invalid }).optional();
}

export const optionalThemeColor = z
  .string({ error: "invalid_theme_color" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const color = normalizeHexColor(value);
    if (!color) {
      ctx.addIssue({ code: "custom", message: "invalid_theme_color" });
      return z.NEVER;
    }
    return color;
  });

export const optionalEventDate = z
  .union([z.string(), z.null()], { error: "invalid_event_date" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === "") return value === undefined ? undefined : null;
    const date = normalizeEventDate(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: "invalid_event_date" });
      return z.NEVER;
    }
    return date;
  });

/**
 * A whole number in `range`, as a JSON number or its digits in a form body ("6"). Anything else
 * (2.5, "", "two", null, absent) is a 400 with `invalid`.
 */
export function wholeNumber(range: { min: number; max: number }, invalid: ErrorCode) {
  return z.union([z.number(), z.string()], { error: invalid }).transform((value, ctx) => {
    const number = typeof value === "number" ? value : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(number) || number < range.min || number > range.max) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return number;
  });
}

/** `wholeNumber`, and absent stays undefined. */
export function optionalWholeNumber(range: { min: number; max: number }, invalid: ErrorCode) {
  return wholeNumber(range, invalid).optional();
}
