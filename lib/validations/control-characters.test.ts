import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "./control-characters";

describe("hasControlCharacters", () => {
  it.each(["\u0000hidden", "a\u0007b", "x\u001b[31m", "del\u007f", "c1\u0085", "c1\u009b"])("finds %j", (text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, { multiline: true })).toBe(true);
  });
  it("allows tab and line breaks only in multi-line texts", () => {
    for (const text of ["a\tb", "line\nline", "dos\r\nline"]) {
      expect(hasControlCharacters(text)).toBe(true);
      expect(hasControlCharacters(text, { multiline: true })).toBe(false);
    }
  });
  it("leaves ordinary text alone: umlauts, Turkish letters, emoji, non-breaking space", () => {
    expect(hasControlCharacters("Größe ğüşıöç 🎁\u00a0Ä")).toBe(false);
  });
});

// Texts people really write, which every rule must leave exactly as typed.
