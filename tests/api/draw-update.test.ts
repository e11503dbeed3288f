// Issue 51, item 8: a draw's title, budget, currency, day and note change at any time
// (`draw_update`, docs/api.md "Draws"), and next year's copy keeps budget, currency and note with its
// day a year on. Runs on SQLite and again on PostgreSQL (TEST_DATABASE=postgresql).
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { drawCalls } from "../support/draws";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile({ RATE_LIMIT_RESERVATIONS: "10000" });
const { createDraw, joinAs, run, viewAs, organizerView, organizerPost } = drawCalls(api);

const update = (draw: { slug: string; token: string }, fields: Record<string, unknown>) =>
  organizerPost("/api/draw_update.php", draw, fields);

/** Today's day on this machine's wall clock, as the server reads it. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

describe("draw_update", () => {
  it("changes title, budget, currency, day and note before and after the draw; everyone reads the new values", async () => {
    const draw = await createDraw({ budget: "20", event_date: "2026-12-24", note: "Bei Oma" });
    const people = [await joinAs(draw, "Anna"), await joinAs(draw, "Ben"), await joinAs(draw, "Carl")];
    expectOk(await update(draw, { title: "Wichteln bei Tante Jo", budget: "30,50", currency: "try" }));
    expect((await viewAs(draw, people[0]!)).draw).toMatchObject({
      title: "Wichteln bei Tante Jo",
      budget: 30.5,
      currency: "TRY",
      event_date: "2026-12-24",
      note: "Bei Oma",
    });
    expectOk(await run(draw));
    // after the draw too; a field left out stays, a blank one is cleared
    expectOk(await update(draw, { event_date: "2026-12-26", note: "", budget: null }));
    const seen = (await viewAs(draw, people[1]!)).draw;
    expect(seen).toMatchObject({ title: "Wichteln bei Tante Jo", budget: null, currency: "TRY", note: null });
    expect(seen).toMatchObject({ event_date: "2026-12-26", drawn: true, round: 1 });
    expect((await organizerView(draw)).draw).toMatchObject({ event_date: "2026-12-26", drawn: true });
    // the matches stay
    expect((await viewAs(draw, people[2]!)).me.gives_to).not.toBeNull();
  });

  it("refuses what creating refuses, in the visitor's language, and a wrong or missing organizer", async () => {
    const draw = await createDraw();
    const refused = (fields: Record<string, unknown>) =>
      api.post(
        "/api/draw_update.php",
        { slug: draw.slug, organizer_token: draw.token, ...fields },
        { headers: { "accept-language": "tr" } },
      );
    expectFailure(await refused({ title: " " }), 400, "title_required", "tr");
    expectFailure(await refused({ budget: "otuz" }), 400, "invalid_budget", "tr");
    expectFailure(await refused({ currency: "XXX" }), 400, "invalid_currency", "tr");
    expectFailure(await refused({ event_date: "2026-02-30" }), 400, "invalid_event_date", "tr");
    expectFailure(await refused({ note: "x".repeat(1001) }), 400, "note_too_long", "tr");
    expectFailure(await update({ ...draw, token: "wrong" }, { title: "x" }), 403, "organizer_token_invalid");
    expectFailure(await update({ slug: "nope", token: draw.token }, { title: "x" }), 404, "draw_not_found");
    expectFailure(
      await api.post("/api/draw_update.php", { slug: draw.slug, title: "x" }),
      403,
      "organizer_token_invalid",
    );
    expect((await organizerView(draw)).draw).toMatchObject({ title: "Wichteln 2026", budget: null });
  });
});

describe("next year's copy", () => {
  const copyOf = async (fields: Record<string, unknown>) => {
    const draw = await createDraw(fields);
    return organizerView(await createDraw({ from_slug: draw.slug, from_organizer_token: draw.token }));
  };

  it("keeps budget, currency and note, and moves a past day to its next return", async () => {
    const { draw } = await copyOf({ budget: "25", currency: "TRY", event_date: "2020-12-24", note: "Bei Oma" });
    const [year, monthDay] = [Number(today().slice(0, 4)), today().slice(5)];
    const nextDay = `${monthDay < "12-24" ? year : year + 1}-12-24`;
    expect(draw).toMatchObject({ budget: 25, currency: "TRY", note: "Bei Oma", event_date: nextDay });
  });

  it("moves a day still to come a year on, 29 February to the 28th", async () => {
    const year = Number(today().slice(0, 4));
    expect((await copyOf({ event_date: `${year + 1}-12-24` })).draw.event_date).toBe(`${year + 2}-12-24`);
    const leap = year + 4 - (year % 4); // the next leap year after this one
    expect((await copyOf({ event_date: `${leap}-02-29` })).draw.event_date).toBe(`${leap + 1}-02-28`);
  });

  it("takes the fields sent over last year's", async () => {
    const { draw } = await copyOf({ budget: "25", note: "Bei Oma", event_date: "2020-12-24" });
    const source = await createDraw({ budget: "25", note: "Bei Oma" });
    const copy = await createDraw({
      from_slug: source.slug,
      from_organizer_token: source.token,
      budget: "40",
      note: "",
    });
    expect((await organizerView(copy)).draw).toMatchObject({ budget: 40, note: null });
    expect(draw.budget).toBe(25);
  });
});
