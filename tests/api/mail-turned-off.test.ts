// Mail turned off after it was on (SMTP_URL removed: the family tried it, the club changed its mail
// provider): the privacy page still says that an address nobody confirmed is forgotten after a
// week, and that deleting a list deletes what belongs to it. Both are done by the mail sender's
// sweep, which ran only with SMTP_URL: a server without it kept every address it had been given,
// for good. The sweep now runs on every server (decision 212).
import { expect, it, onTestFinished } from "vitest";
import { createApi, expectOk } from "../support/api";
import { inStoredForm, openDatabase } from "../support/database";
import { confirmAddress, mailEnv, newAddress, newSender, outboxAt, outboxRows, reserveWithMail } from "../support/mail";
import { freshDatabase, startServer } from "../support/server";
import { startSmtpServer } from "../support/smtp";

const DAY_MS = 24 * 60 * 60_000;

it("forgets an unconfirmed address after a week, and a deleted list's, with mail turned off", async () => {
  const database = await freshDatabase();
  onTestFinished(() => database.remove());
  const sql = openDatabase(database.databaseUrl);
  onTestFinished(() => sql.close());
  const smtp = await startSmtpServer();
  onTestFinished(() => smtp.stop());

  // with mail: one giver never confirms, another confirms for a list its owner deletes later
  const mailing = await startServer(mailEnv(smtp), database);
  const api = createApi(mailing.baseUrl, newSender());
  const list = await api.createList("Sommerfest");
  const unconfirmed = newAddress("never");
  await reserveWithMail(api, (await api.addItem(list, { title: "Hängematte" })).id, unconfirmed);
  const confirmed = newAddress("gone");
  const other = await api.createList("Abschied");
  await reserveWithMail(api, (await api.addItem(other, { title: "Koffer" })).id, confirmed);
  await confirmAddress(api, smtp, confirmed);
  expectOk(await api.post("/api/list_delete.php", { slug: other.slug, edit_token: other.editToken }));
  await expect.poll(() => outboxRows(database.databaseUrl), { timeout: 60_000 }).toBe(0);
  await mailing.stop();

  // eight days on: the week has passed for the one, the hour for the other
  const addresses = async () =>
    (await sql.execute(`SELECT "address" FROM "MailAddress"`)).rows.map((row) => String(row.address)).sort();
  expect(await addresses()).toEqual([confirmed, unconfirmed].sort());
  for (const table of ["MailAddress", "MailSubscription"]) {
    for (const row of (await sql.execute(`SELECT "id", "lastUsedAt" FROM "${table}"`)).rows) {
      const then = inStoredForm(row.lastUsedAt, new Date(Date.now() - 8 * DAY_MS));
      await sql.execute(`UPDATE "${table}" SET "lastUsedAt" = ? WHERE "id" = ?`, [then, row.id]);
    }
  }

  // the same database, mail turned off
  const quiet = await startServer({}, database);
  onTestFinished(() => quiet.stop());
  await expect.poll(addresses, { timeout: 60_000, interval: 500 }).toEqual([]);
  expect((await sql.execute(`SELECT count(*) AS "n" FROM "MailSubscription"`)).rows[0]!.n).toBe(0);
  expect(quiet.output()).not.toContain("[mail]");
}, 240_000);

// ... and turned on again: a mail that waited more than a day without a sender (mail off, or no
// instance running) tells of what is long past; it is given up, as a mail failing for a day is,
// instead of sent however old (decision 212).
it("gives up, once mail is on again, a mail that waited more than a day without a sender", async () => {
  const database = await freshDatabase();
  onTestFinished(() => database.remove());
  const smtp = await startSmtpServer();
  onTestFinished(() => smtp.stop());
  await smtp.stop(); // nobody answers: the confirmation waits in the outbox

  const first = await startServer(mailEnv(smtp), database);
  const api = createApi(first.baseUrl, newSender());
  const list = await api.createList("Winter");
  await reserveWithMail(api, (await api.addItem(list, { title: "Schlitten" })).id, newAddress("late"));
  await expect.poll(() => first.output(), { timeout: 60_000 }).toContain("could not be sent");
  await first.stop();

  // two days on, with mail back
  await outboxAt(database.databaseUrl, new Date(Date.now() - 2 * DAY_MS));
  await smtp.start();
  const again = await startServer(mailEnv(smtp), database);
  onTestFinished(() => again.stop());
  await expect.poll(() => outboxRows(database.databaseUrl), { timeout: 60_000, interval: 250 }).toBe(0);
  // the line may reach the test's pipe a moment after the row is gone (a busy machine)
  await expect
    .poll(() => again.output(), { timeout: 30_000 })
    .toMatch(/\[mail\] gave up on a confirm mail \S+ due 48\.\d h ago/);
  expect(smtp.mails).toEqual([]);
}, 240_000);
