// The list's owner address is the owner's (docs/decisions/210-the-owner-address-is-the-owners.md):
// a co-owner who set it to their own address kept hearing of every reservation, pledge and question
// after the owner revoked their link, and the owner, who never sees the address, could not tell.
// Runs on both backends.
import { expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { confirmAddress, isConfirmation, mailingServerForFile, newAddress, ownerFields } from "../support/mail";
import { invite } from "../support/owner-links";

const file = mailingServerForFile();

it("a co-owner neither sets nor ends the owner's address; a revoked one hears nothing of the list", async () => {
  const { api, smtp } = file;
  const list = await api.createList("Geburtstag");
  const item = await api.addItem(list, { title: "Fahrrad" });
  const made = await invite(api, list);
  const accepted = await api.post<{ edit_token: string }>("/api/owner_invite_accept.php", { token: made.token });
  expectOk(accepted);
  const coOwner = { slug: list.slug, editToken: accepted.json.edit_token };

  // the co-owner's own address in the owner's place, or the owner's mails ended: owner only
  const papas = newAddress("papa");
  const asCoOwner = (notify_email: string | null) =>
    api.post(
      "/api/list_update.php",
      { ...ownerFields(coOwner), notify_email },
      { headers: { "accept-language": "en" } },
    );
  const refused = await asCoOwner(papas);
  expectFailure(refused, 403, "owner_only", "en");
  expectFailure(await asCoOwner(null), 403, "owner_only", "en");
  // every other setting is still theirs to change
  await api.updateList(coOwner, { title: "Papas Geburtstag" });

  // the owner's own address, then the link revoked: the owner hears of a reservation, papa of nothing
  const owners = newAddress("owner");
  expectOk(await api.post("/api/list_update.php", { ...ownerFields(list), notify_email: owners }));
  await confirmAddress(api, smtp, owners);
  expectOk(await api.post("/api/owner_invite_revoke.php", { ...ownerFields(list), invite_id: made.inviteId }));
  expectOk(await api.post("/api/item_reserve.php", { item_id: item.id, name: "Anna", password: "anna-pw" }));
  await smtp.waitFor((mail) => mail.to.includes(owners) && !isConfirmation(owners)(mail), "the owner's news");
  expect(smtp.to(papas)).toEqual([]);
});
