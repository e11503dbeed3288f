import type { Call } from "./recorder";

/** Co-owner links and the celebrated view on a list of their own (docs/decisions/122, 123). */
export async function ownerLinksScript(call: Call, slug: string, token: string) {
  await call("add a wish for the celebrated view", "POST", "/api/item_create.php", {
    json: { slug, edit_token: token, title: "Roller", price: "49.90", note: "rot", section: "Draußen" },
  });
  const invited = await call("owner invite", "POST", "/api/owner_invite.php", {
    form: { slug, edit_token: token, label: "Papa" },
  });
  const inviteToken = new URL(invited.owner_link as string).hash.slice("#owner=".length);
  const coOwner = await call("owner invite accept", "POST", "/api/owner_invite_accept.php", {
    json: { token: inviteToken },
  });
  await call(
    "owner invite by a co-owner (en)",
    "POST",
    "/api/owner_invite.php",
    {
      form: { slug, edit_token: coOwner.edit_token as string, label: "Oma" },
    },
    { "accept-language": "en" },
  );
  await call("owner invite accept, unknown link", "POST", "/api/owner_invite_accept.php", {
    form: { token: "A".repeat(43) },
  });
  await call("celebrated view on", "POST", "/api/list_update.php", {
    json: { slug, edit_token: token, celebrated_view: true },
  });
  const owned = await call("get list as owner, with links", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-edit-token": token,
  });
  const viewToken = new URL(owned.celebrated_link as string).hash.slice("#view=".length);
  await call("get the celebrated view", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-view-token": viewToken,
  });
  await call("get the celebrated view, wrong token (tr)", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-view-token": "x",
    "accept-language": "tr",
  });
  await call("owner invite revoke", "POST", "/api/owner_invite_revoke.php", {
    form: { slug, edit_token: token, invite_id: invited.invite_id as string },
  });
  await call("co-owner after the revoke", "POST", "/api/list.owner.check", {
    form: { slug, edit_token: coOwner.edit_token as string },
  });
}
