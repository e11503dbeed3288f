// RETENTION_DAYS on several instances of one database that do not share it (docs/decisions/224-…):
// the sweep, the owner's deletion day and the privacy page use the longest value of the instances
// seen lately, and none while one of them keeps lists for good. Before, the day's sweep ran with the
// setting of whichever instance claimed it, so a list its visitors were told is kept 400 days went
// after 30.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApi, expectOk } from "../support/api";
import { openDatabase, type TestDatabase } from "../support/database";
import { eventually, newSender } from "../support/mail";
import { changedDaysAgo, forgetTheDaysSweep } from "../support/retention";
import { freshDatabase, startServer, type FreshDatabase, type TestServer } from "../support/server";

const DAY_MS = 24 * 60 * 60_000;
let database: FreshDatabase;
let sql: TestDatabase;
const servers: TestServer[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  sql = openDatabase(database.databaseUrl);
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await sql?.close();
  await database?.remove();
});

async function start(env: Record<string, string>): Promise<TestServer> {
  const server = await startServer(env, database);
  servers.push(server);
  return server;
}

const rows = async (slug: string) =>
  Number((await sql.execute(`SELECT count(*) AS "n" FROM "List" WHERE "slug" = ?`, [slug])).rows[0]!.n);
/** Each instance records its settings a moment after its start. */
const instancesRecorded = async (count: number) =>
  eventually(
    async () => Number((await sql.execute(`SELECT count(*) AS "n" FROM "InstanceSettings"`)).rows[0]!.n) >= count,
    `${count} instances recorded`,
  );

/** A day later, a new instance's sweep at its start: its [retention] line. */
async function sweepOnNewInstance(env: Record<string, string>): Promise<string> {
  await forgetTheDaysSweep(sql);
  const other = await start(env);
  let line = "";
  await eventually(() => {
    line = /^\[retention\] (swept|not swept).*$/m.exec(other.output())?.[0] ?? "";
    return line !== "";
  }, "the new instance's sweep");
  return line;
}

it("sweeps with the longest RETENTION_DAYS of the instances and tells owners and visitors that one", async () => {
  const long = await start({ RETENTION_DAYS: "400" });
  const short = await start({ RETENTION_DAYS: "30" });
  await instancesRecorded(2);
  const api = createApi(short.baseUrl, newSender());
  const kept = await api.createList("Kept for 400 days");
  const old = await api.createList("Older than 400 days");
  const changed = await changedDaysAgo(sql, "List", kept.slug, 390);
  await changedDaysAgo(sql, "List", old.slug, 410);

  // the instance set to 30 days names the day 400 days bring to the owner, and 400 days on its privacy page
  const owners = await api.get<{ list: { deletion_date?: string } }>(`/api/list_get.php?slug=${kept.slug}`, {
    "x-edit-token": kept.editToken,
  });
  expectOk(owners);
  expect(owners.json.list.deletion_date).toBe(new Date(changed.getTime() + 400 * DAY_MS).toISOString().slice(0, 10));
  const privacy = await (await fetch(`${short.baseUrl}/web/privacy/`, { headers: { "accept-language": "en" } })).text();
  expect(privacy).toMatch(/deleted 400 days after/);

  const line = await sweepOnNewInstance({ RETENTION_DAYS: "30" });
  expect(line).toMatch(/older than 400 days/);
  expect(line).toMatch(/RETENTION_DAYS differs between the instances/);
  expect(await rows(kept.slug)).toBe(1);
  expect(await rows(old.slug)).toBe(0);
  expect(long.output()).not.toMatch(/Error/);
}, 240_000);

it("sweeps nothing while an instance seen lately keeps lists for good (RETENTION_DAYS unset there)", async () => {
  await start({});
  await instancesRecorded(4);
  const api = createApi(servers[0]!.baseUrl, newSender());
  const old = await api.createList("Kept by the instance without retention");
  await changedDaysAgo(sql, "List", old.slug, 410);
  const line = await sweepOnNewInstance({ RETENTION_DAYS: "30" });
  expect(line).toMatch(/^\[retention\] not swept: .*RETENTION_DAYS.*unset/);
  expect(await rows(old.slug)).toBe(1);
}, 240_000);
