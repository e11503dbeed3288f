import { describe, expect, it } from "vitest";
import { titleGlob, titleRegex } from "./title-search";

describe("the admin's title search", () => {
  it("turns each letter into the set of its cases, in every alphabet", () => {
    expect(titleGlob("über")).toBe("*[üÜ][bB][eE][rR]*");
    expect(titleGlob("ŚLUB")).toBe("*[Śś][Ll][Uu][Bb]*");
    expect(titleRegex("Çok")).toBe("[Çç][oO][kK]");
  });

  it("keeps other characters as themselves, special ones taken literally", () => {
    expect(titleGlob("a*b?[c]")).toBe("*[aA][*][bB][?][[][cC]]*");
    expect(titleGlob("50 % ^-")).toBe("*50 % ^-*");
    expect(titleRegex("1.5 (x) & y")).toBe("1\\.5 \\([xX]\\) & [yY]");
    expect(titleRegex("a\\b")).toBe("[aA]\\\\[bB]");
  });

  it("matches with the characters' own cases only ('ß' stays itself)", () => {
    expect(titleGlob("ß")).toBe("*ß*");
    expect(new RegExp(titleRegex("über")).test("Über Omas Wünsche")).toBe(true);
    expect(new RegExp(titleRegex("ÖMAS")).test("Über Omas Wünsche")).toBe(false);
    expect(new RegExp(titleRegex("OMAS W")).test("Über Omas Wünsche")).toBe(true);
  });
});
