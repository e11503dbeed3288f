import { describe, expect, it } from "vitest";
import type { WireItem } from "@/lib/wire";
import { changedItemIds } from "./useLiveHighlight";

const item = (id: string, changes: Partial<WireItem> = {}): WireItem => ({
  id,
  title: `Wish ${id}`,
  url: null,
  image_url: null,
  price: null,
  price_text: null,
  note: null,
  busy: false,
  reserved_by: null,
  position: 0,
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
});
