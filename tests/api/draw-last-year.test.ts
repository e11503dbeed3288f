// "Not the same person as last year" tells the organizer nothing (issue 50, finding 4;
// docs/decisions/094-a-draw-that-tells-nothing.md): a copy of a draw still to come carries no last
// year, and when last year's pairs cannot be avoided the draw is made anyway, with the same answer
// as any other draw. Runs on SQLite and PostgreSQL alike.
import { describe, expect, it } from "vitest";
import { expectOk } from "../support/api";
import { drawCalls, everyMatch, type Person } from "../support/draws";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile({ RATE_LIMIT_RESERVATIONS: "10000" });
const calls = drawCalls(api);
const { createDraw, joinAs, exclude, run, viewAs, organizerView } = calls;

const NAMES = ["Anna", "Ben", "Carl", "Dora", "Emil", "Frida", "Gustav", "Hanna"];

/** `names` (eight unless told) who joined with their own passwords, drawn. */
async function drawn(fields: Record<string, unknown>, names = NAMES) {
  const draw = await createDraw(fields);
  const people: Person[] = [];
  for (const name of names) people.push(await joinAs(draw, name));
  expectOk(await run(draw));
  return { draw, people };
}

/** A copy of `from` (as next year's draw), its people back with their passwords. */
async function copyOf(from: { slug: string; token: string }) {
  const next = await createDraw({ from_slug: from.slug, from_organizer_token: from.token });
  const people: Person[] = [];
  for (const name of NAMES) people.push(await joinAs(next, name));
  return { next, people };
}

describe("last year's pairs", () => {
  it(
    "cannot be probed: Anna left only one partner draws every time, whoever she drew last year",
    { timeout: 300_000 },
    async () => {
      const { draw, people } = await drawn({ event_date: "2025-12-24" });
      const lastYear = await everyMatch(calls, draw, people);
      // the attack: in a copy, Anna may only give to one person; a refusal would say "her partner
      // last year"; seven copies found both of Anna's partners
      for (const only of NAMES.slice(1)) {
        const { next, people: again } = await copyOf(draw);
        expect((await organizerView(next)).draw).toMatchObject({ has_last_year: true, avoid_last_year: true });
        const [anna, ...others] = again;
        for (const other of others) if (other.name !== only) expectOk(await exclude(next, anna!, other));
        const answer = await run(next);
        expect(answer.status, `${only} (last year ${lastYear.get("Anna")}): ${answer.text}`).toBe(200);
        expect((await viewAs(next, anna!)).me.gives_to!.name).toBe(only);
      }
    },
  );

  it("are only carried by a copy of a draw whose day is over", { timeout: 300_000 }, async () => {
    const three = NAMES.slice(0, 3);
    const copy = async (from: { slug: string; token: string }) =>
      organizerView(await createDraw({ from_slug: from.slug, from_organizer_token: from.token }));
    const today = new Date().toISOString().slice(0, 10);
    const nextYear = `${new Date().getUTCFullYear() + 1}-12-24`;
    for (const fields of [{}, { event_date: today }, { event_date: nextYear }]) {
      const { draw } = await drawn(fields, three);
      expect((await copy(draw)).draw, JSON.stringify(fields)).toMatchObject({
        has_last_year: false,
        avoid_last_year: false,
      });
    }
    const { draw } = await drawn({ event_date: "2025-12-24" }, three);
    expect((await copy(draw)).draw).toMatchObject({ has_last_year: true });
  });
});
