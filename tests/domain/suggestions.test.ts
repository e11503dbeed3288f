// The one rule of secret suggestions (docs/decisions/115-secret-suggestions.md) straight against the
// domain: the owner's read leaves a suggestion out while the list is open, reveal or not, and shows
// it once the list is closed; the owner's changes cannot name it. The API suite covers every channel.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDomain } from "./support";

let domain: Awaited<ReturnType<typeof openDomain>>;
beforeAll(async () => {
  domain = await openDomain();
});
afterAll(async () => {
  await domain?.close();
});

it("keeps a suggestion from every owner read until the list is closed", async () => {
  const { suggestItem } = await import("@/features/suggestions/suggestions");
  const owner = await domain.lists.createList({ title: "Geburtstag", ownerPassword: "geheim", clientAddress: "owner" });
  const access = { slug: owner.slug, editToken: owner.editToken };
  await domain.items.createItem(await domain.owned(access), { ...access, title: "Buch" });
  const suggestion = await suggestItem({
    slug: owner.slug,
    title: "Helm",
    name: "Oma",
    password: "oma-pw",
    clientAddress: "oma",
  });
  const titles = async (viewer: "owner" | "owner-revealed") =>
    (await domain.lists.getOwnerList(owner.slug, owner.editToken, viewer, "http://localhost")).items.map(
      (item) => item.title,
    );
  expect(await titles("owner")).toEqual(["Buch"]);
  expect(await titles("owner-revealed")).toEqual(["Buch"]);
  await expect(domain.ownedWish({ ...access, itemId: suggestion.id })).rejects.toMatchObject({
    code: "item_not_found",
  });
  await domain.lists.updateList(await domain.owned(access), { ...access, closed: true });
  expect(await titles("owner-revealed")).toEqual(["Buch", "Helm"]);
});
