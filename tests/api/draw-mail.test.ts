// A draw's mail (issue 46's Wichteln, docs/decisions/089-draw-mail.md), against a real SMTP server
// on loopback (tests/support/smtp.ts): an address for a person — theirs or typed by the organizer —
// confirmed for this purpose before anything else goes to it; each person's own link by mail (made
// when sent, so a renewed link is the one that works); the reminder a week before the day, once;
// one-click unsubscribe; the same answers whatever an address's state; and no mail, answer or log
// that names anyone's match or holds an address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi, expectFailure, expectOk, type Api } from "../support/api";
import { inStoredForm, openDatabase } from "../support/database";
import { drawCalls, type Organizer, type Person } from "../support/draws";
import { SITE, eventually, isConfirmation, linkToken, mailEnv, newAddress, newSender } from "../support/mail";
import { freshDatabase, startServer, testBackend, type FreshDatabase, type TestServer } from "../support/server";
import { startSmtpServer, type ReceivedMail, type SmtpCatcher } from "../support/smtp";
import { apiAnswers } from "@/lib/validations/responses";

let smtp: SmtpCatcher;
let server: TestServer;
let api: Api;
let calls: ReturnType<typeof drawCalls>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer(mailEnv(smtp));
});

beforeEach(() => {
  api = createApi(server.baseUrl, { ...newSender(), "accept-language": "en" });
  calls = drawCalls(api);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A day `days` from today on the server's (this machine's) calendar, `YYYY-MM-DD`. */
function dayFromNow(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

async function sql(databaseUrl: string, statement: string, args: unknown[] = []) {
  const database = openDatabase(databaseUrl);
  try {
    return (await database.execute(statement, args)).rows;
  } finally {
    await database.close();
  }
}

const outboxEmpty = (databaseUrl = server.databaseUrl) =>
  eventually(
    async () => Number((await sql(databaseUrl, 'SELECT count(*) AS "n" FROM "MailOutbox"'))[0]!.n) === 0,
    "the outbox is empty",
  );

/** The token of the personal link in a mail (`/web/draw/?slug=…#person=…`). */
function personToken(mail: ReceivedMail, draw: Organizer): string {
  const match = new RegExp(`${SITE}/web/draw/\\?slug=${draw.slug}#person=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match, `a personal link in:\n${mail.text}`).not.toBeNull();
  return match![1]!;
}

const isLinkMail = (address: string) => (mail: ReceivedMail) => mail.to === address && /#person=/.test(mail.text);

async function confirm(address: string) {
  const mail = await smtp.waitFor(isConfirmation(address), `the confirmation to ${address}`);
  expectOk(await api.post("/api/mail_confirm.php", { token: linkToken(mail, "confirm") }));
  return mail;
}

/** Moves a drawn draw's day to `days` from now, as if it had been drawn a month ago. */
async function drawnLongAgo(databaseUrl: string, draw: Organizer, days: number) {
  const [row] = await sql(databaseUrl, 'SELECT "drawnAt" FROM "Draw" WHERE "slug" = ?', [draw.slug]);
  const stored = row!.drawnAt;
  const drawnAt = inStoredForm(stored, new Date(Date.now() - 30 * 24 * 60 * 60_000));
  await sql(databaseUrl, 'UPDATE "Draw" SET "eventDate" = ?, "drawnAt" = ? WHERE "slug" = ?', [
    dayFromNow(days),
    drawnAt,
    draw.slug,
  ]);
}

const sendLinks = (draw: Organizer, fields: Record<string, unknown> = {}) =>
  calls.organizerPost("/api/draw_send_links.php", draw, fields);

const setEmail = (draw: Organizer, person: Person, email: string | null) =>
  calls.organizerPost("/api/draw_email.php", draw, { participant_id: person.id, email });

async function hasEmail(draw: Organizer): Promise<Record<string, boolean | undefined>> {
  const view = (await calls.organizerView(draw)) as unknown as {
    participants: { name: string; has_email?: boolean }[];
  };
  return Object.fromEntries(view.participants.map((person) => [person.name, person.has_email]));
}

describe("grandma's address, typed by the organizer", () => {
  it("gets one confirmation for this purpose and nothing else until it is confirmed; then her own link, which names nobody", async () => {
    const draw = await calls.createDraw({
      title: "Family <b>Wichteln</b> & co",
      budget: "25",
      event_date: dayFromNow(40),
    });
    const address = newAddress("grandma");
    const grandma = await calls.add(draw, "Grandma", { email: address });
    const anouk = await calls.joinAs(draw, "Anouk");
    const bartholomew = await calls.joinAs(draw, "Bartholomew");

    const confirmation = await smtp.waitFor(isConfirmation(address), "the confirmation");
    expect(confirmation.subject).toBe(
      "Please confirm your e-mail address for the secret santa “Family <b>Wichteln</b> & co”",
    );
    expect(confirmation.text).toContain("This address was given for Grandma in the secret santa");
    expect(confirmation.html).toContain("Family &#60;b&#62;Wichteln&#60;/b&#62; &#38; co");
    expect(confirmation.html).not.toContain("<b>Wichteln</b>");
    expect(confirmation.text).not.toContain("#person=");
    expect(confirmation.rawHeader("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(confirmation.rawHeader("list-unsubscribe")).toMatch(
      new RegExp(`^<${SITE}/api/mail_unsubscribe\\.php\\?token=[A-Za-z0-9_-]{43}>$`),
    );

    // the organizer sees that she has an address, never the address
    expect(await hasEmail(draw)).toEqual({ Grandma: true, Anouk: false, Bartholomew: false });
    // asked before the draw and before she confirmed: nothing goes yet
    const asked = await sendLinks(draw);
    expectOk(asked);
    expect(apiAnswers.draw_send_links.safeParse(asked.json).error).toBeUndefined();
    expect(asked.json.people).toBe(1);
    expectOk(await calls.run(draw));
    await outboxEmpty();
    expect(smtp.to(address)).toHaveLength(1);

    // confirming sends what waited: her link, now to a drawn draw
    expectOk(await api.post("/api/mail_confirm.php", { token: linkToken(confirmation, "confirm") }));
    const mail = await smtp.waitFor(isLinkMail(address), "her link");
    expect(mail.subject).toBe("Your personal link for the secret santa “Family <b>Wichteln</b> & co”");
    expect(mail.text).toContain("Hello Grandma! The names of the secret santa");
    expect(mail.text).toContain("Budget: €25.00");
    const view = await calls.viewAs(draw, { ...grandma, token: personToken(mail, draw) });
    expect(view.me.name).toBe("Grandma");
    expect([anouk.name, bartholomew.name]).toContain(view.me.gives_to!.name);
    // no mail to her names anyone but her: her match is Anouk or Bartholomew
    for (const sent of smtp.to(address))
      expect(`${sent.subject} ${sent.text} ${sent.html}`).not.toMatch(/Anouk|Bartholomew/);

    // given again, confirmed: the same answer and no mail; nothing anywhere holds the address
    const again = await setEmail(draw, grandma, address.toUpperCase());
    expectOk(again);
    expect(apiAnswers.draw_email.safeParse(again.json).error).toBeUndefined();
    await outboxEmpty();
    expect(smtp.to(address)).toHaveLength(2);
    for (const text of api.transcript) expect(text).not.toContain(address);
    expect(server.output()).not.toContain(address);
    // the worker's sweeps and its look for reminders ran at its start, and every query of them worked
    expect(server.output()).not.toContain("[mail] the outbox cannot be read");
  });
});

describe("everyone's link", () => {
  it("goes once per round to each confirmed person and opens only their own view; a renewed link stops the mailed one, and one person's link can be mailed again", async () => {
    const draw = await calls.createDraw();
    const names = ["Anouk", "Bartholomew", "Cosima"];
    const people: Person[] = [];
    const addresses = new Map<string, string>();
    for (const name of names) {
      const address = newAddress(name.toLowerCase());
      addresses.set(name, address);
      // a person joining by themselves gives their own address
      people.push(await calls.joinAs(draw, name, `${name}-pw`, { email: address }));
      await confirm(address);
    }
    expectOk(await calls.run(draw));
    const sent = await sendLinks(draw);
    expectOk(sent);
    expect(sent.json.people).toBe(3);
    for (const person of people) {
      const address = addresses.get(person.name)!;
      const mail = await smtp.waitFor(isLinkMail(address), `${person.name}'s link`);
      const view = await calls.viewAs(draw, { ...person, token: personToken(mail, draw) });
      expect(view.me.name).toBe(person.name);
      const others = names.filter((name) => name !== person.name);
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(new RegExp(others.join("|")));
    }
    // a second tap sends nothing again in this round
    const second = await sendLinks(draw);
    expectOk(second);
    expect(second.json.people).toBe(0);
    await outboxEmpty();
    for (const address of addresses.values()) expect(smtp.to(address).filter(isLinkMail(address))).toHaveLength(1);

    // the organizer renews Anouk's link: the mailed one stops working
    const anouk = people[0]!;
    const anoukAddress = addresses.get("Anouk")!;
    const mailed = personToken(smtp.to(anoukAddress).find(isLinkMail(anoukAddress))!, draw);
    expectOk(await calls.organizerPost("/api/draw_link.php", draw, { participant_id: anouk.id }));
    const stale = await calls.read(draw.slug, { "X-Participant-Token": mailed });
    expectFailure(stale, 403, "participant_token_invalid", "en");
    // and mails her a new one, which works
    const again = await sendLinks(draw, { participant_id: anouk.id });
    expectOk(again);
    expect(again.json.people).toBe(1);
    await eventually(() => smtp.to(anoukAddress).filter(isLinkMail(anoukAddress)).length === 2, "her new link");
    const fresh = personToken(smtp.to(anoukAddress).filter(isLinkMail(anoukAddress))[1]!, draw);
    expect((await calls.viewAs(draw, { ...anouk, token: fresh })).me.name).toBe("Anouk");
    for (const address of addresses.values()) {
      for (const text of api.transcript) expect(text).not.toContain(address);
    }
  });
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
    await drawnLongAgo(server.databaseUrl, draw, 3);
    // confirming now finds the reminder due (the worker's look finds it too, once a minute)
    await confirm(address);
    const reminder = await smtp.waitFor((m) => m.to === address && /^Reminder/.test(m.subject), "the reminder");
    expect(reminder.subject).toMatch(/^Reminder: the secret santa “Office gifts” is on \w+day, \d+ \w+ \d{4}$/);
    expect(reminder.text).toContain("Hello Grandma! The secret santa “Office gifts” is on");
    const view = await calls.viewAs(draw, { ...grandma, token: personToken(reminder, draw) });
    expect(view.me.name).toBe("Grandma");
    expect(`${reminder.text} ${reminder.html}`).not.toMatch(/Anouk|Bartholomew/);
    // asked for her link now, she gets it (her reminder went already)
    expectOk(await sendLinks(draw));
    await smtp.waitFor((m) => isLinkMail(address)(m) && /^Your personal link/.test(m.subject), "her link");
    await outboxEmpty();
    expect(smtp.to(address).filter((m) => /^Reminder/.test(m.subject))).toHaveLength(1);
  });

  it("is not sent for a draw made within the last week: the link mail says the day", async () => {
    const draw = await calls.createDraw({ event_date: dayFromNow(3) });
    const address = newAddress("late");
    await calls.add(draw, "Grandma", { email: address });
    await confirm(address);
    await calls.joinAs(draw, "Anouk");
    await calls.joinAs(draw, "Bartholomew");
    expectOk(await calls.run(draw));
    expectOk(await sendLinks(draw));
    const mail = await smtp.waitFor(isLinkMail(address), "her link");
    expect(mail.subject).toMatch(/^Your personal link/);
    expect(mail.text).toMatch(/Exchange: \w+day, \d+ \w+ \d{4}/);
  });
});

