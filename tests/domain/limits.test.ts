// Limits straight against the domain: attempts are counted before the password is checked, so
// parallel guesses cannot all pass (docs/decisions/013-atomic-limits.md).
import { afterAll, beforeAll, expect, it } from "vitest";
import { countOutcomes, openDomain } from "./support";

let domain: Awaited<ReturnType<typeof openDomain>>;
beforeAll(async () => {
  domain = await openDomain({
    RATE_LIMIT_LOGIN_FAILURES: "3",
    RATE_LIMIT_UNRESERVE_FAILURES: "2",
    RATE_LIMIT_CREATES: "4",
    RATE_LIMIT_RESERVATIONS: "10000",
  });
});
afterAll(async () => {
  await domain?.close();
});

it("counts 12 parallel wrong owner logins: 3 are checked, 9 are refused unchecked, and then even the right password waits", async () => {
  const { slug } = await domain.lists.createList({ title: "L", ownerPassword: "right", clientAddress: "owner" });
  const guesses = await Promise.allSettled(
    Array.from({ length: 12 }, (_, n) =>
      domain.lists.ownerLogin({ slug, ownerPassword: `guess-${n}`, clientAddress: "attacker" }),
    ),
  );
  expect(countOutcomes(guesses)).toEqual({ wrong_password: 3, too_many_attempts: 9 });
  await expect(
    domain.lists.ownerLogin({ slug, ownerPassword: "right", clientAddress: "attacker" }),
  ).rejects.toMatchObject({ code: "too_many_attempts" });
  // another address is not limited by the attacker's failures
  await expect(
    domain.lists.ownerLogin({ slug, ownerPassword: "right", clientAddress: "owner" }),
  ).resolves.toHaveProperty("editToken");
});

it("does not count right passwords: many successful logins never lock the owner out", async () => {
  const { slug } = await domain.lists.createList({ title: "L", ownerPassword: "right", clientAddress: "owner-2" });
  for (let n = 0; n < 5; n += 1) {
    await domain.lists.ownerLogin({ slug, ownerPassword: "right", clientAddress: "owner-2" });
  }
  await expect(
    domain.lists.ownerLogin({ slug, ownerPassword: "wrong", clientAddress: "owner-2" }),
  ).rejects.toMatchObject({
    code: "wrong_password",
  });
});

it("limits wrong release passwords per list and address; the reserver elsewhere can still release", async () => {
  const owner = await domain.lists.createList({ title: "L", ownerPassword: "pw", clientAddress: "owner-3" });
  const item = await domain.items.createItem(await domain.owned(owner), { ...owner, title: "Kaffee" });
  await domain.reservations.reserveItem({ itemId: item.id, name: "Erna", password: "erna", clientAddress: "erna" });
  const release = (password: string) =>
    domain.reservations.unreserveItem({ itemId: item.id, password, editToken: undefined, clientAddress: "mallory" });
  await expect(release("a")).rejects.toMatchObject({ code: "reservation_password_wrong" });
  await expect(release("b")).rejects.toMatchObject({ code: "reservation_password_wrong" });
  // limited now: even the right password is not checked from this address
  await expect(release("erna")).rejects.toMatchObject({ code: "too_many_attempts" });
  await domain.reservations.unreserveItem({
    itemId: item.id,
    password: "erna",
    editToken: undefined,
    clientAddress: "erna",
  });
});

it("counts only successful creates toward the per-address create limit", async () => {
  const create = () => domain.lists.createList({ title: "L", ownerPassword: "pw", clientAddress: "creator" });
  const results = await Promise.allSettled(Array.from({ length: 6 }, create));
  expect(countOutcomes(results)).toEqual({ ok: 4, too_many_attempts: 2 });
});
