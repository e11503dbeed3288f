// A draw's reminder a week before its day (issue 46's Wichteln, docs/decisions/089-draw-mail.md),
// against a real SMTP server on loopback (tests/support/smtp.ts): once, to a confirmed address, with
// the person's link and no one's match; none for a draw made within the last week; and one that came
// due while no server ran is sent once at the start, by one of two instances on PostgreSQL. Tested
// without a clock: the draw's day and drawnAt move back in the database (drawnLongAgo). The
// addresses and links themselves: draw-mail-links.test.ts.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createApi, expectOk } from "../support/api";
import { dayFromNow, drawMailCalls, drawnLongAgo, isLinkMail, isReminder, personToken } from "../support/draw-mail";
import { mailEnv, mailServerFor, eventually, newAddress, newSender, outboxEmpty } from "../support/mail";
import { freshDatabase, startServer, testBackend, type FreshDatabase, type TestServer } from "../support/server";

// an SMTP catcher and a server mailing through it, for the whole file
const mailing = mailServerFor();
let calls: ReturnType<typeof drawMailCalls>;

beforeEach(() => {
  calls = drawMailCalls(createApi(mailing.server.baseUrl, { ...newSender(), "accept-language": "en" }), mailing.smtp);
});

describe("the reminder", () => {
  it("goes to a confirmed address once when the day is a week away, with the person's link, for a draw made before", async () => {
    const draw = await calls.createDraw({ title: "Office gifts", event_date: dayFromNow(30) });
    const address = newAddress("grandma");
    const grandma = await calls.add(draw, "Grandma", { email: address });
    await calls.joinAs(draw, "Anouk");
    await calls.joinAs(draw, "Bartholomew");
    expectOk(await calls.run(draw));
    // a month later: the day is in three days
    await drawnLongAgo(mailing.server.databaseUrl, draw, 3);
    // confirming now finds the reminder due (the worker's look finds it too, once a minute)
    await calls.confirm(address);
    const reminder = await mailing.smtp.waitFor((m) => m.to === address && isReminder(m), "the reminder");
    expect(reminder.subject).toMatch(/^Reminder: the secret santa “Office gifts” is on \w+day, \d+ \w+ \d{4}$/);
    expect(reminder.text).toContain("Hello Grandma! The secret santa “Office gifts” is on");
    const view = await calls.viewAs(draw, { ...grandma, token: personToken(reminder, draw) });
    expect(view.me.name).toBe("Grandma");
    expect(`${reminder.text} ${reminder.html}`).not.toMatch(/Anouk|Bartholomew/);
    // asked for her link now, she gets it (her reminder went already)
    expectOk(await calls.sendLinks(draw));
    await mailing.smtp.waitFor((m) => isLinkMail(address)(m) && /^Your personal link/.test(m.subject), "her link");
    await outboxEmpty(mailing.server.databaseUrl);
    expect(mailing.smtp.to(address).filter(isReminder)).toHaveLength(1);
  });

  // decision 222 left it: the reminder said "with their wishlist" also to a giver whose match has
  // none (or whose list was deleted since), and the page then said there was none
  it("says 'with their wishlist' only when the person's match has one on this server", async () => {
    const api = createApi(mailing.server.baseUrl, { "accept-language": "en" });
    async function reminderWith(lists: "both" | "none" | "deleted") {
      const draw = await calls.createDraw({ title: "Christmas", event_date: dayFromNow(30) });
      const address = newAddress("grandpa");
      await calls.add(draw, "Grandpa", { email: address });
      const made = await Promise.all(["Anouk", "Bartholomew"].map((name) => api.createList(`${name}'s wishes`)));
      for (const [index, name] of ["Anouk", "Bartholomew"].entries()) {
        await calls.joinAs(draw, name, `${name}-pw`, lists === "none" ? {} : { list_slug: made[index]!.slug });
      }
      expectOk(await calls.run(draw));
      if (lists === "deleted") {
        for (const list of made) {
          expectOk(await api.post("/api/list_delete.php", { slug: list.slug, edit_token: list.editToken }));
        }
      }
      await drawnLongAgo(mailing.server.databaseUrl, draw, 3);
      await calls.confirm(address);
      return mailing.smtp.waitFor((m) => m.to === address && isReminder(m), `the reminder (${lists})`);
    }
    const withLists = await reminderWith("both");
    expect(withLists.text).toContain("Your personal link below shows whom you give to, with their wishlist.");
    for (const lists of ["none", "deleted"] as const) {
      const reminder = await reminderWith(lists);
      expect(reminder.text, lists).toContain("Your personal link below shows whom you give to.");
      expect(`${reminder.text} ${reminder.html}`, lists).not.toMatch(/wishlist/i);
    }
  });

  it("is not sent for a draw made within the last week: the link mail says the day", async () => {
    const draw = await calls.createDraw({ event_date: dayFromNow(3) });
    const address = newAddress("late");
    await calls.add(draw, "Grandma", { email: address });
    await calls.confirm(address);
    await calls.joinAs(draw, "Anouk");
    await calls.joinAs(draw, "Bartholomew");
    expectOk(await calls.run(draw));
    expectOk(await calls.sendLinks(draw));
    const mail = await mailing.smtp.waitFor(isLinkMail(address), "her link");
    expect(mail.subject).toMatch(/^Your personal link/);
    expect(mail.text).toMatch(/Exchange: \w+day, \d+ \w+ \d{4}/);
  });
});

describe("a reminder that came due while no server ran", () => {
  const databases: FreshDatabase[] = [];
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((one) => one.stop()));
    await Promise.all(databases.map((database) => database.remove()));
  });

  it(`is sent once at the start${testBackend === "postgresql" ? ", by one of two instances" : ""}`, async () => {
    const database = await freshDatabase();
    databases.push(database);
    const first = await startServer(mailEnv(mailing.smtp), database);
    servers.push(first);
    calls = drawMailCalls(createApi(first.baseUrl, { ...newSender(), "accept-language": "en" }), mailing.smtp);
    const draw = await calls.createDraw({ event_date: dayFromNow(30) });
    // a dozen people, so that two instances starting at once look for them at the same time
    const addresses = Array.from({ length: 12 }, (_, index) => newAddress(`restart${index}`));
    for (const [index, address] of addresses.entries()) await calls.add(draw, `Person ${index}`, { email: address });
    for (const address of addresses) await calls.confirm(address);
    expectOk(await calls.run(draw));
    await outboxEmpty(database.databaseUrl);
    await first.stop();
    await drawnLongAgo(database.databaseUrl, draw, 5);
    const instances = testBackend === "postgresql" ? 2 : 1;
    servers.push(
      ...(await Promise.all(Array.from({ length: instances }, () => startServer(mailEnv(mailing.smtp), database)))),
    );
    const reminders = (address: string) => mailing.smtp.to(address).filter(isReminder);
    await eventually(() => addresses.every((address) => reminders(address).length > 0), "every reminder");
    await outboxEmpty(database.databaseUrl);
    for (const address of addresses) expect(reminders(address), address).toHaveLength(1);
    // three server starts, a dozen people joined and confirmed, a dozen mails twice: a CI at load
    // 10–20 went past the default 2 minutes with nothing wrong
  }, 360_000);
});
