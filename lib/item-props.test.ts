import { describe, expect, it } from "vitest";
import type { WireItem } from "./wire";
import { packItem, unpackItem } from "./item-props";

const item: WireItem = {
  id: "i1",
  title: "Teapot",
  url: null,
  image_url: null,
  image_srcset: null,
  image_width: null,
  image_height: null,
  image_source: null,
  image_problem: null,
  price: 0,
  price_text: null,
  note: "",
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
};

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
