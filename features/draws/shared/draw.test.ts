import { describe, expect, it } from "vitest";
import { parseInput } from "../../../lib/validations/parse";
import { createDrawSchema, excludeSchema, joinDrawSchema, optionalListSlug } from "./draw";
import { normalizeEventDay } from "../../../lib/validations/event-date";
import { isAppError } from "../../../lib/errors";

/** The error code a parse fails with, "ok" for a success. */
function codeOf(run: () => unknown): string {
  try {
    run();
    return "ok";
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
}

describe("a draw's inputs", () => {
  it("takes a wishlist as its address or its slug; blank detaches, absent keeps", () => {
    expect(optionalListSlug.parse("https://wishes.example.org/web/?slug=abc123xyz")).toBe("abc123xyz");
    expect(optionalListSlug.parse("/web/?slug=abc123xyz&show=free")).toBe("abc123xyz");
    expect(optionalListSlug.parse("  abc123xyz ")).toBe("abc123xyz");
    expect(optionalListSlug.parse("   ")).toBeNull();
    expect(optionalListSlug.parse(null)).toBeNull();
    expect(optionalListSlug.parse(undefined)).toBeUndefined();
    for (const nothing of ["https://example.org/web/", "x".repeat(65), "a\u0000b"]) {
      expect(codeOf(() => parseInput(optionalListSlug, nothing))).toBe("list_not_found");
    }
  });

  it("takes the exchange day as YYYY-MM-DD, keeping the day of a date and time", () => {
    expect(normalizeEventDay("2026-12-24")).toBe("2026-12-24");
    expect(normalizeEventDay(" 2026-12-24T18:30 ")).toBe("2026-12-24");
    for (const wrong of ["2026-02-30", "24.12.2026", "2026-12-24T25:00", "0050-01-01", ""]) {
      expect(normalizeEventDay(wrong)).toBeNull();
    }
  });

  it("asks for a title unless a file brings one, and a budget of at least 1 with two decimals", () => {
    const create = (fields: Record<string, unknown>) =>
      codeOf(() => parseInput(createDrawSchema, { organizer_password: "pw", ...fields }));
    expect(create({})).toBe("title_required");
    expect(create({ title: "Wichteln", budget: "12,50" })).toBe("ok");
    expect(create({ title: "Wichteln", budget: "" })).toBe("ok");
    // written as a price is (decision 198): "12.345" is twelve thousand, three decimals no amount
    expect(create({ title: "Wichteln", budget: "12.345" })).toBe("ok");
    expect(create({ title: "Wichteln", budget: "0,299" })).toBe("invalid_budget");
    expect(create({ title: "Wichteln", budget: -5 })).toBe("invalid_budget");
    const document = { format: "wunschliste.draw", version: 1, draw: { title: "Aus der Datei" }, participants: [] };
    expect(parseInput(createDrawSchema, { organizer_password: "pw", document }).title).toBe("Aus der Datei");
    expect(create({ document: { ...document, version: 2 } })).toBe("document_version_unsupported");
  });

  it("asks a person for a password, but not the organizer adding one; refuses one person twice", () => {
    expect(codeOf(() => parseInput(joinDrawSchema, { slug: "s", name: "Anna" }))).toBe("password_required");
    expect(codeOf(() => parseInput(joinDrawSchema, { slug: "s", name: "Anna", password: "  " }))).toBe(
      "password_required",
    );
    expect(codeOf(() => parseInput(joinDrawSchema, { slug: "s", name: "Oma", organizer_token: "t" }))).toBe("ok");
    expect(codeOf(() => parseInput(excludeSchema, { slug: "s", organizer_token: "t", a: "p1", b: "p1" }))).toBe(
      "same_person",
    );
  });
});
