import { describe, expect, it } from "vitest";
import { wireItem } from "../tests/support/wire-item";
import { packItem, unpackItem } from "./item-props";

// price 0 and an empty note are values, not empty fields: they must survive the packing
const item = wireItem({ id: "i1", title: "Teapot", price: 0, note: "" });

describe("the list page's item props", () => {
  it("leave out empty fields and come back as the same item", () => {
    const packed = packItem(item);
    expect(Object.keys(packed)).not.toContain("image_url");
    expect(Object.keys(packed)).not.toContain("most_wanted");
    // a zero price and an empty note are values, not absence
    expect(packed.price).toBe(0);
    expect(packed.note).toBe("");
    expect(unpackItem(packed)).toEqual(item);
    const full = { ...item, url: "https://example.org/", section: "Bücher", most_wanted: true, reserved_by: "Oma" };
    expect(unpackItem(packItem(full))).toEqual(full);
  });
});
