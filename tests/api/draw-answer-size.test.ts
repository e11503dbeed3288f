// The size of a person's draw answer tells nothing of their match (docs/decisions/234): an observer
// of the encrypted connection sees how many bytes came, and a log, a metric or Content-Length
// writes it down. Anna gives to "Bo" in one draw and to "Christopher-Maximilian" in another; all
// else is alike, so her two answers must be as long — plain, and for a client that takes gzip (the
// note makes the answer long enough for Next to compress it, as a large draw's names would).
import { expect, it } from "vitest";
import { expectOk } from "../support/api";
import { drawCalls, type Organizer, type Person } from "../support/draws";
import { testServerForFile } from "../support/fixture";
import { wireRequest } from "../support/wire";

const { api, server } = testServerForFile({ RATE_LIMIT_RESERVATIONS: "10000" });
const calls = drawCalls(api);

const NAMES = ["Anna", "Bo", "Christopher-Maximilian", "Dora"] as const;

/** A draw of the four in which Anna can only give to `match` (she is excluded from the others). */
async function annaGivesTo(match: (typeof NAMES)[number]) {
  const draw = await calls.createDraw({ note: "Bitte nichts Selbstgebasteltes. ".repeat(30) });
  const people: Person[] = [];
  for (const name of NAMES) {
    const list = await api.createList(`${name}s Wünsche`);
    people.push(await calls.joinAs(draw, name, `${name}-pw`, { list_slug: list.slug }));
  }
  const anna = people[0]!;
  for (const other of people.slice(1)) if (other.name !== match) expectOk(await calls.exclude(draw, anna, other));
  expectOk(await calls.run(draw));
  expect((await calls.viewAs(draw, anna)).me.gives_to?.name).toBe(match);
  return { draw, anna };
}

/** Anna's answer as it goes over the wire: its bytes and its headers. */
const wire = ({ draw, anna }: { draw: Organizer; anna: Person }, headers: Record<string, string> = {}) =>
  wireRequest(server.port, `/api/draw_get.php?slug=${draw.slug}`, { "x-participant-token": anna.token, ...headers });

it("a person's answer is as long whoever they give to, plain and compressed, and says so in no header", async () => {
  const short = await annaGivesTo("Bo");
  const long = await annaGivesTo("Christopher-Maximilian");
  const encodings: Record<string, string>[] = [
    {},
    { "accept-encoding": "gzip, deflate, br" },
    { "accept-encoding": "gzip" },
  ];
  for (const headers of encodings) {
    const [a, b] = [await wire(short, headers), await wire(long, headers)];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.length, JSON.stringify(headers)).toBe(b.body.length);
    expect(a.headers["content-length"]).toBe(b.headers["content-length"]);
    // never compressed: a compressed size would tell the match again (the name is in `participants` too)
    expect([a.headers["content-encoding"], b.headers["content-encoding"]]).toEqual([undefined, undefined]);
    expect(a.headers.etag).toBeUndefined();
  }
  // still the JSON every client reads
  const plain = await wire(long);
  expect(JSON.parse(plain.body.toString()).me.gives_to.name).toBe("Christopher-Maximilian");
});
