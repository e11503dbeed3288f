// Secret-santa draws (issue 42, docs/api.md "Draws"): creating, joining and coming back, people the
// organizer adds, exclusions, the draw and every refusal on the way, in the order docs/api.md gives;
// a draw the exclusions make impossible in tests/api/draw-impossible.test.ts.
// Runs on SQLite and again on PostgreSQL (TEST_DATABASE=postgresql), like every API test.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, TOKEN_PATTERN } from "../support/api";
import { drawCalls, everyMatch } from "../support/draws";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile({ RATE_LIMIT_RESERVATIONS: "10000", RATE_LIMIT_LOGIN_FAILURES: "3" });
const calls = drawCalls(api);
const { createDraw, join, joinAs, add, exclude, run, read, viewAs, reveal, organizerView, organizerPost } = calls;

describe("creating a draw", () => {
  it("answers a slug and an organizer token, and keeps title, budget, currency, day and note", async () => {
    const draw = await createDraw({ budget: "25,50", currency: "chf", event_date: "2026-12-24", note: "Bei Oma" });
    expect(draw.token).toMatch(TOKEN_PATTERN);
    const { draw: seen } = await organizerView(draw);
    expect(seen).toMatchObject({ title: "Wichteln 2026", budget: 25.5, currency: "CHF", event_date: "2026-12-24" });
    expect(seen).toMatchObject({ note: "Bei Oma", drawn: false, round: 0, participants: [] });
  });

  it("reads a budget as a price is typed, thousands grouped (decision 198)", async () => {
    for (const [typed, budget] of Object.entries({ "1.299": 1299, "1 299,50": 1299.5, "30,50": 30.5 })) {
      const { draw: seen } = await organizerView(await createDraw({ budget: typed }));
      expect(seen.budget, typed).toBe(budget);
    }
  });

  it("refuses what a list refuses, and a budget, day or currency that is none", async () => {
    const create = (fields: Record<string, unknown>) =>
      api.post("/api/draw_create.php", { title: "Wichteln", organizer_password: "pw", ...fields });
    expectFailure(await create({ title: "  " }), 400, "title_required");
    expectFailure(await create({ title: "x".repeat(121) }), 400, "title_too_long");
    expectFailure(await create({ organizer_password: " " }), 400, "organizer_password_required");
    expectFailure(await create({ budget: "zwanzig" }), 400, "invalid_budget");
    expectFailure(await create({ budget: "0.5" }), 400, "invalid_budget");
    expectFailure(await create({ currency: "XXX" }), 400, "invalid_currency");
    expectFailure(await create({ event_date: "2026-02-30" }), 400, "invalid_event_date");
    expectFailure(await create({ note: "x".repeat(1001) }), 400, "note_too_long");
    expectFailure(await create({ title: "a\u0007b" }), 400, "control_characters");
  });

  it("logs the organizer in with the password: 401 when wrong, 429 after three wrong, a working token when right", async () => {
    const draw = await createDraw();
    const login = (organizer_password: string) =>
      api.post<{ organizer_token: string }>("/api/draw_login.php", { slug: draw.slug, organizer_password });
    expectFailure(
      await api.post("/api/draw_login.php", { slug: "nope", organizer_password: "x" }),
      404,
      "draw_not_found",
    );
    const right = await login("orga-secret");
    expectOk(right);
    await organizerView({ slug: draw.slug, token: right.json.organizer_token });
    for (let i = 0; i < 3; i += 1) expectFailure(await login("wrong"), 401, "organizer_password_wrong");
    expectFailure(await login("orga-secret"), 429, "too_many_attempts");
  });
});

