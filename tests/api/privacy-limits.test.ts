// The privacy page names how long this server keeps client addresses for its limits with the
// configured windows (docs/decisions/224-what-the-operator-trips-over-a-fifth-time.md): a
// RATE_LIMIT_*_WINDOW_SECONDS of a week keeps an address a week, where the page said "by default at
// most a day" whatever was set.
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshDatabase, startServer, type FreshDatabase, type TestServer } from "../support/server";

let database: FreshDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await freshDatabase();
  server = await startServer({ RATE_LIMIT_LOGIN_WINDOW_SECONDS: String(7 * 24 * 60 * 60) }, database);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.remove();
});

async function addressesFact(language: string): Promise<string> {
  const page = await (
    await fetch(`${server.baseUrl}/web/privacy/`, { headers: { "accept-language": language } })
  ).text();
  return /<li data-fact="clientAddresses">([^<]*)<\/li>/.exec(page)?.[1] ?? page;
}

it("says the longest window of the limits as configured, in the visitor's language", async () => {
  expect(await addressesFact("en")).toMatch(/on this server at most 7 days\)\.$/);
  expect(await addressesFact("de")).toMatch(/auf diesem Server höchstens 7 Tage\)\.$/);
});
