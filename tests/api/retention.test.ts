// RETENTION_DAYS (issue 56, docs/decisions/131-retention.md) with a moved clock: the test moves
// rows back in time in the database, as the draw reminder's test does, and forgets the day's claim
// of the sweep, as if a day had passed; a new instance on the same database then sweeps at its
// start. Also the privacy page (decision 133): the days and OPERATOR_CONTACT, shown only when set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, expectOk, type Api } from "../support/api";
import { openDatabase, type TestDatabase } from "../support/database";
import { drawCalls } from "../support/draws";
import { confirmedOwnerAddress, eventually, mailEnv, METRICS, newSender } from "../support/mail";
import { changedDaysAgo as moveBack, forgetTheDaysSweep, holdListDeletes as holdDeletes } from "../support/retention";
import { freshDatabase, startServer, type FreshDatabase, type TestServer } from "../support/server";
import { startSmtpServer, type SmtpCatcher } from "../support/smtp";

const DAY_MS = 24 * 60 * 60_000;
const RETENTION_DAYS = 60;
const CONTACT = "Familie Muster <datenschutz@example.org>";

let database: FreshDatabase;
let smtp: SmtpCatcher;
let server: TestServer;
let api: Api;
let sql: TestDatabase;
const instanceEnv = () => ({ ...mailEnv(smtp), RETENTION_DAYS: String(RETENTION_DAYS) });

beforeAll(async () => {
  database = await freshDatabase();
  smtp = await startSmtpServer();
  server = await startServer({ ...instanceEnv(), OPERATOR_CONTACT: CONTACT }, database);
  api = createApi(server.baseUrl, newSender());
  sql = openDatabase(database.databaseUrl);
}, 120_000);

afterAll(async () => {
  await sql?.close();
  await server?.stop();
  await smtp?.stop();
  await database?.remove();
});

const changedDaysAgo = (table: "List" | "Draw", slug: string, days: number) => moveBack(sql, table, slug, days);

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const ownerGet = (list: { slug: string; editToken: string }) =>
  api.get<{ list: { deletion_date?: string } }>(`/api/list_get.php?slug=${list.slug}`, {
    "x-edit-token": list.editToken,
  });
const rows = async (table: "List" | "Draw", slug: string) =>
  Number((await sql.execute(`SELECT count(*) AS "n" FROM "${table}" WHERE "slug" = ?`, [slug])).rows[0]!.n);

/**
 * A day later on another instance: the day's claim is forgotten, and a new instance on the same
 * database sweeps at its start. Resolves with that instance (stopped by the caller) and its log line.
 */
async function sweepOnNewInstance(env: Record<string, string> = {}): Promise<{ other: TestServer; line: string }> {
  await forgetTheDaysSweep(sql);
  const other = await startServer({ ...instanceEnv(), ...env }, database);
  let line = "";
  await eventually(() => {
    line = /^\[retention\] swept.*$/m.exec(other.output())?.[0] ?? "";
    return line !== "";
  }, "the new instance's sweep");
  return { other, line };
}

