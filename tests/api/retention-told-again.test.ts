// RETENTION_DAYS' mail to the owner (docs/decisions/131-retention.md) is one per approach of the
// deletion day, not one per list for good: an owner who answers the notice with a new wish instead
// of "keep it" starts the count again, and the next approach, a RETENTION_DAYS later, is mailed
// again (decision 241). And the admin's hiding is no change of the owner's: it leaves the day as it
// was (docs/api.md, "Admin"). A moved clock, as in retention.test.ts.
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_TOKEN } from "../support/admin";
import { createApi, expectOk, type Api } from "../support/api";
import { openDatabase, type TestDatabase } from "../support/database";
import { confirmedOwnerAddress, eventually, mailEnv, newSender } from "../support/mail";
import { changedDaysAgo, forgetTheDaysSweep } from "../support/retention";
import { freshDatabase, startServer, type FreshDatabase, type TestServer } from "../support/server";
import { startSmtpServer, type SmtpCatcher } from "../support/smtp";

const RETENTION_DAYS = 60;

let database: FreshDatabase;
let smtp: SmtpCatcher;
let server: TestServer;
let api: Api;
let sql: TestDatabase;
const instanceEnv = () => ({ ...mailEnv(smtp), RETENTION_DAYS: String(RETENTION_DAYS), ADMIN_TOKEN });

beforeAll(async () => {
  database = await freshDatabase();
  smtp = await startSmtpServer();
  server = await startServer(instanceEnv(), database);
  api = createApi(server.baseUrl, newSender());
  sql = openDatabase(database.databaseUrl);
}, 120_000);

afterAll(async () => {
  await sql?.close();
  await server?.stop();
  await smtp?.stop();
  await database?.remove();
});

/** A day later on another instance, which sweeps at its start: resolves with its log line. */
async function sweepOnNewInstance(): Promise<string> {
  await forgetTheDaysSweep(sql);
  const other = await startServer(instanceEnv(), database);
  try {
    let line = "";
    await eventually(() => {
      line = /^\[retention\] swept.*$/m.exec(other.output())?.[0] ?? "";
      return line !== "";
    }, "the new instance's sweep");
    return line;
  } finally {
    await other.stop();
  }
}

it("mails the owner again when the list nears deletion again after a change other than keep it", async () => {
  const list = await api.createList("Birthday");
  const { address } = await confirmedOwnerAddress(api, smtp, list);
  const notices = () => smtp.to(address).filter((mail) => /will be deleted/.test(mail.text));

  await changedDaysAgo(sql, "List", list.slug, RETENTION_DAYS - 3);
  expect(await sweepOnNewInstance()).toContain("told 1 owner(s)");
  await smtp.waitFor((mail) => mail.to === address && /will be deleted/.test(mail.text), "the first notice");

  // the owner answers with a new wish: the count starts again…
  await api.addItem(list, { title: "Scarf" });
  // …and a RETENTION_DAYS later the day nears again, unnoticed by the owner
  await changedDaysAgo(sql, "List", list.slug, RETENTION_DAYS - 3);
  expect(await sweepOnNewInstance()).toContain("told 1 owner(s)");
  await eventually(() => notices().length === 2, "the second notice");
}, 240_000);

it("hiding a list and showing it again leaves its deletion day as it was", async () => {
  const list = await api.createList("Old sofa for sale");
  await changedDaysAgo(sql, "List", list.slug, RETENTION_DAYS - 10);
  const deletionDay = async () => {
    const answer = await api.get<{ list: { deletion_date?: string } }>(`/api/list_get.php?slug=${list.slug}`, {
      "x-edit-token": list.editToken,
    });
    expectOk(answer);
    return answer.json.list.deletion_date;
  };
  const before = await deletionDay();
  expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const headers = { "x-admin-token": ADMIN_TOKEN };
  expectOk(await api.post("/api/admin_list_hide.php", { slug: list.slug, hidden: true }, { headers }));
  expect(await deletionDay()).toBe(before);
  expectOk(await api.post("/api/admin_list_hide.php", { slug: list.slug, hidden: false }, { headers }));
  expect(await deletionDay()).toBe(before);
});
