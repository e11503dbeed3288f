// Quantity rules straight against the domain and a real SQLite file (docs/decisions/028-quantities.md):
// racing reservations and a racing lower quantity never leave more reserved than wished for, and a
// deleted item takes its reservations with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOutcomes, openDomain } from "./support";

let domain: Awaited<ReturnType<typeof openDomain>>;
beforeAll(async () => {
  domain = await openDomain({ RATE_LIMIT_RESERVATIONS: "10000", RATE_LIMIT_UNRESERVE_FAILURES: "10000" });
});
afterAll(async () => {
  await domain?.close();
});

async function listWithItem(quantity: number) {
  const owner = await domain.lists.createList({ title: "Hochzeit", ownerPassword: "geheim", clientAddress: "owner" });
  const access = { slug: owner.slug, editToken: owner.editToken };
  const item = await domain.items.createItem(await domain.owned(access), { ...access, title: "Gläser", quantity });
  return { access, itemId: item.id };
}

const reservedOf = async (slug: string) => (await domain.lists.getListWithItems(slug)).items[0]!;

describe("quantities", () => {
  it("gives 6 of 20 racing friends one unit each of a 6-unit item", async () => {
    const { access, itemId } = await listWithItem(6);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        domain.reservations.reserveItem({ itemId, name: `F${n}`, password: `pw${n}`, clientAddress: `f${n}` }),
      ),
    );
    expect(countOutcomes(results)).toEqual({ ok: 6, already_reserved: 14 });
    expect(await reservedOf(access.slug)).toMatchObject({ quantity: 6, reserved_quantity: 6, busy: true });
  });

  it("a lower quantity racing reservations: never less wished for than reserved", async () => {
    const { access, itemId } = await listWithItem(8);
    const reserves = Array.from({ length: 8 }, (_, n) =>
      domain.reservations.reserveItem({ itemId, name: `F${n}`, password: `pw${n}`, clientAddress: `f${n}` }),
    );
    const lower = domain.items.updateItem(await domain.ownedWish({ ...access, itemId }), {
      ...access,
      itemId,
      quantity: 3,
    });
    const [lowered, ...reserved] = await Promise.allSettled([lower, ...reserves]);
    const item = await reservedOf(access.slug);
    expect(item.reserved_quantity).toBeLessThanOrEqual(item.quantity);
    expect(item.reserved_quantity).toBe(reserved.filter((result) => result.status === "fulfilled").length);
    if (lowered!.status === "fulfilled") expect(item.quantity).toBe(3);
    else expect(lowered!.reason).toMatchObject({ code: "quantity_below_reserved" });
  });

  it("deleting an item removes its reservations", async () => {
    const { access, itemId } = await listWithItem(2);
    await domain.reservations.reserveItem({ itemId, name: "A", password: "pw", count: 2, clientAddress: "a" });
    await domain.items.deleteItem(await domain.ownedWish({ ...access, itemId }), { ...access, itemId });
    expect(await domain.db.reservation.count({ where: { itemId } })).toBe(0);
  });
});
