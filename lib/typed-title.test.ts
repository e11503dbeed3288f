import { describe, expect, it } from "vitest";
import { matchesTypedTitle } from "./typed-title";

describe("matchesTypedTitle", () => {
  it("takes the apostrophe, quotes and dashes a phone keyboard types for the straight ones", () => {
    expect(matchesTypedTitle("Mia's birthday", "Mia’s birthday")).toBe(true);
    expect(matchesTypedTitle("Mia’s birthday", "Mia's birthday")).toBe(true);
    expect(matchesTypedTitle('Opa "Hans" 80', "Opa „Hans“ 80")).toBe(true);
    expect(matchesTypedTitle("Tom - 7", "Tom – 7")).toBe(true);
  });

  it("ignores case, spacing and emoji", () => {
    expect(matchesTypedTitle("  mia's   BIRTHDAY ", "Mia’s birthday 🎂")).toBe(true);
    expect(matchesTypedTitle("Mia’s birthday 🎂", "Mia’s birthday 🎂")).toBe(true);
    expect(matchesTypedTitle("Weihnachten", "🎄 Weihnachten 👨‍👩‍👧 🇦🇹")).toBe(true);
    expect(matchesTypedTitle("İSTANBUL", "istanbul")).toBe(true);
    expect(matchesTypedTitle("ıstanbul", "Istanbul")).toBe(true);
  });

  it("still wants the title's words", () => {
    expect(matchesTypedTitle("", "Mia’s birthday")).toBe(false);
    expect(matchesTypedTitle("Mia", "Mia’s birthday")).toBe(false);
    expect(matchesTypedTitle("Mias birthday", "Mia’s birthday")).toBe(false);
    expect(matchesTypedTitle("🎂", "Mia’s birthday 🎂")).toBe(false);
    expect(matchesTypedTitle("Muller", "Müller")).toBe(false);
  });

  it("a title of emoji only is typed with them", () => {
    expect(matchesTypedTitle("🎂🎁", "🎂🎁")).toBe(true);
    expect(matchesTypedTitle("🎂 🎁", "🎂🎁")).toBe(true);
    expect(matchesTypedTitle("🎂", "🎂🎁")).toBe(false);
    expect(matchesTypedTitle("", "🎂🎁")).toBe(false);
  });
});
