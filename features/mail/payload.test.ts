import { describe, expect, it } from "vitest";
import { MAX_EVENTS, withEvent, type MailPayload } from "./payload";

const empty: MailPayload = { list: { title: "L", slug: "s" }, unsubscribe: "t", events: [], more: 0 };

describe("a digest's events", () => {
  it("makes two changes of one wish one line, with its first title and every field", () => {
    const once = withEvent(empty, { type: "changed", item: "Red bike", was: "Blue bike", fields: ["title"] });
    const twice = withEvent(once, { type: "changed", item: "Red bike", fields: ["price"] });
    const thrice = withEvent(twice, {
      type: "changed",
      item: "Green bike",
      was: "Red bike",
      fields: ["title", "link"],
    });
    expect(thrice.events).toEqual([
      { type: "changed", item: "Green bike", was: "Blue bike", fields: ["title", "price", "link"] },
    ]);
  });

  it("keeps each changed value from what it was first to what it is last", () => {
    const euro = (cents: number) => ({ cents, text: null });
    const once = withEvent(empty, {
      type: "changed",
      item: "Scarf",
      fields: ["price"],
      values: { price: { from: euro(19900), to: euro(22900) } },
      currency: "EUR",
    });
    const twice = withEvent(once, {
      type: "changed",
      item: "Scarf",
      fields: ["price", "quantity"],
      values: { price: { from: euro(22900), to: euro(24900) }, quantity: { from: 1, to: 2 } },
      currency: "EUR",
    });
    expect(twice.events).toEqual([
      {
        type: "changed",
        item: "Scarf",
        fields: ["price", "quantity"],
        values: { price: { from: euro(19900), to: euro(24900) }, quantity: { from: 1, to: 2 } },
        currency: "EUR",
      },
    ]);
  });

  it("counts what is over MAX_EVENTS instead of naming it", () => {
    let payload = empty;
    for (let i = 0; i < MAX_EVENTS + 7; i += 1) payload = withEvent(payload, { type: "deleted", item: `Wish ${i}` });
    expect(payload.events).toHaveLength(MAX_EVENTS);
    expect(payload.more).toBe(7);
  });
});
