import { describe, expect, it } from "vitest";
import type { WireItem } from "@/lib/wire";
import { changedItemIds } from "./useLiveHighlight";

const item = (id: string, changes: Partial<WireItem> = {}): WireItem => ({
  id,
  title: `Wish ${id}`,
  url: null,
  image_url: null,
  image_srcset: null,
  image_width: null,
  image_height: null,
  image_source: null,
  image_problem: null,
  price: null,
  price_text: null,
  note: null,
  busy: false,
  reserved_by: null,
  position: 0,
  quantity: 1,
  section: null,
  most_wanted: false,
  reserved_quantity: 0,
  reservations: [],
  group_gift: false,
  pledged_amount: 0,
  pledges: [],
  received: false,
  ...changes,
});

describe("changedItemIds", () => {
  it("names new items and items with any field changed, not unchanged or removed ones", () => {
    const before = [item("a"), item("b", { position: 1 }), item("gone", { position: 2 })];
    const after = [
      item("a"),
      item("b", { position: 1, busy: true, reserved_by: "Erna" }),
      item("new", { position: 2 }),
    ];
    expect(changedItemIds(before, after)).toEqual(["b", "new"]);
  });

  it("counts a new place in the order as a change", () => {
    const before = [item("a"), item("b", { position: 1 })];
    const after = [item("b"), item("a", { position: 1 })];
    expect(changedItemIds(before, after)).toEqual(["b", "a"]);
  });

  it("counts another friend's units of a wish wished more than once as a change", () => {
    const before = [
      item("glasses", {
        quantity: 6,
        reserved_quantity: 2,
        reservations: [{ id: "r1", count: 2, reserved_by: "Erna" }],
      }),
    ];
    const after = [
      item("glasses", {
        quantity: 6,
        reserved_quantity: 3,
        reservations: [
          { id: "r1", count: 2, reserved_by: "Erna" },
          { id: "r2", count: 1, reserved_by: "Jo" },
        ],
      }),
    ];
    expect(changedItemIds(before, after)).toEqual(["glasses"]);
  });
});
