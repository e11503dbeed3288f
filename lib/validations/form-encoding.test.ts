import { describe, expect, it } from "vitest";
import { REAL_TEXTS } from "../../tests/support/real-texts";
import { decodeFormComponent, isWellFormedText, parseFormText } from "./form-encoding";

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