describe("people", () => {
  it("refuse a password with a control character, as every password is refused (the bad-input sweep)", async () => {
    const draw = await createDraw();
    for (const password of ["pw\u0001", "a\u0000b", "zwei\nZeilen"]) {
      const answer = await join(draw, { name: "Anna", password });
      expectFailure(answer, 400, "control_characters");
      expect(answer.json.field).toBe("password");
    }
    expect((await organizerView(draw)).participants).toEqual([]);
  });

  it("join with name and password; the personal link carries the token only in its fragment", async () => {
    const draw = await createDraw();
    const anna = await joinAs(draw, "Anna");
    expect(anna.token).toMatch(TOKEN_PATTERN);
    const link = new URL(anna.link);
    expect(link.pathname).toBe("/web/draw/");
    expect(link.search).toBe(`?slug=${draw.slug}`);
    expect(link.hash).toBe(`#person=${anna.token}`);
    const view = await viewAs(draw, anna);
    expect(view.me).toEqual({ id: anna.id, name: "Anna", list_slug: null, gives_to: null, redrawn: false });
    expect(view.draw.participants).toEqual(["Anna"]);
  });

  it("come back with name and password (any letter case): a new token, the old one still works", async () => {
    const draw = await createDraw();
    const anna = await joinAs(draw, "Anna", "geheim");
    const again = await joinAs(draw, "ANNA", "geheim");
    expect(again.id).toBe(anna.id);
    expect(again.token).not.toBe(anna.token);
    await viewAs(draw, anna);
    expectFailure(await join(draw, { name: "anna", password: "falsch" }), 403, "participant_password_wrong");
    expect((await organizerView(draw)).participants).toHaveLength(1);
  });

  it("a name the organizer added opens only with its link: joining with it is 409 name_taken", async () => {
    const draw = await createDraw();
    const oma = await add(draw, "Oma");
    expect((await organizerView(draw)).participants[0]).toMatchObject({ name: "Oma", joined: false });
    expectFailure(await join(draw, { name: "oma", password: "x" }), 409, "name_taken");
    expectFailure(await join(draw, { name: "Oma", organizer_token: draw.token }), 409, "name_taken");
    await viewAs(draw, oma);
    expect((await organizerView(draw)).participants[0]).toMatchObject({ name: "Oma", joined: true });
    expect((await viewAs(draw, oma)).me).toMatchObject({ name: "Oma", gives_to: null });
  });

  it("refuses a join without name or password, a wrong organizer token, an unknown draw or wishlist", async () => {
    const draw = await createDraw();
    expectFailure(await join(draw, { password: "x" }), 400, "name_required");
    expectFailure(await join(draw, { name: "Anna" }), 400, "password_required");
    expectFailure(await join(draw, { name: "x".repeat(61), password: "x" }), 400, "name_too_long");
    expectFailure(await join({ ...draw, slug: "unknown-draw" }, { name: "A", password: "x" }), 404, "draw_not_found");
    expectFailure(await join(draw, { name: "A", organizer_token: "wrong" }), 403, "organizer_token_invalid");
    const noList = await join(draw, { name: "A", password: "x", list_slug: "nolistslughere" });
    expectFailure(noList, 404, "list_not_found");
    expect(noList.json.field).toBe("list_slug");
  });

  it("attach a wishlist by its address, by the person or by the organizer; the organizer sees who has one", async () => {
    const list = await api.createList("Annas Wünsche");
    const draw = await createDraw();
    const anna = await joinAs(draw, "Anna", "pw", { list_slug: `${api.baseUrl}/web/?slug=${list.slug}` });
    expect((await viewAs(draw, anna)).me.list_slug).toBe(list.slug);
    const oma = await add(draw, "Oma");
    const wishlist = (fields: Record<string, unknown>) =>
      api.post("/api/draw_wishlist.php", { slug: draw.slug, ...fields });
    expectOk(await wishlist({ organizer_token: draw.token, participant_id: oma.id, list_slug: list.slug }));
    expectOk(await wishlist({ participant_token: anna.token, list_slug: "" }));
    expectFailure(
      await wishlist({ participant_token: "wrong", list_slug: list.slug }),
      403,
      "participant_token_invalid",
    );
    expectFailure(
      await wishlist({ organizer_token: draw.token, list_slug: list.slug }),
      400,
      "participant_id_required",
    );
    const people = (await organizerView(draw)).participants;
    expect(people.map((p) => [p.name, p.has_list])).toEqual([
      ["Anna", false],
      ["Oma", true],
    ]);
  });

  it("the organizer takes a person out before the draw; their exclusions go with them", async () => {
    const draw = await createDraw();
    const [anna, ben] = [await joinAs(draw, "Anna"), await joinAs(draw, "Ben")];
    expectOk(await exclude(draw, anna, ben));
    expectOk(await organizerPost("/api/draw_remove.php", draw, { participant_id: ben.id }));
    const view = await organizerView(draw);
    expect(view.participants.map((p) => p.name)).toEqual(["Anna"]);
    expect(view.exclusions).toEqual([]);
    expectFailure(await read(draw.slug, { "X-Participant-Token": ben.token }), 403, "participant_token_invalid");
    expectFailure(
      await organizerPost("/api/draw_remove.php", draw, { participant_id: ben.id }),
      404,
      "participant_not_found",
    );
  });
});

