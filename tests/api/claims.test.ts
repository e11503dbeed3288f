// Withdrawing a friend's claim on a wish (features/giving/claims.ts): a reservation of some of an item's
// units (docs/decisions/028-quantities.md) and a pledge towards a group gift (063) are withdrawn
// the same way — by their password, the oldest made with it; or by the owner, naming one of
// several — and racing withdrawals of one claim let exactly one through. Each rule is tested once,
// for both kinds (on SQLite and PostgreSQL alike: the API tests run on both). What sets the kinds
// apart — counts and units, amounts and the price — is in quantities.test.ts and group-gifts.test.ts.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer } from "../support/api";
import { testServerForFile } from "../support/fixture";

// generous limits: wrong passwords here are about rules, tests/api/rate-limits.test.ts is about limits
const { api } = testServerForFile({ RATE_LIMIT_UNRESERVE_FAILURES: "10000", RATE_LIMIT_RESERVATIONS: "10000" });

type List = { slug: string; editToken: string };
type Fields = Record<string, unknown>;

/** What tells the two kinds apart on the wire. */
const KINDS = [
  {
    kind: "reservation",
    // the alias paths (item_reserve, item_unreserve) answer as the canonical ones
    claimPath: "/api/item_reserve",
    withdrawPath: "/api/item_unreserve",
    wishFor: (list: List) => api.addItem(list, { quantity: 4 }),
    /** Erna's and Udo's claims: one unit, then three. */
    sizes: [{ count: 1 }, { count: 3 }],
    idField: "reservation_id",
    rows: "reservations",
    claimed: "reserved_quantity",
    asRow: (id: string, { count }: Fields, name: string) => ({ id, count, reserved_by: name }),
    codes: { none: "not_reserved", notFound: "reservation_not_found", idRequired: "reservation_id_required" },
  },
  {
    kind: "pledge",
    claimPath: "/api/item_pledge.php",
    withdrawPath: "/api/item_unpledge.php",
    wishFor: (list: List) => api.addItem(list, { title: "Fahrrad", price: 100, group_gift: true }),
    sizes: [{ amount: 20 }, { amount: 30 }],
    idField: "pledge_id",
    rows: "pledges",
    claimed: "pledged_amount",
    asRow: (id: string, { amount }: Fields, name: string) => ({ id, amount, pledged_by: name }),
    codes: { none: "not_pledged", notFound: "pledge_not_found", idRequired: "pledge_id_required" },
  },
] as const;

const outcomes = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((counts, answer) => {
    const key = answer.status === 200 ? "ok" : (answer.json.code ?? String(answer.status));
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe.each(KINDS)("withdrawing a $kind", (kind) => {
  const claim = (itemId: string, fields: Fields) =>
    api.post<Record<string, string>>(kind.claimPath, { item_id: itemId, name: "Erna", password: "pw", ...fields });
  const withdraw = (fields: Fields) => api.post(kind.withdrawPath, fields);
  const [ernas, udos] = kind.sizes;
  async function itemOf(list: List, itemId: string) {
    return (await api.getList(list.slug)).json.items.find((item) => item.id === itemId)! as Record<string, unknown>;
  }

  it("with its password withdraws only the claim made with it", async () => {
    const list = await api.createList();
    const item = await kind.wishFor(list);
    const erna = await claim(item.id, { name: "Erna", password: "erna-pw", ...ernas });
    await claim(item.id, { name: "Udo", password: "udo-pw", ...udos });
    expectFailure(await withdraw({ item_id: item.id }), 400, "password_required");
    expectFailure(await withdraw({ item_id: item.id, password: "wrong" }), 403, "reservation_password_wrong");
    expectOk(await withdraw({ item_id: item.id, password: "udo-pw" }));
    expect(await itemOf(list, item.id)).toMatchObject({
      [kind.claimed]: Object.values(ernas)[0],
      [kind.rows]: [kind.asRow(erna.json[kind.idField]!, ernas, "Erna")],
    });
    // Udo has nothing left to withdraw; Erna's claim stays
    expectFailure(await withdraw({ item_id: item.id, password: "udo-pw" }), 403, "reservation_password_wrong");
    expectOk(await withdraw({ item_id: item.id, password: "erna-pw" }));
    expectFailure(await withdraw({ item_id: item.id, password: "erna-pw" }), 409, kind.codes.none);
    expectFailure(await withdraw({ item_id: "nosuchitem12", password: "x" }), 404, "item_not_found");
  });

  it(`as the owner, the one named by ${kind.idField}, or the only one`, async () => {
    const list = await api.createList();
    const item = await kind.wishFor(list);
    const erna = await claim(item.id, { name: "Erna", ...ernas });
    const udo = await claim(item.id, { name: "Udo", ...udos });
    const owner = { item_id: item.id, slug: list.slug, edit_token: list.editToken };
    const unnamed = await withdraw(owner);
    expectFailure(unnamed, 400, kind.codes.idRequired);
    expect(unnamed.json.field).toBe(kind.idField);
    expectFailure(await withdraw({ ...owner, [kind.idField]: "nosuchclaim12" }), 404, kind.codes.notFound);
    expectFailure(
      await withdraw({ ...owner, [kind.idField]: udo.json[kind.idField], edit_token: "wrong" }),
      403,
      "edit_token_invalid",
    );
    expectOk(await withdraw({ ...owner, [kind.idField]: udo.json[kind.idField] }));
    expect((await itemOf(list, item.id))[kind.rows]).toEqual([kind.asRow(erna.json[kind.idField]!, ernas, "Erna")]);
    expectOk(await withdraw(owner));
    expect(await itemOf(list, item.id)).toMatchObject({ [kind.claimed]: 0, [kind.rows]: [], busy: false });
    expectFailure(await withdraw(owner), 409, kind.codes.none);
  });

  it("racing withdrawals of one claim: one wins, the rest hear it is gone", async () => {
    const list = await api.createList();
    const item = await kind.wishFor(list);
    await claim(item.id, { password: "same", ...udos });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => withdraw({ item_id: item.id, password: "same" })),
    );
    expect(outcomes(answers)).toEqual({ ok: 1, [kind.codes.none]: 7 });
  });
});
