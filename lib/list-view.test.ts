import { describe, expect, it } from "vitest";
import { DEFAULT_VIEW, type ListView } from "./list-view";
import { groupItems } from "./list-view-groups";
import type { WireItem } from "./wire";
import { wireItem } from "../tests/support/wire-item";

const wish = (title: string, changes: Partial<WireItem> = {}) => wireItem({ id: title, title, ...changes });
const items = [
  wish("Socks", { price: 5 }),
  wish("Surprise me", { price_text: "something small" }),
  wish("Novel", { price: 12, section: "Books" }),
  wish("Spade", { price: 49.99, section: "Garden" }),
  wish("Hammock", { price_text: "111.99 USD", section: "Garden" }),
  wish("Rake", { price: 30, section: "Garden", most_wanted: true }),
];
const titles = (view: Partial<ListView>) =>
  groupItems(items, { ...DEFAULT_VIEW, ...view }, "USD").map((group) => [
    group.section,
    group.items.map((item) => item.title),
  ]);

describe("groupItems (decision 075)", () => {
  it("keeps the owner's order under the sections", () => {
    expect(titles({})).toEqual([
      [null, ["Socks", "Surprise me"]],
      ["Books", ["Novel"]],
      ["Garden", ["Spade", "Hammock", "Rake"]],
    ]);
  });

  it("sorts the whole list across its sections", () => {
    expect(titles({ sort: "most_wanted" })).toEqual([
      [null, ["Rake", "Socks", "Surprise me", "Novel", "Spade", "Hammock"]],
    ]);
    expect(titles({ sort: "price_down" })).toEqual([
      [null, ["Hammock", "Spade", "Rake", "Novel", "Socks", "Surprise me"]],
    ]);
  });

  it("counts a price text by its amount in the list's currency, for the order and the limit", () => {
    expect(titles({ sort: "price_up", maxPrice: 40 })).toEqual([[null, ["Socks", "Novel", "Rake"]]]);
    expect(titles({ maxPrice: 120 })).toEqual([
      [null, ["Socks"]],
      ["Books", ["Novel"]],
      ["Garden", ["Spade", "Hammock", "Rake"]],
    ]);
    // on a euro list the dollar text has no amount: it goes last
    const euros = groupItems(items, { ...DEFAULT_VIEW, sort: "price_down" }, "EUR")[0]!.items.map((item) => item.title);
    expect(euros).toEqual(["Spade", "Rake", "Novel", "Socks", "Surprise me", "Hammock"]);
  });

  it("shows nothing rather than an empty group", () => {
    expect(titles({ sort: "price_up", maxPrice: 1 })).toEqual([]);
  });

  it("puts a group's alternatives side by side, and leaves out those whose group is taken when only free ones show", () => {
    const grouped = [
      wish("Red bike", { one_of: "Bike", busy: true }),
      wish("Tea"),
      wish("Blue bike", { one_of: "Bike", one_of_taken: true }),
      wish("Scarf"),
    ];
    const shown = (view: Partial<ListView>) =>
      groupItems(grouped, { ...DEFAULT_VIEW, ...view }, "EUR")[0]!.items.map((item) => item.title);
    expect(shown({})).toEqual(["Red bike", "Blue bike", "Tea", "Scarf"]);
    expect(shown({ onlyFree: true })).toEqual(["Tea", "Scarf"]);
  });
});