describe("exclusions", () => {
  it("exclude a pair both ways, once however often it is sent; remove it again", async () => {
    const draw = await createDraw();
    const [anna, ben] = [await joinAs(draw, "Anna"), await joinAs(draw, "Ben")];
    expectOk(await exclude(draw, anna, ben));
    expectOk(await exclude(draw, ben, anna));
    // named in the order the two joined, whichever way it was sent
    expect((await organizerView(draw)).exclusions).toEqual([{ a: anna.id, b: ben.id }]);
    expectOk(await exclude(draw, ben, anna, { remove: "1" }));
    expect((await organizerView(draw)).exclusions).toEqual([]);
  });

  it("refuses one person twice, an unknown person, and anyone but the organizer", async () => {
    const draw = await createDraw();
    const anna = await joinAs(draw, "Anna");
    expectFailure(await exclude(draw, anna, anna), 400, "same_person");
    const unknown = await exclude(draw, anna, { ...anna, id: "nobodyhere123" });
    expectFailure(unknown, 404, "participant_not_found");
    expect(unknown.json.field).toBe("b");
    expectFailure(await exclude({ ...draw, token: anna.token }, anna, anna), 400, "same_person");
    const other = await joinAs(draw, "Ben");
    expectFailure(await exclude({ ...draw, token: anna.token }, anna, other), 403, "organizer_token_invalid");
    expectFailure(
      await api.post("/api/draw_exclude.php", { slug: draw.slug, organizer_token: draw.token, b: anna.id }),
      400,
      "participant_id_required",
    );
  });
});

describe("the draw", () => {
  it("needs three people", async () => {
    const draw = await createDraw();
    await joinAs(draw, "Anna");
    await joinAs(draw, "Ben");
    expectFailure(await run(draw), 409, "draw_too_small");
    expect((await organizerView(draw)).draw.drawn).toBe(false);
  });

  it("draws once: everyone gives once, receives once, never themselves or an excluded partner; then closes", async () => {
    const draw = await createDraw();
    const people = [
      await joinAs(draw, "Anna"),
      await joinAs(draw, "Ben"),
      await add(draw, "Oma"),
      await joinAs(draw, "Dora"),
    ];
    expectOk(await exclude(draw, people[0]!, people[1]!));
    expectOk(await run(draw));
    const matches = await everyMatch(calls, draw, people);
    expect(new Set(matches.values()).size).toBe(4);
    for (const [giver, receiver] of matches) expect(giver).not.toBe(receiver);
    expect(matches.get("Anna")).not.toBe("Ben");
    expect(matches.get("Ben")).not.toBe("Anna");
    expect((await viewAs(draw, people[0]!)).draw).toMatchObject({ drawn: true, round: 1 });
    expectFailure(await run(draw), 409, "draw_done");
    expectFailure(await join(draw, { name: "Emil", password: "x" }), 409, "draw_closed");
    expectFailure(await join(draw, { name: "Emil", organizer_token: draw.token }), 409, "draw_closed");
    expectFailure(await exclude(draw, people[2]!, people[3]!), 409, "draw_closed");
    expectFailure(
      await organizerPost("/api/draw_remove.php", draw, { participant_id: people[3]!.id }),
      409,
      "draw_closed",
    );
    // a person already in still comes back with name and password after the draw
    expect((await joinAs(draw, "anna", "Anna-pw")).id).toBe(people[0]!.id);
  });

  it("redraws only when asked: everyone gets a new draw of this round, nobody has looked at it yet", async () => {
    const draw = await createDraw();
    const people = [await joinAs(draw, "Anna"), await joinAs(draw, "Ben"), await joinAs(draw, "Carl")];
    expectOk(await run(draw));
    expectOk(await reveal(draw, people[0]!));
    expect((await organizerView(draw)).participants.map((p) => p.has_looked)).toEqual([true, false, false]);
    expectOk(await run(draw, { redraw: "1" }));
    const view = await organizerView(draw);
    expect(view.draw).toMatchObject({ drawn: true, round: 2 });
    expect(view.participants.map((p) => p.has_looked)).toEqual([false, false, false]);
    expect((await viewAs(draw, people[1]!)).draw.round).toBe(2);
  });

  it("reads a draw only with a token: none or a wrong one is 403, an unknown draw 404", async () => {
    const draw = await createDraw();
    expectFailure(await read(draw.slug, {}), 403, "participant_token_invalid");
    expectFailure(await read(draw.slug, { "X-Participant-Token": draw.token }), 403, "participant_token_invalid");
    expectFailure(await read(draw.slug, { "X-Organizer-Token": "x".repeat(300) }), 403, "organizer_token_invalid");
    expectFailure(await read("no-such-draw", { "X-Organizer-Token": draw.token }), 404, "draw_not_found");
    expectFailure(await api.get("/api/draw_get.php"), 400, "slug_required");
    expectFailure(await api.post("/api/draw_get.php", {}), 405, "method_not_allowed");
  });
});
