import { z } from "zod";
import { LIMITS } from "../../../lib/validations/limits";

// The fields and links of mail notifications (docs/decisions/081-mail.md). They are read only when
// the server sends mail (SMTP_URL); without it the API ignores them like any unknown field.

// The shape RFC 5321 allows in practice: one @, a local part without spaces or angle brackets, a
// domain of dot-separated labels. Stricter checks refuse real addresses; the confirmation mail
// is the real check.
const ADDRESS =
  /^[^\s@<>()[\]\\,;:"\p{Cc}]{1,64}@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;

/** An address as stored and compared: trimmed, lower case (no provider tells addresses apart by case). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The mailbox an address delivers to, as limits count it: `anna+42@example.org` and
 * `Anna@example.org` are one mailbox (subaddressing, RFC 5233), so tags cannot multiply a limit.
 */
export function mailboxOf(address: string): string {
  const normal = normalizeEmail(address);
  const at = normal.lastIndexOf("@");
  if (at < 0) return normal;
  const local = normal.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}${normal.slice(at)}`;
}

const emailText = z
  .string({ error: "invalid_email" })
  .transform(normalizeEmail)
  .refine((value) => value === "" || (value.length <= LIMITS.email && ADDRESS.test(value)), "invalid_email");

/** `email` on item_reserve and item_pledge: absent or blank means none. */
export const giverEmailSchema = z.object({
  email: emailText.optional().transform((value) => value || undefined),
});

/**
 * `email` on draw_email: an address becomes the person's, null or blank takes theirs away. (On
 * draw_join a person's address is optional, as a giver's: `giverEmailSchema`.)
 */
export const personEmailSchema = z.object({
  email: z.union([emailText, z.null()], { error: "invalid_email" }).transform((value) => (value === "" ? null : value)),
});

/** `notify_email` on list_update: absent keeps, null or blank stops the owner's mails. */
export const ownerEmailSchema = z.object({
  notify_email: z
    .union([emailText, z.null()], { error: "invalid_email" })
    .optional()
    .transform((value) => (value === "" ? null : value)),
});

/**
 * The token of a confirmation or unsubscribe link (43 base64url characters). Anything else names
 * no link: the same answer as an unknown one.
 */
export const mailTokenSchema = z.object({
  token: z
    .string({ error: "mail_link_invalid" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, "mail_link_invalid"),
});