describe("leaving", () => {
  it("one-click unsubscribe ends a person's mails; the organizer's screen stays; given again, the address is confirmed again", async () => {
    const draw = await calls.createDraw();
    const address = newAddress("leaving");
    const grandma = await calls.add(draw, "Grandma", { email: address });
    const confirmation = await confirm(address);
    const unsubscribeUrl = /^<(.+)>$/.exec(confirmation.rawHeader("list-unsubscribe")!)![1]!;
    const oneClick = await fetch(unsubscribeUrl.replace(SITE, server.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await hasEmail(draw)).toEqual({ Grandma: true });
    const asked = await sendLinks(draw, { participant_id: grandma.id });
    expect(asked.json.people).toBe(1);
    await outboxEmpty();
    expect(smtp.to(address)).toHaveLength(1);
    // the organizer gives it again: a new confirmation, nothing else
    expectOk(await setEmail(draw, grandma, address));
    await eventually(() => smtp.to(address).length === 2, "a new confirmation");
    expect(isConfirmation(address)(smtp.to(address)[1]!)).toBe(true);
    // and takes it away
    expectOk(await setEmail(draw, grandma, null));
    expect(await hasEmail(draw)).toEqual({ Grandma: false });
  });
});

describe("no spam cannon", () => {
  it("counts draw confirmations with every other per address, answers alike, and refuses what is no address", async () => {
    const draw = await calls.createDraw();
    const address = newAddress("flooded");
    for (const name of ["One", "Two", "Three", "Four"])
      expectOk(await calls.join(draw, { name, organizer_token: draw.token, email: address }));
    await outboxEmpty();
    expect(smtp.to(address).filter(isConfirmation(address))).toHaveLength(3);

    const bad = await calls.join(draw, { name: "Five", organizer_token: draw.token, email: "not an address" });
    expectFailure(bad, 400, "invalid_email", "en");
    expect(bad.json.field).toBe("email");
    const person = await calls.add(draw, "Six");
    expectFailure(await setEmail(draw, person, "a@b"), 400, "invalid_email", "en");
    expectFailure(
      await calls.organizerPost("/api/draw_email.php", draw, { participant_id: person.id }),
      400,
      "invalid_email",
      "en",
    );
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
    const first = await startServer(mailEnv(smtp), database);
    servers.push(first);
    api = createApi(first.baseUrl, { ...newSender(), "accept-language": "en" });
    calls = drawCalls(api);
    const draw = await calls.createDraw({ event_date: dayFromNow(30) });
    // a dozen people, so that two instances starting at once look for them at the same time
    const addresses = Array.from({ length: 12 }, (_, index) => newAddress(`restart${index}`));
    for (const [index, address] of addresses.entries()) await calls.add(draw, `Person ${index}`, { email: address });
    for (const address of addresses) await confirm(address);
    expectOk(await calls.run(draw));
    await outboxEmpty(database.databaseUrl);
    await first.stop();
    await drawnLongAgo(database.databaseUrl, draw, 5);
    const instances = testBackend === "postgresql" ? 2 : 1;
    servers.push(...(await Promise.all(Array.from({ length: instances }, () => startServer(mailEnv(smtp), database)))));
    const reminders = (address: string) => smtp.to(address).filter((m) => /^Reminder/.test(m.subject));
    await eventually(() => addresses.every((address) => reminders(address).length > 0), "every reminder");
    await outboxEmpty(database.databaseUrl);
    for (const address of addresses) expect(reminders(address), address).toHaveLength(1);
  });
});
