// The size of a person's draw answer tells nothing of their match (docs/decisions/234): an observer
// of the encrypted connection sees how many bytes came, and a log, a metric or Content-Length
// writes it down. Anna gives to "Bo" in one draw and to "Christopher-Maximilian" in another; all
// else is alike, so her two answers must be as long — plain, and for a client that takes gzip (the
// note makes the answer long enough for Next to compress it, as a large draw's names would).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../support/api";
import { drawCalls, type Organizer, type Person } from "../support/draws";
import { testServerForFile } from "../support/fixture";
import { nginxBinary, startNginx, type Proxy } from "../support/nginx";
import { testBackend } from "../support/server";
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
const wire = (
  { draw, anna }: { draw: Organizer; anna: Person },
  headers: Record<string, string> = {},
  port = server.port,
) => wireRequest(port, `/api/draw_get.php?slug=${draw.slug}`, { "x-participant-token": anna.token, ...headers });

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

// Behind the shipped nginx site, in an nginx.conf that compresses JSON as an operator who turns on
// Debian's commented gzip lines does (tests/support/nginx.ts): nginx reads no Cache-Control, so the
// site says `gzip off` for the draws' answers (decision 238). nginx does the same on either backend.
describe.skipIf(testBackend !== "sqlite" || (!nginxBinary() && process.env.CI !== "true"))(
  "behind the nginx site, in an nginx that compresses JSON",
  () => {
    let proxy: Proxy;
    beforeAll(async () => {
      proxy = await startNginx([server.port]);
    });
    afterAll(async () => {
      await proxy?.stop();
    });

    it("a person's answer stays as long whoever they give to, and uncompressed", async () => {
      const port = Number(new URL(proxy.baseUrl).port);
      const [short, long] = [await annaGivesTo("Bo"), await annaGivesTo("Christopher-Maximilian")];
      const [a, b] = [
        await wire(short, { "accept-encoding": "gzip" }, port),
        await wire(long, { "accept-encoding": "gzip" }, port),
      ];
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.headers["content-encoding"], b.headers["content-encoding"]]).toEqual([undefined, undefined]);
      expect(a.body.length).toBe(b.body.length);
      // the rest of the app's JSON is still compressed, by the app itself
      const list = await api.createList("Weihnachten");
      for (const title of ["Teekanne", "Tassen", "Untersetzer"])
        await api.addItem(list, { title, note: "Bitte die blaue, nicht die grüne. ".repeat(25) });
      const listAnswer = await wireRequest(port, `/api/list_get.php?slug=${list.slug}`, { "accept-encoding": "gzip" });
      expect(listAnswer.headers["content-encoding"]).toBe("gzip");
    });
  },
);
