import { describe, expect, it } from "vitest";
import { isAppError } from "../errors";
import { normalizeHexColor } from "./color";
import { normalizeEventDate } from "./event-date";
import { codePointLength } from "./limits";
import { httpUrl } from "./http-url";
import { createItemSchema, reorderItemsSchema, updateItemSchema } from "../../features/items/shared/item";
import { createListSchema, updateListSchema } from "../../features/lists/shared/list";
import { parseInput } from "./parse";
import { reserveSchema, unreserveSchema } from "../../features/giving/shared/reservation";

function failure(run: () => unknown): { code: string; field?: string } {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error("expected a failure");
}

describe("normalizeHexColor", () => {
  it.each([
    ["#abc", "#aabbcc"],
    ["abc", "#aabbcc"],
    ["#AABBCC", "#aabbcc"],
    ["00ff7F", "#00ff7f"],
    ["  #123456 ", "#123456"],
    ["#abcd", null],
    ["#ggg", null],
    ["red", null],
    ["##abc", null],
    ["", null],
  ])("%j → %j", (input, output) => {
    expect(normalizeHexColor(input)).toBe(output);
  });
});

describe("normalizeEventDate", () => {
  it.each([
    ["2026-12-24T18:30", "2026-12-24T18:30"],
    ["2026-12-24T18:30:00+05:00", "2026-12-24T18:30"],
    ["2026-12-24T18:30:59.123Z", "2026-12-24T18:30"],
    ["2026-12-24 18:30", "2026-12-24T18:30"],
    ["2026-12-24T18:30-0800", "2026-12-24T18:30"],
    ["2028-02-29T00:00", "2028-02-29T00:00"],
    ["2026-02-30T10:00", null],
    ["2027-02-29T10:00", null],
    ["2026-04-31T10:00", null],
    ["2026-13-01T10:00", null],
    ["2026-12-24T24:00", null],
    ["2026-12-24T18:60", null],
    ["2026-12-24", null],
    ["24.12.2026 18:30", null],
    ["", null],
  ])("%j → %j", (input, output) => {
    expect(normalizeEventDate(input)).toBe(output);
  });
});

