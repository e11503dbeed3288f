import { defineEndpoints } from "@/lib/server/http/endpoint";
import { OWNER_ONLY } from "@/lib/server/openapi/operation";
import { acceptOwnerInvite, createOwnerInvite, revokeOwnerInvite } from "@/features/owners/owner-links";
import { publicBaseUrl } from "@/lib/server/public-url";
import { ownerInviteAcceptSchema, ownerInviteRevokeSchema, ownerInviteSchema } from "@/features/owners/shared/co-owner";

// Co-owner links (docs/api.md "Co-owners", docs/decisions/122-co-owner-links.md): the owner makes
// and revokes them; the co-owner's browser opens one and gets an edit token of its own.

export const OWNER_LINK_ENDPOINTS = defineEndpoints({
  owner_invite: {
    access: "owner, not co-owner",
    summary: "Make a co-owner link",
    description:
      "Owner only (a co-owner gets 403 `owner_only`). `owner_link` carries its token in the fragment and is " +
      "answered once; the owner's list_get names the link by `invite_id` and `label` from then on.",
    input: ownerInviteSchema,
    errors: [...OWNER_ONLY, "name_required", "name_too_long", "control_characters", "too_many_owner_links"],
    handle: async ({ list, parse, request }) =>
      createOwnerInvite(list, parse(), publicBaseUrl(request.headers).baseUrl),
  },
  owner_invite_accept: {
    access: "anyone",
    summary: "Open a co-owner link: an edit token of this device's own",
    input: ownerInviteAcceptSchema,
    errors: ["owner_link_invalid", "owner_link_revoked", "too_many_attempts"],
    handle: async ({ parse, clientAddress }) => acceptOwnerInvite(parse().token, clientAddress),
  },
  owner_invite_revoke: {
    access: "owner, not co-owner",
    summary: "Revoke a co-owner link: its edit tokens stop working at once",
    input: ownerInviteRevokeSchema,
    errors: [...OWNER_ONLY, "invite_id_required", "invite_not_found"],
    handle: async ({ list, parse }) => {
      await revokeOwnerInvite(list, parse());
      return {};
    },
  },
});
