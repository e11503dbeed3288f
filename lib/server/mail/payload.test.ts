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

  it("counts what is over MAX_EVENTS instead of naming it", () => {
    let payload = empty;
    for (let i = 0; i < MAX_EVENTS + 7; i += 1) payload = withEvent(payload, { type: "deleted", item: `Wish ${i}` });
    expect(payload.events).toHaveLength(MAX_EVENTS);
    expect(payload.more).toBe(7);
  });
});