describe("httpUrl", () => {
  it.each([
    ["https://example.com", true],
    ["http://example.com/a?b=c#d", true],
    ["HTTPS://EXAMPLE.COM", true],
    ["javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["ftp://example.com", false],
    ["file:///etc/passwd", false],
    ["example.com", false],
    ["//example.com", false],
    ["http://", false],
    ["", false],
  ])("%j → %j", (input, output) => {
    expect(httpUrl(input) !== null).toBe(output);
  });
});

describe("codePointLength", () => {
  it("counts an emoji as one character", () => {
    expect(codePointLength("🎁🎁")).toBe(2);
    expect("🎁🎁".length).toBe(4);
    expect(codePointLength("äöü")).toBe(3);
  });
});

describe("schemas", () => {
  it("list titles: trimmed, 1–120 code points", () => {
    // the edge renames wire snake_case to the domain's camelCase
    expect(parseInput(createListSchema, { title: "  T  ", owner_password: " pw " })).toEqual({
      title: "T",
      ownerPassword: "pw",
    });
    expect(parseInput(createListSchema, { title: "🎁".repeat(120), owner_password: "pw" }).title).toBe(
      "🎁".repeat(120),
    );
    expect(failure(() => parseInput(createListSchema, { title: "🎁".repeat(121), owner_password: "pw" }))).toEqual({
      code: "title_too_long",
      field: "title",
    });
    expect(failure(() => parseInput(createListSchema, { title: " ", owner_password: "pw" }))).toEqual({
      code: "title_required",
      field: "title",
    });
    expect(failure(() => parseInput(createListSchema, { title: "T", owner_password: "   " }))).toEqual({
      code: "owner_password_required",
      field: "owner_password",
    });
    expect(failure(() => parseInput(createListSchema, { title: { x: 1 }, owner_password: "pw" }))).toEqual({
      code: "invalid_field",
      field: "title",
    });
  });

  it("list_update: absent keeps (undefined), null clears, title aliases new_title", () => {
    const parsed = parseInput(updateListSchema, {
      slug: "s",
      edit_token: "t",
      title: "Alias",
      event_note: null,
      event_location: "  ",
      theme_color: "#ABC",
    });
    expect(parsed).toMatchObject({ title: "Alias", eventNote: null, eventLocation: null, themeColor: "#aabbcc" });
    expect(parsed.eventDate).toBeUndefined();
    expect(parsed.requireName).toBeUndefined();
    expect(parseInput(updateListSchema, { slug: "s", new_title: "New", title: "Old" }).title).toBe("New");
    expect(parseInput(updateListSchema, { slug: "s", require_name: "off" }).requireName).toBe(false);
    expect(parseInput(updateListSchema, { slug: "s", require_name: 1 }).requireName).toBe(true);
    expect(parseInput(updateListSchema, { slug: "s", icon_pack_key: "" }).iconPackKey).toBeNull();
    expect(failure(() => parseInput(updateListSchema, { slug: "s", event_date: "2026-02-30T10:00" }))).toEqual({
      code: "invalid_event_date",
      field: "event_date",
    });
    expect(failure(() => parseInput(updateListSchema, { slug: "s", occasion: "wedding" })).code).toBe(
      "invalid_occasion",
    );
  });

  it("items: price and links", () => {
    const item = parseInput(createItemSchema, {
      slug: "s",
      edit_token: "t",
      title: "T",
      price: "19,90",
      url: " ",
      image_url: "https://x.example/i.png",
    });
    expect(item).toMatchObject({
      price: { priceCents: 1990, priceText: null },
      url: null,
      imageUrl: "https://x.example/i.png",
    });
    expect(parseInput(updateItemSchema, { slug: "s", item_id: "i" }).price).toBeUndefined();
    expect(failure(() => parseInput(createItemSchema, { slug: "s", title: "T", url: "javascript:alert(1)" }))).toEqual({
      code: "invalid_url",
      field: "url",
    });
    expect(failure(() => parseInput(createItemSchema, { slug: "s", title: "T", price: -1 }))).toEqual({
      code: "invalid_price",
      field: "price",
    });
    expect(failure(() => parseInput(createItemSchema, { slug: "s", title: "T", price: "x".repeat(51) }))).toEqual({
      code: "price_too_long",
      field: "price",
    });
  });

  it("reorder ids: array, repeated keys or comma-separated; no duplicates, not empty", () => {
    expect(parseInput(reorderItemsSchema, { slug: "s", item_ids: ["a", "b"] }).itemIds).toEqual(["a", "b"]);
    expect(parseInput(reorderItemsSchema, { slug: "s", item_ids: " a , b,c " }).itemIds).toEqual(["a", "b", "c"]);
    expect(parseInput(reorderItemsSchema, { slug: "s", item_ids: ["a,b", "c"] }).itemIds).toEqual(["a", "b", "c"]);
    for (const item_ids of [["a", "a"], [], "", ",", [1], null, { 0: "a" }]) {
      expect(
        failure(() => parseInput(reorderItemsSchema, { slug: "s", item_ids })),
        JSON.stringify(item_ids),
      ).toEqual({ code: "item_ids_invalid", field: "item_ids" });
    }
  });

  it("reservations: trimmed name and password; release needs a password or a token", () => {
    expect(parseInput(reserveSchema, { item_id: "i", name: "  Erna ", password: " pw " })).toEqual({
      itemId: "i",
      name: "Erna",
      password: "pw",
      count: 1,
    });
    expect(parseInput(reserveSchema, { item_id: "i", password: "pw" }).name).toBe("");
    // a count as a JSON number or a form's digits, 1–99 (docs/decisions/028-quantities.md)
    expect(parseInput(reserveSchema, { item_id: "i", password: "pw", count: " 7 " }).count).toBe(7);
    for (const count of [0, 100, 1.5, "", "x", null]) {
      expect(failure(() => parseInput(reserveSchema, { item_id: "i", password: "pw", count })).code).toBe(
        "invalid_count",
      );
    }
    expect(failure(() => parseInput(reserveSchema, { item_id: "i", name: "x".repeat(61), password: "pw" })).code).toBe(
      "name_too_long",
    );
    expect(failure(() => parseInput(reserveSchema, { item_id: "i", password: "  " })).code).toBe("password_required");
    expect(failure(() => parseInput(unreserveSchema, { item_id: "i", password: " " }))).toEqual({
      code: "password_required",
      field: "password",
    });
    const byOwner = parseInput(unreserveSchema, { item_id: "i", edit_token: "t" });
    expect(byOwner.editToken).toBe("t");
    expect(byOwner.password).toBeUndefined();
    expect(parseInput(unreserveSchema, { item_id: "i", edit_token: "t".repeat(201) }).editToken).toBe("invalid");
  });
});

describe("shown texts: invisible counts as empty, direction controls balanced, passwords as typed", () => {
  const codeOf = (run: () => unknown) => {
    try {
      run();
      return null;
    } catch (error) {
      return isAppError(error) ? error.code : String(error);
    }
  };
  it("refuses a title of only zero-width characters like an empty one", () => {
    expect(codeOf(() => parseInput(createListSchema, { title: "\u200b\u2060", owner_password: "pw" }))).toBe(
      "title_required",
    );
    expect(codeOf(() => parseInput(createItemSchema, { slug: "s", edit_token: "t", title: "\ufeff" }))).toBe(
      "item_title_required",
    );
  });
  it("clears an optional text of only invisible characters and balances an override", () => {
    expect(parseInput(updateListSchema, { slug: "s", edit_token: "t", event_note: "\u200b" }).eventNote).toBeNull();
    expect(parseInput(createListSchema, { title: "\u202eabc", owner_password: "pw" }).title).toBe("\u202eabc\u202c");
    expect(parseInput(reserveSchema, { item_id: "i", name: "\u200d", password: "pw" }).name).toBe("");
  });
  it("keeps a password exactly as typed, invisible characters and controls of direction included", () => {
    expect(parseInput(createListSchema, { title: "T", owner_password: "\u202epw\u200b" }).ownerPassword).toBe(
      "\u202epw\u200b",
    );
  });
});

describe("codePointLength", () => {
  it("counts a pair of surrogates once and a lone one as one, like spreading the text", () => {
    for (const text of ["", "abc", "👨‍👩‍👧", "a\ud800b", "\udc00\ud800", "é漢字🎁"])
      expect(codePointLength(text)).toBe([...text].length);
  });
});
