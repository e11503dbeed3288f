// A draw the exclusions make impossible (docs/api.md "Draws"): 409 `draw_impossible` names who
// cannot give or get, in the caller's language, and stores nothing. A name written the other way
// round than the sentence is isolated in it (FSI…PDI, lib/bidi-isolate.ts, decisions 040 and 200),
// so "Anna and أحمد" keeps the sentence's order; the answer's `people` and `others` stay the names
// as they are. Runs on SQLite and again on PostgreSQL (TEST_DATABASE=postgresql).
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { drawCalls } from "../support/draws";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile({ RATE_LIMIT_RESERVATIONS: "10000" });
const { createDraw, joinAs, exclude, run, viewAs, organizerView } = drawCalls(api);

/** `draw_run` asked in `language`. */
const runIn = (draw: { slug: string; token: string }, language: string) =>
  api.post(
    "/api/draw_run.php",
    { slug: draw.slug, organizer_token: draw.token },
    { headers: { "accept-language": language } },
  );

describe("an impossible draw", () => {
  it("refuses an impossible draw naming who cannot give, in the caller's language, and stores nothing", async () => {
    const draw = await createDraw();
    const people = [
      await joinAs(draw, "Anna"),
      await joinAs(draw, "Ben"),
      await joinAs(draw, "Carl"),
      await joinAs(draw, "Dora"),
    ];
    for (const other of people.slice(1)) expectOk(await exclude(draw, people[0]!, other));
    const refused = await runIn(draw, "en");
    expectFailure(refused, 409, "draw_impossible", "en");
    expect(refused.json).toMatchObject({ reason: "gives_to_nobody", people: ["Anna"], others: [] });
    expect(refused.json.error).toBe(
      "No draw is possible: Anna may give to nobody. Remove an exclusion and draw again.",
    );
    const german = await run(draw);
    expect(german.json.error).toBe(
      "Keine Auslosung möglich: Anna darf niemanden beschenken. Entferne einen Ausschluss und lose noch einmal.",
    );
    expect((await organizerView(draw)).draw).toMatchObject({ drawn: false, round: 0 });
    expect((await viewAs(draw, people[1]!)).me.gives_to).toBeNull();
  });

  it("names a couple with only one person left to give to", async () => {
    const draw = await createDraw();
    const [anna, ben] = [await joinAs(draw, "Anna"), await joinAs(draw, "Ben"), await joinAs(draw, "Carl")];
    expectOk(await exclude(draw, anna!, ben!));
    const refused = await runIn(draw, "en");
    expect(refused.json).toMatchObject({
      code: "draw_impossible",
      reason: "too_few_to_give_to",
      people: ["Anna", "Ben"],
      others: ["Carl"],
    });
    expect(refused.json.error).toBe(
      "No draw is possible: Anna and Ben may only give to Carl – too few for all of them. Remove an exclusion and draw again.",
    );
  });

  it("isolates each name written the other way round, in English and in Arabic; the answer's names stay bare", async () => {
    const draw = await createDraw();
    const [anna, ahmad] = [await joinAs(draw, "Anna"), await joinAs(draw, "أحمد"), await joinAs(draw, "Carl")];
    expectOk(await exclude(draw, anna!, ahmad!));
    const english = await runIn(draw, "en");
    expect(english.json).toMatchObject({ reason: "too_few_to_give_to", people: ["Anna", "أحمد"], others: ["Carl"] });
    expect(english.json.error).toBe(
      "No draw is possible: Anna and \u2068أحمد\u2069 may only give to Carl – too few for all of them. Remove an exclusion and draw again.",
    );
    const arabic = await runIn(draw, "ar");
    expect(arabic.json.error).toContain("\u2068Anna\u2069 و");
    expect(arabic.json.error).toContain("\u2068Carl\u2069");
    expect(arabic.json.error).not.toContain("\u2068أحمد");
  });
});
