// What the third attack on draws found (issue 50), behind a proxy (TRUST_PROXY=1), each address
// its own: passwords guessed from many addresses of one network are limited per person, per draw
// and per list (finding 5, docs/decisions/095-guesses-from-many-addresses.md); draws and redraws
// are limited per draw and per address, exclusions per draw (finding 1, decision 094); a name that
// only looks like another's does not join beside it (finding 10, decision 096). Runs on SQLite and
// PostgreSQL alike.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer } from "../support/api";
import { drawCalls, type Organizer } from "../support/draws";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile({
  TRUST_PROXY: "1",
  RATE_LIMIT_RESERVATIONS: "10000",
  RATE_LIMIT_LOGIN_FAILURES: "3",
  RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: "5",
  RATE_LIMIT_DRAW_LOGIN_FAILURES: "8",
  RATE_LIMIT_DRAW_RUNS: "4",
  RATE_LIMIT_DRAW_RUNS_PER_ADDRESS: "7",
});
const calls = drawCalls(api);
const { createDraw, joinAs, add, organizerView } = calls;

/** The n-th address of one IPv6 /64, as the proxy names it. */
let hosts = 0;
const nextAddress = () => ({ "x-forwarded-for": `2001:db8:50:${(hosts += 1).toString(16)}::1` });

const comeBack = (draw: Organizer, name: string, password: string) =>
  api.post("/api/draw_join.php", { slug: draw.slug, name, password }, { headers: nextAddress() });

function expectLimited(answer: Answer) {
  expectFailure(answer, 429, "too_many_attempts");
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(3000);
}

describe("password guesses from many addresses", () => {
  it("a person's: five wrong over five addresses, then even the right one waits", async () => {
    const draw = await createDraw();
    await joinAs(draw, "Anna", "Annas-Geheimnis");
    for (let guess = 0; guess < 5; guess += 1) {
      expectFailure(await comeBack(draw, "Anna", `guess-${guess}`), 403, "participant_password_wrong");
    }
    expectLimited(await comeBack(draw, "Anna", "Annas-Geheimnis"));
    // Ben of the same draw is not Anna: his own password still opens
    await joinAs(draw, "Ben", "Bens-Geheimnis");
    expect((await comeBack(draw, "Ben", "Bens-Geheimnis")).status).toBe(200);
  });

  it("the people of one draw together: eight wrong spread over four, then nobody's opens", async () => {
    const draw = await createDraw();
    const names = ["Carl", "Dora", "Emil", "Frida", "Gustav"];
    for (const name of names) await joinAs(draw, name, `${name}-pw`);
    for (const name of names.slice(0, 4)) {
      for (let guess = 0; guess < 2; guess += 1) {
        expectFailure(await comeBack(draw, name, `guess-${guess}`), 403, "participant_password_wrong");
      }
    }
    expectLimited(await comeBack(draw, "Gustav", "Gustav-pw"));
  });

  it("the organizer's and a list owner's: five wrong over five addresses, then even the right one waits", async () => {
    const draw = await createDraw();
    const organizerLogin = (organizer_password: string) =>
      api.post("/api/draw_login.php", { slug: draw.slug, organizer_password }, { headers: nextAddress() });
    for (let guess = 0; guess < 5; guess += 1) {
      expectFailure(await organizerLogin(`guess-${guess}`), 401, "organizer_password_wrong");
    }
    expectLimited(await organizerLogin("orga-secret"));

    const list = await api.createList("Omas Wünsche");
    const ownerLogin = (owner_password: string) =>
      api.post("/api/list.owner.login", { slug: list.slug, owner_password }, { headers: nextAddress() });
    for (let guess = 0; guess < 5; guess += 1) expectFailure(await ownerLogin(`guess-${guess}`), 401, "wrong_password");
    expectLimited(await ownerLogin(list.ownerPassword));
  });
});

