// The privacy page names how long this server keeps client addresses for its limits with the
// configured windows (docs/decisions/224-what-the-operator-trips-over-a-fifth-time.md): a
// RATE_LIMIT_*_WINDOW_SECONDS of a week keeps an address a week, where the page said "by default at
// most a day" whatever was set. Instances on one database that do not share the windows
// (docs/decisions/232-what-the-operator-trips-over-a-sixth-time.md): a limit's row keeps the window of
// the instance that wrote it, so every instance's page names the longest of them.
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshDatabase, startServer, type FreshDatabase, type TestServer } from "../support/server";

let database: FreshDatabase;
let server: TestServer;
let other: TestServer;

beforeAll(async () => {
  database = await freshDatabase();
  server = await startServer({ RATE_LIMIT_LOGIN_WINDOW_SECONDS: String(7 * 24 * 60 * 60) }, database);
  // a second instance on the same database with every window at its default (the longest a day)
  other = await startServer({}, database);
}, 180_000);
afterAll(async () => {
  await Promise.all([server?.stop(), other?.stop()]);
  await database?.remove();
});

async function addressesFact(language: string, from = server): Promise<string> {
  const page = await (await fetch(`${from.baseUrl}/web/privacy/`, { headers: { "accept-language": language } })).text();
  return /<li data-fact="clientAddresses">([^<]*)<\/li>/.exec(page)?.[1] ?? page;
}

it("says the longest window of the limits as configured, in the visitor's language", async () => {
  expect(await addressesFact("en")).toMatch(/on this server at most 7 days\)\.$/);
  expect(await addressesFact("de")).toMatch(/auf diesem Server höchstens 7 Tage\)\.$/);
});

it("says the longest window of every instance on the database, also on an instance with shorter ones", async () => {
  // a wrong login through the week-long instance keeps its address a week, whichever instance's page
  // the visitor reads; each instance records its windows a moment after its start
  await expect
    .poll(() => addressesFact("en", other), { timeout: 90_000, interval: 1_000 })
    .toMatch(/on this server at most 7 days\)\.$/);
  expect(await addressesFact("de", other)).toMatch(/auf diesem Server höchstens 7 Tage\)\.$/);
});

// Without SMTP_URL no form asks for an address, yet the page listed the mail section's facts as if
// addresses were being taken (decision 241): it says mail is off, and why the facts still stand.
it("says that this server sends no mail, above what it keeps of addresses given earlier", async () => {
  const page = await (await fetch(`${server.baseUrl}/web/privacy/`, { headers: { "accept-language": "en" } })).text();
  expect(page).toMatch(
    /<h2 id="privacy-mail">E-mail<\/h2><p data-testid="privacy-mail-off">This server sends no e-mail at present/,
  );
  expect(page).toContain('data-fact="mailAddress"');
});
