// Updating from a release with draws and mail (0.2.0 on; tests/releases/fill-draws-mail.mjs made
// what its fixture holds): after today's migrations and with today's server, the draw answers its
// organizer and each person as the release did, every match stays where it was and stays secret,
// passwords and tokens hold, next year's copy still avoids last year's pairs; confirmed addresses
// go on getting their mails, and a digest the release had not sent yet goes out. Every row is
// compared by tests/api/upgrade.test.ts; this file checks that the rows still work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/migrations.mjs";
import { createApi, expectOk, type Api } from "../support/api";
import { drawCalls, everyMatch, type Organizer, type Person } from "../support/draws";
import { mailEnv, outboxAt } from "../support/mail";
import { loadReleaseDatabase, recordedDrawsAndMail, RELEASE_FIXTURES } from "../support/releases";
import { freshDatabase, startServer, type FreshDatabase, type TestServer } from "../support/server";
import { startSmtpServer, type SmtpCatcher } from "../support/smtp";

const WITH_DRAWS = RELEASE_FIXTURES.filter((version) => recordedDrawsAndMail(version).draws.length > 0);

describe.each(WITH_DRAWS)("a database of release %s with draws and mail, updated", (version) => {
  const { draws, mail } = recordedDrawsAndMail(version);
  const draw = draws[0]!;
  const organizer: Organizer = { slug: draw.slug, token: draw.organizerToken };
  const people: Person[] = draw.people.map(({ id, name, token }) => ({ id, name, token, link: "" }));
  let database: FreshDatabase;
  let server: TestServer;
  let smtp: SmtpCatcher;
  let api: Api;
  let calls: ReturnType<typeof drawCalls>;

  beforeAll(async () => {
    database = await freshDatabase({ migrated: false });
    await loadReleaseDatabase(version, database);
    await migrate({ databaseUrl: database.databaseUrl, log: () => {} });
    // the release's waiting mails due now, as after an update that took minutes: the fixture was
    // recorded days ago, and a mail due a day before with no sender is given up (decision 212)
    await outboxAt(database.databaseUrl, new Date());
    smtp = await startSmtpServer();
    server = await startServer(mailEnv(smtp, 1), database);
    api = createApi(server.baseUrl);
    calls = drawCalls(api);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await database?.remove();
  });

  it("answers the organizer as the release did, and still shows no match", async () => {
    const view = await calls.organizerView(organizer);
    expect(view).toMatchObject(draw.organizer);
    expect(JSON.stringify(view)).not.toMatch(/gives_to/);
    expectOk(await api.post("/api/draw_login.php", { slug: draw.slug, organizer_password: draw.organizerPassword }));
  });

  it("keeps every match: those who looked see theirs again, and the draw still holds its rules", async () => {
    for (const [name, recordedView] of Object.entries(draw.views)) {
      const { me } = await calls.viewAs(
        organizer,
        people.find((person) => person.name === name)!,
      );
      expect(me.gives_to, name).toEqual(recordedView.me.gives_to);
    }
    const matches = await everyMatch(calls, organizer, people);
    // everyone gives once and receives once, nobody themselves, the couple not each other
    expect(new Set(matches.values()).size).toBe(people.length);
    for (const [giver, receiver] of matches) expect(receiver, giver).not.toBe(giver);
    expect(matches.get("Mia")).not.toBe("Ben");
    expect(matches.get("Ben")).not.toBe("Mia");
  });

  it("lets a person come back with their name and password", async () => {
    const karl = draw.people.find((person) => person.name === "Opa Karl")!;
    const back = await calls.join(organizer, { name: karl.name, password: karl.password });
    expect(back.status, back.text).toBe(200);
    expect(back.json.participant_id).toBe(karl.id);
  });

  it("draws next year's copy without last year's pairs", async () => {
    const lastYear = await everyMatch(calls, organizer, people);
    const nextYear: Organizer = { slug: draw.nextYear.slug, token: draw.nextYear.organizerToken };
    const before = await calls.organizerView(nextYear);
    expect(before.draw).toMatchObject({ drawn: false, has_last_year: true, avoid_last_year: true });
    expectOk(await calls.run(nextYear));
    // each person's link in the copy, handed out by its organizer
    const copied: Person[] = [];
    for (const { id, name } of before.participants) {
      const link = await calls.organizerPost("/api/draw_link.php", nextYear, { participant_id: id });
      expectOk(link);
      copied.push({ id, name, token: String(link.json.participant_token), link: "" });
    }
    const matches = await everyMatch(calls, nextYear, copied);
    for (const [giver, receiver] of matches) expect(receiver, giver).not.toBe(lastYear.get(giver));
  });

  it.runIf(Boolean(mail))(
    "mails confirmed addresses as before, and sends the digest the release left waiting",
    async () => {
      const { slug, token, owner, giver, reserved } = mail!;
      // the owner's digest of Pia's reservation, left waiting by the release, goes out after the start
      const digest = await smtp.waitFor((each) => each.to === owner && each.text.includes(reserved.waiting), "digest");
      expect(digest.text).toContain(reserved.by);
      // the giver is told when the wish they reserved changes
      const { items } = (await api.getList(slug)).json;
      const lamp = items.find((item) => item.title === reserved.giver)!;
      const renamed = `${reserved.giver} aus Messing`;
      expectOk(await api.post("/api/item_update.php", { slug, edit_token: token, item_id: lamp.id, title: renamed }));
      await smtp.waitFor((each) => each.to === giver && each.text.includes(renamed), "the giver's mail");
      // a person of the draw whose address was confirmed gets their link at once
      const lea = draw.people.find((person) => person.name === "Lea")!;
      expectOk(await calls.organizerPost("/api/draw_send_links.php", organizer, { participant_id: lea.id }));
      await smtp.waitFor(
        (each) => each.to === "lea@example.org" && each.text.includes(`slug=${draw.slug}`),
        "Lea's link",
      );
    },
    120_000,
  );
});
