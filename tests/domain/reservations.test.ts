// Reservation rules straight against the domain and a real SQLite file: who may reserve, what is
// stored, who may release, and that racing friends get exactly one reservation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOutcomes, openDomain } from "./support";

let domain: Awaited<ReturnType<typeof openDomain>>;
beforeAll(async () => {
  // generous limits: this file is about reservation rules, tests/domain/limits.test.ts about limits
  domain = await openDomain({ RATE_LIMIT_RESERVATIONS: "10000", RATE_LIMIT_UNRESERVE_FAILURES: "10000" });
});
afterAll(async () => {
  await domain?.close();
});

async function listWithItem(settings: Record<string, unknown> = {}) {
  const owner = await domain.lists.createList({ title: "Geburtstag", ownerPassword: "geheim", clientAddress: "owner" });
  const access = { slug: owner.slug, editToken: owner.editToken };
  if (Object.keys(settings).length)
    await domain.lists.updateList(await domain.owned(access), { ...access, ...settings });
  const item = await domain.items.createItem(await domain.owned(access), { ...access, title: "Weingläser" });
  return { access, itemId: item.id };
}

const friend = (n: number) => ({ clientAddress: `friend-${n}` });

describe("reserving", () => {
  it("gives exactly one of 20 racing friends the item; the others hear it is taken", async () => {
    const { access, itemId } = await listWithItem();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        domain.reservations.reserveItem({ itemId, name: `Friend ${n}`, password: `pw${n}`, ...friend(n) }),
      ),
    );
    expect(countOutcomes(results)).toEqual({ ok: 1, already_reserved: 19 });
    const { items } = await domain.lists.getListWithItems(access.slug);
    const winner = results.findIndex((result) => result.status === "fulfilled");
    expect(items[0]).toMatchObject({ busy: true, reserved_by: `Friend ${winner}` });
  });

  it("asks for a name in name mode, and for an icon of the list's pack in icon mode", async () => {
    const named = await listWithItem();
    await expect(
      domain.reservations.reserveItem({ itemId: named.itemId, name: "", password: "pw", ...friend(1) }),
    ).rejects.toMatchObject({ code: "name_required", field: "name" });

    const icons = await listWithItem({ identityMode: "icon", occasion: "xmas" });
    await expect(
      domain.reservations.reserveItem({ itemId: icons.itemId, name: "Erna", password: "pw", ...friend(1) }),
    ).rejects.toMatchObject({ code: "icon_invalid", field: "name" });
    const { list } = await domain.lists.getListWithItems(icons.access.slug);
    await domain.reservations.reserveItem({ itemId: icons.itemId, name: list.icons[0]!, password: "pw", ...friend(1) });
    const { items } = await domain.lists.getListWithItems(icons.access.slug);
    expect(items[0]?.reserved_by).toBe(list.icons[0]);
  });

  it("never shows who reserved while the list is in password-only mode", async () => {
    const { access, itemId } = await listWithItem({ identityMode: "password_only" });
    await domain.reservations.reserveItem({ itemId, name: "Erna", password: "pw", ...friend(1) });
    const { items } = await domain.lists.getListWithItems(access.slug);
    expect(items[0]).toMatchObject({ busy: true, reserved_by: null });
  });
});

describe("releasing", () => {
  it("releases with the reservation's password only, or as the owner", async () => {
    const { access, itemId } = await listWithItem();
    await domain.reservations.reserveItem({ itemId, name: "Erna", password: "erna-pw", ...friend(1) });
    await expect(
      domain.reservations.unreserveItem({ itemId, password: "wrong", editToken: undefined, ...friend(2) }),
    ).rejects.toMatchObject({ code: "reservation_password_wrong" });
    await domain.reservations.unreserveItem({ itemId, password: "erna-pw", editToken: undefined, ...friend(1) });
    expect((await domain.lists.getListWithItems(access.slug)).items[0]?.busy).toBe(false);
    await expect(
      domain.reservations.unreserveItem({ itemId, password: "erna-pw", editToken: undefined, ...friend(1) }),
    ).rejects.toMatchObject({ code: "not_reserved" });

    await domain.reservations.reserveItem({ itemId, name: "Otto", password: "otto-pw", ...friend(3) });
    await expect(
      domain.reservations.unreserveItem({ itemId, password: undefined, editToken: "not-the-token", ...friend(4) }),
    ).rejects.toMatchObject({ code: "edit_token_invalid" });
    await domain.reservations.unreserveItem({ itemId, password: undefined, ...access, ...friend(4) });
    expect((await domain.lists.getListWithItems(access.slug)).items[0]).toMatchObject({
      busy: false,
      reserved_by: null,
    });
  });

  it("lets exactly one of two racing releases through", async () => {
    const { itemId } = await listWithItem();
    await domain.reservations.reserveItem({ itemId, name: "Erna", password: "pw", ...friend(1) });
    const results = await Promise.allSettled([
      domain.reservations.unreserveItem({ itemId, password: "pw", editToken: undefined, ...friend(1) }),
      domain.reservations.unreserveItem({ itemId, password: "pw", editToken: undefined, ...friend(1) }),
    ]);
    expect(countOutcomes(results)).toEqual({ ok: 1, not_reserved: 1 });
  });
});
