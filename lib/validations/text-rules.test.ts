import { describe, expect, it } from "vitest";
import {
  balanceBidiControls,
  decodeFormComponent,
  displayText,
  hasControlCharacters,
  isVisiblyEmpty,
  isWellFormedText,
  parseFormText,
} from "./text-rules";

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
const REAL_TEXTS = [
  "Familie 👨\u200d👩\u200d👧 und 🏳️\u200d🌈",
  "هدية عيد ميلاد", // Arabic
  "מתנה ליום הולדת", // Hebrew
  "Doğum günü hediyesi: ğüşıöç İI",
  "English \u200fעברית\u200e mixed",
  "a\u2067שלום\u2069b", // a paired isolate
];

describe("isWellFormedText and strict form decoding", () => {
  it("finds lone surrogates and nothing else", () => {
    expect(isWellFormedText("a\ud800b")).toBe(false);
    expect(isWellFormedText("\udc00")).toBe(false);
    expect(isWellFormedText("end\ud83d")).toBe(false);
    for (const text of REAL_TEXTS) expect(isWellFormedText(text)).toBe(true);
  });
  it("refuses percent-escapes that are not UTF-8, keeps the rest", () => {
    expect(decodeFormComponent("%FF%FE")).toBeNull();
    expect(decodeFormComponent("%ED%A0%80")).toBeNull(); // an encoded surrogate
    expect(decodeFormComponent("%C3")).toBeNull();
    expect(decodeFormComponent("Gr%C3%B6%C3%9Fe+%F0%9F%8E%81")).toBe("Größe 🎁");
    expect(decodeFormComponent("50%")).toBe("50%");
    expect(decodeFormComponent("ä+ğ")).toBe("ä ğ");
    expect(parseFormText("title=%FF%FE&x=1")).toBeNull();
    expect(parseFormText("a=1&b=&c&a=2")).toEqual([
      ["a", "1"],
      ["b", ""],
      ["c", ""],
      ["a", "2"],
    ]);
    for (const text of REAL_TEXTS) {
      expect(parseFormText(new URLSearchParams({ t: text }).toString())).toEqual([["t", text]]);
    }
  });
});

describe("isVisiblyEmpty", () => {
  it.each([
    "",
    " ",
    "\u200b",
    "\u2060\u200b",
    "\ufeff",
    "\u200d\u200c",
    "\u00ad",
    "\u202e",
    "\u3164",
    "\u2800",
    "\u200b \u2060",
  ])("sees nothing in %j", (text) => expect(isVisiblyEmpty(text)).toBe(true));
  it("sees real text, and an emoji with joiners", () => {
    for (const text of [...REAL_TEXTS, "\u200ba", "👨\u200d👩\u200d👧", "."]) expect(isVisiblyEmpty(text)).toBe(false);
  });
});

describe("balanceBidiControls", () => {
  it("closes what is left open and drops closers without an opener", () => {
    expect(balanceBidiControls("\u202eevil")).toBe("\u202eevil\u202c");
    expect(balanceBidiControls("a\u2066b")).toBe("a\u2066b\u2069");
    expect(balanceBidiControls("x\u202cy\u2069z")).toBe("xyz");
    expect(balanceBidiControls("\u2067\u202ea\u2069")).toBe("\u2067\u202ea\u202c\u2069");
    expect(balanceBidiControls("\u2066\u202b\u202ca\u2069\u202e")).toBe("\u2066\u202b\u202ca\u2069\u202e\u202c");
  });
  it("closes at each line end of a multi-line text", () => {
    expect(balanceBidiControls("\u202eone\ntwo")).toBe("\u202eone\u202c\ntwo");
  });
  it("is idempotent and leaves real texts exactly as typed", () => {
    for (const text of REAL_TEXTS) expect(balanceBidiControls(text)).toBe(text);
    const once = balanceBidiControls("\u202a\u2068x\u202c\u202e");
    expect(balanceBidiControls(once)).toBe(once);
  });
});

describe("displayText", () => {
  it("trims, empties invisible text and balances", () => {
    expect(displayText("  \u200b\u2060 ")).toBe("");
    expect(displayText(" \u202eabc ")).toBe("\u202eabc\u202c");
    for (const text of REAL_TEXTS) expect(displayText(text)).toBe(text);
  });
});
