import { describe, expect, it } from "vitest";
import { forNewCopy } from "./next-year";
import { hideReservers, hidesReservers, isTaken, knownPledged, knownReserved } from "./surprise";
import { hiddenStateText } from "./surprise-text";
import type { ListDocumentAnswer, WireItem } from "./wire";
import { wireItem } from "../tests/support/wire-item";

const item = (changes: Partial<WireItem>): WireItem => wireItem({ quantity: 6, ...changes });

describe("hideReservers", () => {
  it("keeps that a wish is taken, drops by whom and how many, and is idempotent", () => {
    const some = item({ reserved_quantity: 2, reservations: [{ id: "r1", count: 2, reserved_by: "Tom" }] });
    const hidden = hideReservers(some);
    expect(hidden).toMatchObject({ reserved_quantity: null, reservations: [], reserved_by: null, busy: false });
    expect(hideReservers(hidden)).toEqual(hidden);
    expect(hideReservers(item({})).reserved_quantity).toBe(0);
    const all = hideReservers(item({ quantity: 1, busy: true, reserved_by: "Oma", reserved_quantity: 1 }));
    expect(all).toMatchObject({ busy: true, reserved_by: null });
    expect(knownReserved(all)).toBe(1);
    expect(knownReserved(hidden)).toBe(0);
  });

  it("hides a group gift's pledges too: not who, not how much, only whether the price is reached", () => {
    const pledges = [{ id: "p1", amount: 40, pledged_by: "Erna" }];
    const some = hideReservers(item({ group_gift: true, price: 129, pledged_amount: 40, pledges }));
    expect(some).toMatchObject({ pledged_amount: null, pledges: [], busy: false });
    expect(knownPledged(some)).toBe(0);
    expect(hideReservers(some)).toEqual(some);
    const full = hideReservers(item({ group_gift: true, price: 129, pledged_amount: 129, pledges, busy: true }));
    expect(knownPledged(full)).toBe(129);
    expect(hideReservers(item({ group_gift: true, price: 129 })).pledged_amount).toBe(0);
  });

  it("words a hidden group gift as friends chipping in, not as a partly reserved wish", () => {
    const pledges = [{ id: "p1", amount: 40, pledged_by: "Erna" }];
    const some = hideReservers(item({ group_gift: true, price: 129, pledged_amount: 40, pledges }));
    expect(hiddenStateText(some)).toBe("friendsChippingIn");
    expect(hiddenStateText({ ...some, busy: true })).toBe("friendsChippedIn");
    expect(hiddenStateText(hideReservers(item({ reserved_quantity: 2 })))).toBe("reservedSome");
    expect(hiddenStateText(hideReservers(item({ quantity: 1, busy: true, reserved_quantity: 1 })))).toBe("reserved");
    // no upper count (decision 120): never busy, yet never "partly" either
    expect(hiddenStateText(hideReservers(item({ unlimited: true, reserved_quantity: 3 })))).toBe("someoneGiving");
  });

  it("counts a pledge as taken, shown or hidden, as it does a reservation", () => {
    const pledges = [{ id: "p1", amount: 40, pledged_by: "Erna" }];
    const pledged = item({ group_gift: true, price: 129, pledged_amount: 40, pledges });
    expect(isTaken(pledged)).toBe(true);
    expect(isTaken(hideReservers(pledged))).toBe(true);
    expect(isTaken(hideReservers(item({ reserved_quantity: 1 })))).toBe(true);
    expect(isTaken(item({}))).toBe(false);
    expect(isTaken(hideReservers(item({ group_gift: true, price: 129 })))).toBe(false);
  });

  it("hides only while surprise is on and the list open", () => {
    expect(hidesReservers({ surprise: true, closed: false })).toBe(true);
    expect(hidesReservers({ surprise: true, closed: true })).toBe(false);
    expect(hidesReservers({ surprise: false, closed: false })).toBe(false);
  });
});

describe("forNewCopy", () => {
  const document = {
    format: "wunschliste.list",
    version: 2,
    list: { closed: true, surprise: true },
    items: [
      { title: "Buch", received: true },
      { title: "Tee", received: false },
    ],
  } as unknown as ListDocumentAnswer;

  it("for next year: open, only the wishes not received, no marks", () => {
    const copy = forNewCopy(document, true);
    expect(copy.list).toMatchObject({ closed: false, surprise: true });
    expect(copy.items).toEqual([{ title: "Tee", received: false }]);
  });

  it("a plain copy keeps every wish, without marks", () => {
    expect(forNewCopy(document, false).items.map((entry) => [entry.title, entry.received])).toEqual([
      ["Buch", false],
      ["Tee", false],
    ]);
  });
});
