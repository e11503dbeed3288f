// The browser's calls of the co-owner links (docs/decisions/122-co-owner-links.md), through the one
// client path of ./api-client.ts.
import { post } from "./api-transport";

/** A co-owner link for `label` (owner only). */
export function inviteOwner(slug: string, editToken: string, label: string) {
  return post("owner_invite", { form: { slug, edit_token: editToken, label } });
}

/** Trades a co-owner link's token for this device's own edit token. */
export function acceptOwnerInvite(token: string) {
  return post("owner_invite_accept", { form: { token } });
}

export function revokeOwnerInvite(slug: string, editToken: string, inviteId: string) {
  return post("owner_invite_revoke", { form: { slug, edit_token: editToken, invite_id: inviteId } });
}
