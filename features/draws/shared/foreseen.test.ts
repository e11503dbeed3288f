import { describe, expect, it } from "vitest";
import { foreseenMatches } from "./foreseen";

const pair = (a: string, b: string) => ({ a, b });

describe("foreseenMatches", () => {
  it("names nobody while everyone has a choice", () => {
    expect(foreseenMatches(["mama", "papa", "lena", "opa"], [pair("mama", "papa")])).toEqual([]);
    expect(foreseenMatches(["a", "b", "c"], [])).toEqual([]);
  });

  it("names the person whom the exclusions leave one to draw, and whom (218's four people)", () => {
    const people = ["anna", "ben", "carl", "oma"];
    expect(foreseenMatches(people, [pair("anna", "ben"), pair("carl", "anna")])).toEqual([
      { giver: "anna", receiver: "oma" },
    ]);
  });

  it("names everyone the exclusions pair off: two couples who must not draw within either", () => {
    const people = ["mama", "papa", "lena", "opa"];
    const exclusions = [pair("mama", "papa"), pair("mama", "lena"), pair("opa", "papa"), pair("opa", "lena")];
    expect(foreseenMatches(people, exclusions)).toEqual([
      { giver: "mama", receiver: "opa" },
      { giver: "papa", receiver: "lena" },
      { giver: "lena", receiver: "papa" },
      { giver: "opa", receiver: "mama" },
    ]);
  });

  it("names nobody when the draw is impossible anyway: its refusal says why", () => {
    expect(foreseenMatches(["a", "b", "c"], [pair("a", "b")])).toEqual([]);
    expect(foreseenMatches(["a", "b", "c"], [pair("a", "b"), pair("a", "c")])).toEqual([]);
  });
});