describe("retention", () => {
  it("names the day in the owner's answer within 14 days of it, never to visitors; keep it moves it away", async () => {
    const soon = await api.createList("Soon");
    const later = await api.createList("Later");
    const changed = await changedDaysAgo("List", soon.slug, RETENTION_DAYS - 10);
    await changedDaysAgo("List", later.slug, RETENTION_DAYS - 20);

    const owners = await ownerGet(soon);
    expectOk(owners);
    expect(owners.json.list.deletion_date).toBe(dayOf(new Date(changed.getTime() + RETENTION_DAYS * DAY_MS)));
    expect((await ownerGet(later)).json.list).not.toHaveProperty("deletion_date");
    expect((await api.getList(soon.slug)).json.list).not.toHaveProperty("deletion_date");

    // any change counts, a new wish too
    const wished = await api.createList("Wished");
    await changedDaysAgo("List", wished.slug, RETENTION_DAYS - 10);
    expect((await ownerGet(wished)).json.list).toHaveProperty("deletion_date");
    await api.addItem(wished, { title: "Scarf" });
    expect((await ownerGet(wished)).json.list).not.toHaveProperty("deletion_date");

    const kept = await api.updateList(soon, { keep: true });
    expect(kept).not.toHaveProperty("deletion_date");
    expect((await ownerGet(soon)).json.list).not.toHaveProperty("deletion_date");
  });

  it("deletes the lists and draws past the limit at a sweep, keeps a list before its event, and tells an owner once", async () => {
    const gone = await api.createList("Old and done");
    await api.addItem(gone, { title: "Kettle" });
    const beforeEvent = await api.createList("Wedding");
    const eventDay = dayOf(new Date(Date.now() + 5 * DAY_MS));
    await api.updateList(beforeEvent, { event_date: `${eventDay}T15:00` });
    const told = await api.createList("Birthday");
    const { address } = await confirmedOwnerAddress(api, smtp, told);
    const draws = drawCalls(api);
    const oldDraw = await draws.createDraw();
    const newDraw = await draws.createDraw();

    await changedDaysAgo("List", gone.slug, RETENTION_DAYS + 1);
    await changedDaysAgo("List", beforeEvent.slug, RETENTION_DAYS + 1);
    const toldChanged = await changedDaysAgo("List", told.slug, RETENTION_DAYS - 3);
    await changedDaysAgo("Draw", oldDraw.slug, RETENTION_DAYS + 1);

    const first = await sweepOnNewInstance();
    try {
      expect(first.line).toContain(
        `older than ${RETENTION_DAYS} days: deleted 1 list(s) and 1 draw(s), told 1 owner(s)`,
      );
      expect((await api.getList(gone.slug)).status).toBe(404);
      expect((await api.getList(beforeEvent.slug)).status).toBe(200);
      expect((await api.getList(told.slug)).status).toBe(200);
      expect(await rows("Draw", oldDraw.slug)).toBe(0);
      expect(await rows("Draw", newDraw.slug)).toBe(1);
      // the wish went with its list, as with the owner's delete
      expect(
        Number((await sql.execute(`SELECT count(*) AS "n" FROM "Item" WHERE "title" = 'Kettle'`)).rows[0]!.n),
      ).toBe(0);

      const deletionDay = new Date(toldChanged.getTime() + RETENTION_DAYS * DAY_MS);
      const mail = await smtp.waitFor(
        (received) => received.to === address && /will be deleted/.test(received.text),
        "the owner's notice",
      );
      const spelled = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" }).format(deletionDay);
      expect(mail.text).toContain(`This list will be deleted on ${spelled}`);

      const metrics = await (
        await fetch(`${first.other.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })
      ).text();
      expect(metrics).toMatch(/^wunschliste_retention_total\{what="list_deleted"\} 1$/m);
      expect(metrics).toMatch(/^wunschliste_retention_total\{what="owner_told"\} 1$/m);
    } finally {
      await first.other.stop();
    }

    // the next day: nothing more to delete, and the owner is not told again
    const second = await sweepOnNewInstance();
    // this instance runs without OPERATOR_CONTACT: its privacy page names nobody
    const privacy = await (await fetch(`${second.other.baseUrl}/web/privacy/`)).text();
    await second.other.stop();
    expect(privacy).toContain('data-testid="privacy-screen"');
    expect(privacy).not.toContain('data-testid="privacy-contact"');
    expect(second.line).toContain("deleted 0 list(s) and 0 draw(s), told 0 owner(s)");
    expect(smtp.to(address).filter((received) => /will be deleted/.test(received.text))).toHaveLength(1);
  }, 240_000);
});

describe("a sweep that fails", () => {
  const holdListDeletes = (held: boolean) => holdDeletes(sql, database.databaseUrl, held);

  it("is tried again at the next look, not a day later", async () => {
    const stuck = await api.createList("Old and stuck");
    await changedDaysAgo("List", stuck.slug, RETENTION_DAYS + 1);
    await holdListDeletes(true);
    try {
      // a day later, as above: the day's claim is forgotten and a new instance sweeps at its start
      await forgetTheDaysSweep(sql);
      const failing = await startServer(instanceEnv(), database);
      try {
        await eventually(() => /^\[retention\] the sweep failed/m.test(failing.output()), "the failed sweep");
      } finally {
        await failing.stop();
      }
    } finally {
      await holdListDeletes(false);
    }
    expect(await rows("List", stuck.slug)).toBe(1);
    // the next look (an instance's start, as the hourly one): the failed sweep left no claim behind
    const next = await startServer(instanceEnv(), database);
    try {
      await eventually(() => /^\[retention\] swept/m.test(next.output()), "the sweep tried again");
    } finally {
      await next.stop();
    }
    expect(await rows("List", stuck.slug)).toBe(0);
  }, 240_000);
});

describe("the privacy page", () => {
  const page = async (baseUrl: string, language = "en") =>
    (await fetch(`${baseUrl}/web/privacy/`, { headers: { "accept-language": language } })).text();

  it("says what is kept, for how long, and whom to ask, in the visitor's language", async () => {
    const html = await page(server.baseUrl);
    expect(html).toContain("The owner password and the owner&#x27;s sign-in tokens, only as hashes.");
    expect(html).toContain(`deleted ${RETENTION_DAYS} days after their event`);
    // what the operator's backups keep of it (decision 202)
    expect(html).toContain("can remain in this server&#x27;s backups for as long as its operator keeps them");
    // escaped, never markup
    expect(html).toContain("Familie Muster &lt;datenschutz@example.org&gt;");
    // this server sends mail: no word of mail being off
    expect(html).toContain('data-fact="mailAddress"');
    expect(html).not.toContain("privacy-mail-off");
    const arabic = await page(server.baseUrl, "ar");
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain("الخصوصية");
  });

  it("is linked from every page's footer", async () => {
    const list = await api.createList("Footer");
    for (const path of ["/web/", `/web/?slug=${list.slug}`, "/web/privacy/"]) {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      expect(html, path).toMatch(/<footer class="site-footer"><a href="\/web\/privacy\/">/);
    }
  });
});