describe("the draw's work", () => {
  it("draws and redraws are limited per draw, and per address over all draws", async () => {
    const from = nextAddress();
    const threePeople = async () => {
      const draw = await createDraw();
      for (const name of ["Anna", "Ben", "Carl"]) await add(draw, name);
      return draw;
    };
    const runFrom = (draw: Organizer, headers: Record<string, string>, redraw = true) =>
      api.post("/api/draw_run.php", { slug: draw.slug, organizer_token: draw.token, redraw }, { headers });
    const first = await threePeople();
    for (let round = 0; round < 4; round += 1) expectOk(await runFrom(first, from));
    // a fifth draw of the same draw, from anywhere
    expectLimited(await runFrom(first, nextAddress()));
    expect((await organizerView(first)).draw.round).toBe(4);
    const second = await threePeople();
    for (let round = 0; round < 3; round += 1) expectOk(await runFrom(second, from));
    // the address's eighth draw, of a draw that has had only three
    expectLimited(await runFrom(second, from));
    expectOk(await runFrom(second, nextAddress()));
  });

  it("a draw holds at most 1000 exclusions, sent one by one or in a file", async () => {
    const participants = Array.from({ length: 46 }, (_, index) => ({ name: `Person ${index + 1}` }));
    const pairs = participants.flatMap((a, i) => participants.slice(i + 1).map((b) => [a.name, b.name]));
    const file = (exclusions: string[][]) => ({
      format: "wunschliste.draw",
      version: 1,
      draw: { title: "Großfamilie" },
      participants,
      exclusions,
    });
    const create = (exclusions: string[][]) =>
      api.post("/api/draw_create.php", { organizer_password: "pw", document: file(exclusions) }, { as: "json" });
    expectFailure(await create(pairs.slice(0, 1001)), 409, "too_many_exclusions");
    const created = await create(pairs.slice(0, 1000));
    expectOk(created);
    const draw: Organizer = { slug: created.json.slug as string, token: created.json.organizer_token as string };
    const view = await organizerView(draw);
    expect(view.exclusions).toHaveLength(1000);
    const idOf = new Map(view.participants.map((person) => [person.name, person.id]));
    const [a, b] = pairs[1000]!;
    const exclude = await api.post("/api/draw_exclude.php", {
      slug: draw.slug,
      organizer_token: draw.token,
      a: idOf.get(a!),
      b: idOf.get(b!),
    });
    expectFailure(exclude, 409, "too_many_exclusions");
    expect((await organizerView(draw)).exclusions).toHaveLength(1000);
  });
});

describe("names that look alike", () => {
  it("a name with an invisible character or another alphabet's letters is taken by the one it looks like", async () => {
    const draw = await createDraw();
    await joinAs(draw, "Anna");
    await joinAs(draw, "Ben");
    for (const lookalike of ["Anna\u200b", "An\u200dna", "\u0410nna", "\u0410NN\u0410", "B\u0435n"]) {
      const answer = await api.post("/api/draw_join.php", { slug: draw.slug, name: lookalike, password: "x" });
      expectFailure(answer, 409, "name_taken");
      const added = await api.post("/api/draw_join.php", {
        slug: draw.slug,
        name: lookalike,
        organizer_token: draw.token,
      });
      expectFailure(added, 409, "name_taken");
    }
    // names that only share letters are other people
    await joinAs(draw, "Anja");
    await joinAs(draw, "Ann");
    expect((await organizerView(draw)).draw.participants).toEqual(["Anna", "Ben", "Anja", "Ann"]);
    const file = {
      format: "wunschliste.draw",
      version: 1,
      draw: { title: "Kopie" },
      participants: [{ name: "Anna" }, { name: "\u0410nna" }],
      exclusions: [],
    };
    const copied = await api.post("/api/draw_create.php", { organizer_password: "pw", document: file }, { as: "json" });
    expectFailure(copied, 400, "document_invalid");
    expect(copied.json.field).toBe("document.participants.1.name");
  });
});
