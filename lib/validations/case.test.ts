import { describe, expect, it } from "vitest";
import { camelKeys } from "./case";

describe("camelKeys", () => {
  it("renames snake_case keys and keeps values, including undefined and nested objects", () => {
    const price = { priceCents: 1990, priceText: null };
    expect(camelKeys({ edit_token: "t", new_owner_password: "p", image_url: undefined, price, slug: "s" })).toEqual({
      editToken: "t",
      newOwnerPassword: "p",
      imageUrl: undefined,
      price,
      slug: "s",
    });
  });

  it("keeps a key that has no underscore and does not touch nested keys", () => {
    expect(camelKeys({ list: { theme_color: "#000000" } })).toEqual({ list: { theme_color: "#000000" } });
  });
});
