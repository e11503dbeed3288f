// "Any one of these" straight against the domain and a real SQLite file
// (docs/decisions/119-any-one-of-these.md): random reservations and releases across a group of
// alternatives, checked step by step against a model of the rule written out here on its own.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDomain, outcome } from "./support";

let domain: Awaited<ReturnType<typeof openDomain>>;
beforeAll(async () => {
  domain = await openDomain({ RATE_LIMIT_RESERVATIONS: "100000", RATE_LIMIT_UNRESERVE_FAILURES: "100000" });
});
afterAll(async () => {
  await domain?.close();
});

type Wish = { quantity: number; unlimited: boolean };
type Step = { kind: "reserve"; wish: number; count: number } | { kind: "release"; pick: number };

const wishes = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 3 }), unlimited: fc.boolean() }), {
  minLength: 2,
  maxLength: 4,
});
const steps = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant("reserve" as const), wish: fc.nat(3), count: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ kind: fc.constant("release" as const), pick: fc.nat(20) }),
  ),
  { minLength: 1, maxLength: 7 },
);

/** The rule as the issue says it: reserved in full takes the group; without an upper count, any reservation. */
const takes = (wish: Wish, reserved: number) => (wish.unlimited ? reserved > 0 : reserved >= wish.quantity);

describe("any one of these", () => {
  it("refuses exactly while another alternative is taken, over random reserves and releases", async () => {
    await fc.assert(
      fc.asyncProperty(wishes, steps, async (group, plan: Step[]) => {
        const owner = await domain.lists.createList({ title: "Gruppe", ownerPassword: "geheim", clientAddress: "o" });
        const access = { slug: owner.slug, editToken: owner.editToken };
        const ids: string[] = [];
        const list = await domain.owned(access);
        for (const [n, wish] of group.entries()) {
          ids.push((await domain.items.createItem(list, { ...access, title: `W${n}`, oneOf: "Eins", ...wish })).id);
        }
        const reserved = group.map(() => 0);
        const held: { wish: number; id: string; count: number }[] = [];
        for (const step of plan) {
          if (step.kind === "release") {
            if (held.length === 0) continue;
            const [claim] = held.splice(step.pick % held.length, 1);
            await domain.reservations.unreserveItem({
              itemId: ids[claim!.wish]!,
              editToken: access.editToken,
              reservationId: claim!.id,
              clientAddress: "o",
            });
            reserved[claim!.wish]! -= claim!.count;
          } else {
            const wish = step.wish % group.length;
            const otherTaken = group.some((other, n) => n !== wish && takes(other, reserved[n]!));
            const left = group[wish]!.unlimited ? Infinity : group[wish]!.quantity - reserved[wish]!;
            const expected = otherTaken
              ? "one_of_taken"
              : left <= 0
                ? "already_reserved"
                : left < step.count
                  ? "too_few_left"
                  : "ok";
            const result = await Promise.allSettled([
              domain.reservations.reserveItem({
                itemId: ids[wish]!,
                name: "G",
                password: "pw",
                count: step.count,
                clientAddress: "g",
              }),
            ]);
            expect(outcome(result[0]!)).toBe(expected);
            if (result[0]!.status === "fulfilled") {
              held.push({ wish, id: result[0].value.reservationId, count: step.count });
              reserved[wish]! += step.count;
            }
          }
          const answered = (await domain.lists.getListWithItems(access.slug)).items;
          expect(answered.map((item) => item.one_of_taken)).toEqual(
            group.map((_, wish) => group.some((other, n) => n !== wish && takes(other, reserved[n]!))),
          );
        }
      }),
      { numRuns: 15 },
    );
  });
});
