// Co-owner links and the owner's read of a list, as the API tests call them
// (tests/api/owner-links.test.ts, tests/api/celebrated-view.test.ts).
import { expectOk, type Api } from "./api";

type List = { slug: string; editToken: string };

/** A co-owner link for `list` made by its owner; its invite id, the link and the token in it. */
export async function invite(api: Api, list: List, label = "Papa") {
  const answer = await api.post<{ invite_id: string; owner_link: string }>("/api/owner_invite.php", {
    slug: list.slug,
    edit_token: list.editToken,
    label,
  });
  expectOk(answer);
  const link = new URL(answer.json.owner_link);
  return { inviteId: answer.json.invite_id, link, token: new URLSearchParams(link.hash.slice(1)).get("owner")! };
}

/** The list as its owner (or a co-owner, by `list.editToken`) reads it. */
export const ownerRead = (api: Api, list: List, query = "") =>
  api.get<Record<string, unknown>>(`/api/list_get.php?slug=${list.slug}${query}`, { "x-edit-token": list.editToken });
