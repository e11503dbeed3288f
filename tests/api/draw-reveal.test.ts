// "Has looked" is a tap (docs/decisions/200-looked-means-revealed.md): a person's screen hides the
// match until "Show whom I give to", so reading the draw marks nothing; `draw_reveal` does, for the
// round the screen showed, and answers the same whatever it marked. Only someone who had looked is
// told the names were drawn again (`me.redrawn`). Runs on SQLite and PostgreSQL alike.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { drawCalls, type Organizer } from "../support/draws";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile({ RATE_LIMIT_RESERVATIONS: "10000" });
const calls = drawCalls(api);
const { createDraw, joinAs, add, run, viewAs, reveal, organizerView } = calls;

const looked = async (draw: Organizer) => (await organizerView(draw)).participants.map((p) => p.has_looked);

/** Three people, drawn. */
async function drawnThree() {
  const draw = await createDraw();
  const people = [await joinAs(draw, "Anna"), await joinAs(draw, "Ben"), await add(draw, "Oma")];
  expectOk(await run(draw));
  return { draw, people };
}

describe("has looked", () => {
  it("is not set by reading the draw, however often; only by the person's reveal of this round", async () => {
    const { draw, people } = await drawnThree();
    for (let read = 0; read < 3; read += 1) for (const someone of people) await viewAs(draw, someone);
    expect(await looked(draw)).toEqual([false, false, false]);

    const answer = await reveal(draw, people[1]!, 1);
    expectOk(answer);
    expect(answer.json).toEqual({ ok: true });
    expect(await looked(draw)).toEqual([false, true, false]);
    // a second tap changes nothing, and answers the same
    const again = await reveal(draw, people[1]!, 1);
    expect([again.status, again.text]).toEqual([answer.status, answer.text]);
    expect(await looked(draw)).toEqual([false, true, false]);
  });

  it("marks nothing for another round or before the draw, and answers the same as when it marks", async () => {
    const draw = await createDraw();
    const people = [await joinAs(draw, "Anna"), await joinAs(draw, "Ben"), await joinAs(draw, "Carl")];
    const before = await reveal(draw, people[0]!, 1);
    expectOk(before);
    expectOk(await run(draw));
    expect(await looked(draw)).toEqual([false, false, false]);
    // the screen still showed round 1 when the organizer drew again: that tap marks nothing in round 2
    expectOk(await run(draw, { redraw: "1" }));
    const stale = await reveal(draw, people[0]!, 1);
    const marking = await reveal(draw, people[1]!, 2);
    expect(await looked(draw)).toEqual([false, true, false]);
    // the answers say nothing of what was marked (nor of the match): the same bytes, no ETag
    for (const answer of [before, stale]) {
      expect([answer.status, answer.text]).toEqual([marking.status, marking.text]);
      expect(answer.headers.get("etag")).toBe(marking.headers.get("etag"));
    }
    expect(marking.text).not.toMatch(/Anna|Ben|Carl|gives/);
  });

  it("takes only the person's own token, a whole round, and no other site's request", async () => {
    const { draw, people } = await drawnThree();
    const wrong = (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
      api.post("/api/draw_reveal.php", { slug: draw.slug, round: "1", ...fields }, { headers });
    expectFailure(await wrong({}), 403, "participant_token_invalid");
    // the organizer's token is nobody's look
    expectFailure(await wrong({ participant_token: draw.token }), 403, "participant_token_invalid");
    expectFailure(await wrong({ participant_token: people[0]!.token, slug: "no-such-draw" }), 404, "draw_not_found");
    for (const round of ["", "one", "1.5", "0"]) {
      expectFailure(await wrong({ participant_token: people[0]!.token, round }), 400, "invalid_field");
    }
    expectFailure(await reveal(draw, people[0]!, 1, { "sec-fetch-site": "cross-site" }), 403, "cross_site_request");
    expectFailure(await api.get(`/api/draw_reveal.php?slug=${draw.slug}`), 405, "method_not_allowed");
    expect(await looked(draw)).toEqual([false, false, false]);
  });
});

describe("the redraw's notice", () => {
  it("goes only to whoever had revealed an earlier match; the others see theirs as a first draw", async () => {
    const { draw, people } = await drawnThree();
    for (const someone of people) expect((await viewAs(draw, someone)).me.redrawn).toBe(false);
    expectOk(await reveal(draw, people[0]!, 1));
    expect((await viewAs(draw, people[0]!)).me.redrawn).toBe(false);

    expectOk(await run(draw, { redraw: "1" }));
    expect(await looked(draw)).toEqual([false, false, false]);
    const after = await Promise.all(people.map(async (someone) => (await viewAs(draw, someone)).me.redrawn));
    expect(after).toEqual([true, false, false]);
    // Anna still knows her person changed after she looked again; Ben, who looks now, at a third draw
    expectOk(await reveal(draw, people[0]!, 2));
    expectOk(await reveal(draw, people[1]!, 2));
    expect((await viewAs(draw, people[0]!)).me.redrawn).toBe(true);
    expectOk(await run(draw, { redraw: "1" }));
    const third = await Promise.all(people.map(async (someone) => (await viewAs(draw, someone)).me.redrawn));
    expect(third).toEqual([true, true, false]);
  });
});
