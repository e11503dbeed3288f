import { z } from "zod";
import { camelKeys } from "../../../lib/validations/case";
import { editToken, requiredText, slug } from "../../../lib/validations/fields";
import { LIMITS } from "../../../lib/validations/limits";

// Co-owner links (docs/decisions/122-co-owner-links.md): made and revoked by the owner, opened by
// the co-owner's browser, which trades the link's token for an edit token of its own.

/** Who holds the link, as the owner names them ("Papa"): as long as a giver's name. */
const label = requiredText(LIMITS.visitorName, "name_required", "name_too_long");

export const ownerInviteSchema = z.object({ slug, edit_token: editToken, label }).transform(camelKeys);

/** The link's token; missing, over-long or shaped wrong, it names no link (404 without a lookup). */
export const ownerInviteAcceptSchema = z.object({
  token: z
    .string({ error: "owner_link_invalid" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, "owner_link_invalid"),
});

export const ownerInviteRevokeSchema = z
  .object({
    slug,
    edit_token: editToken,
    invite_id: z
      .string({ error: (issue) => (issue.input == null ? "invite_id_required" : "invalid_field") })
      .trim()
      .min(1, "invite_id_required")
      .max(LIMITS.id, "invite_not_found"),
  })
  .transform(camelKeys);

export type OwnerInviteInput = z.output<typeof ownerInviteSchema>;
export type OwnerInviteRevokeInput = z.output<typeof ownerInviteRevokeSchema>;
