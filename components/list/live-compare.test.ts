import { describe, expect, it } from "vitest";
import type { WireItem } from "@/lib/wire";
import { changedItemIds, keepUnchangedItems } from "./live-compare";
import { wireItem } from "@/tests/support/wire-item";

const item = (id: string, changes: Partial<WireItem> = {}): WireItem =>
  wireItem({ id, title: `Wish ${id}`, ...changes });

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

describe("keepUnchangedItems", () => {
  it("keeps the shown object of every unchanged wish and takes the new one of every changed or new wish", () => {
    const before = [item("a"), item("b", { position: 1 })];
    const after = [item("a"), item("b", { position: 1, busy: true, reserved_by: "Erna" }), item("c", { position: 2 })];
    const kept = keepUnchangedItems(before, after);
    expect(kept[0]).toBe(before[0]);
    expect(kept[1]).toBe(after[1]);
    expect(kept[2]).toBe(after[2]);
    expect(kept).toEqual(after);
  });
});
