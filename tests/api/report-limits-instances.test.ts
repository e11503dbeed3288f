// The report limits (decisions 129, 215, 218) are one count for all the instances on a database and
// across a restart: the sender's code is made with a key of the hour that the instances share
// through the database, where decision 215 had a key of each process, so two instances (or one
// restarted) took twice the limit. Both backends: SQLite's file or PostgreSQL's database shared.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, expectFailure, expectOk, type Api } from "../support/api";
import { openDatabase } from "../support/database";
import { freshDatabase, startServer, type FreshDatabase, type TestServer } from "../support/server";

const ENV = { TRUST_PROXY: "1" };
const SENDER = { "x-forwarded-for": "198.51.100.7" };

describe("the report limits over instances", () => {
  let shared: FreshDatabase;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    // the key, and so the counts, start afresh at each full hour: a test that crossed one would find
    // a fourth report taken; starting close before one, it waits for the hour to turn first
    const toNextHour = 3_600_000 - (Date.now() % 3_600_000);
    if (toNextHour < 120_000) await new Promise((resolve) => setTimeout(resolve, toNextHour + 1000));
    shared = await freshDatabase();
    servers = await Promise.all([startServer(ENV, shared), startServer(ENV, shared)]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await shared?.remove();
  });

  const apiOf = (server: TestServer): Api => createApi(server.baseUrl);
  const report = (api: Api, slug: string) =>
    api.post("/api/list_report.php", { slug, reason: "spam" }, { as: "json", headers: SENDER });

  it("count once for two instances on one database and go on counting after a restart", async () => {
    const [first, second] = servers.map(apiOf) as [Api, Api];
    const list = await first.createList("Von überall gemeldet");
    // three per sender and list an hour: two on one instance, one on the other…
    expectOk(await report(first, list.slug));
    expectOk(await report(first, list.slug));
    expectOk(await report(second, list.slug));
    // …and then neither takes a fourth
    expectFailure(await report(second, list.slug), 429, "too_many_attempts");
    expectFailure(await report(first, list.slug), 429, "too_many_attempts");

    // an instance started anew (as after a restart or an update) still knows the sender
    await servers[1]!.stop();
    servers[1] = await startServer(ENV, shared);
    expectFailure(await report(apiOf(servers[1]!), list.slug), 429, "too_many_attempts");

    // over all lists: ten per sender an hour, whichever instance they reach
    const others = await Promise.all(Array.from({ length: 4 }, (_, i) => first.createList(`Andere ${i}`)));
    const onBoth = [apiOf(servers[0]!), apiOf(servers[1]!)] as const;
    let sent = 3;
    for (const other of others) {
      for (const api of onBoth) {
        const answer = await report(api, other.slug);
        if (sent < 10) expectOk(answer);
        else expectFailure(answer, 429, "too_many_attempts");
        sent += 1;
      }
    }
  });

  it("keep the hour's key in the database only until the hour ends, and no address", async () => {
    const database = openDatabase(shared.databaseUrl);
    try {
      const { rows } = await database.execute(`SELECT "bucket", "key", "hits", "expiresAt" FROM "RateLimit"`);
      const keys = rows.filter((row) => row.bucket === "secret");
      expect(keys).toHaveLength(1);
      const hourEnds = (Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000;
      expect(Number(keys[0]!.expiresAt)).toBe(hourEnds);
      for (const row of rows) expect(`${row.key} ${row.hits}`).not.toContain("198.51.100");
    } finally {
      await database.close();
    }
  });
});
