import { describe, expect, it } from "vitest";
import { REAL_TEXTS } from "../../tests/support/real-texts";
import { balanceBidiControls, displayText, isVisiblyEmpty } from "./display-text";

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
