import { describe, expect, it } from "vitest";
import { foreseenMatches } from "./foreseen";

const pair = (a: string, b: string) => ({ a, b });

describe("foreseenMatches", () => {
  it("names nobody while everyone has a choice", () => {
    expect(foreseenMatches(["mama", "papa", "lena", "opa"], [pair("mama", "papa")])).toEqual([]);
    expect(foreseenMatches(["a", "b", "c"], [])).toEqual([]);
  });

  it("names the person whom the exclusions leave one to draw, and what follows from it (218's four people)", () => {
    const people = ["anna", "ben", "carl", "oma"];
    // Anna may only draw Oma; then Ben and Carl, who may not draw Anna, are left each other, and
    // only Oma may draw Anna: the whole draw is known (220 named Anna's match alone)
    expect(foreseenMatches(people, [pair("anna", "ben"), pair("carl", "anna")])).toEqual([
      { giver: "anna", receiver: "oma" },
      { giver: "ben", receiver: "carl" },
      { giver: "carl", receiver: "ben" },
      { giver: "oma", receiver: "anna" },
    ]);
    // a fifth person gives Ben and Carl other ways: Anna's match is known, and, as Anna may only be
    // drawn by Oma, Oma's
    expect(
      foreseenMatches([...people, "tom"], [pair("anna", "ben"), pair("carl", "anna"), pair("anna", "tom")]),
    ).toEqual([
      { giver: "anna", receiver: "oma" },
      { giver: "oma", receiver: "anna" },
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

  it("names the match the exclusions force as a whole, though the giver has other choices on paper (decision 222)", () => {
    // Oma and Opa must not draw each other nor the parents: they take Lena and Tom between them, and
    // Mama and Papa, who might each draw Lena or Tom, are left each other in every draw
    const people = ["oma", "opa", "mama", "papa", "lena", "tom"];
    const exclusions = [
      pair("oma", "opa"),
      pair("oma", "mama"),
      pair("oma", "papa"),
      pair("opa", "mama"),
      pair("opa", "papa"),
    ];
    expect(foreseenMatches(people, exclusions)).toEqual([
      { giver: "mama", receiver: "papa" },
      { giver: "papa", receiver: "mama" },
    ]);
    // one exclusion fewer, and Mama may draw a child in some draws: nobody is named
    expect(foreseenMatches(people, exclusions.slice(0, 4))).toEqual([]);
  });

  it("names nobody when the draw is impossible by counting alone (three may only draw two)", () => {
    const people = ["a", "b", "c", "d", "e"];
    expect(foreseenMatches(people, [pair("a", "b"), pair("a", "c"), pair("b", "c")])).toEqual([
      // a, b and c may only draw d and e: no draw at all, its refusal says why
    ]);
  });

  it("answers for the largest draw (200 people, a chain of exclusions) in a few milliseconds", () => {
    const people = Array.from({ length: 200 }, (_, i) => `p${i}`);
    // everyone but the last two excluded from the next ten: many choices each, nothing forced
    const exclusions = people.flatMap((a, i) => people.slice(i + 1, i + 11).map((b) => pair(a, b)));
    const started = performance.now();
    expect(foreseenMatches(people, exclusions)).toEqual([]);
    // the check runs on every render of the organizer's page: under 60 ms in this test, its first run
    expect(performance.now() - started).toBeLessThan(500);
  });
});
