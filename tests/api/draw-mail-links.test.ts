// A draw's mail, its addresses and links (issue 46's Wichteln, docs/decisions/089-draw-mail.md),
// against a real SMTP server on loopback (tests/support/smtp.ts): an address for a person — theirs or
// typed by the organizer — confirmed for this purpose before anything else goes to it; each person's
// own link by mail (made when sent, so a renewed link is the one that works); one-click unsubscribe;
// the same answers whatever an address's state; and no mail, answer or log that names anyone's match
// or holds an address. The reminder a week before the day: draw-mail-reminder.test.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { createApi, expectFailure, expectOk } from "../support/api";
import { dayFromNow, drawMailCalls, isLinkMail, personToken } from "../support/draw-mail";
import type { Person } from "../support/draws";
import {
  SITE,
  eventually,
  isConfirmation,
  linkToken,
  mailServerFor,
  newAddress,
  newSender,
  outboxEmpty,
} from "../support/mail";
import { apiAnswers } from "@/lib/validations/responses";

// an SMTP catcher and a server mailing through it, for the whole file
const mailing = mailServerFor();
let api: ReturnType<typeof createApi>;
let calls: ReturnType<typeof drawMailCalls>;

beforeEach(() => {
  api = createApi(mailing.server.baseUrl, { ...newSender(), "accept-language": "en" });
  calls = drawMailCalls(api, mailing.smtp);
});

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

    const confirmation = await mailing.smtp.waitFor(isConfirmation(address), "the confirmation");
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
    expect(await calls.hasEmail(draw)).toEqual({ Grandma: true, Anouk: false, Bartholomew: false });
    // asked before the draw and before she confirmed: nothing goes yet
    const asked = await calls.sendLinks(draw);
    expectOk(asked);
    expect(apiAnswers.draw_send_links.safeParse(asked.json).error).toBeUndefined();
    expect(asked.json.people).toBe(1);
    expectOk(await calls.run(draw));
    await outboxEmpty(mailing.server.databaseUrl);
    expect(mailing.smtp.to(address)).toHaveLength(1);

    // confirming sends what waited: her link, now to a drawn draw
    expectOk(await api.post("/api/mail_confirm.php", { token: linkToken(confirmation, "confirm") }));
    const mail = await mailing.smtp.waitFor(isLinkMail(address), "her link");
    expect(mail.subject).toBe("Your personal link for the secret santa “Family <b>Wichteln</b> & co”");
    expect(mail.text).toContain("Hello Grandma! The names of the secret santa");
    expect(mail.text).toContain("Budget: €25.00");
    const view = await calls.viewAs(draw, { ...grandma, token: personToken(mail, draw) });
    expect(view.me.name).toBe("Grandma");
    expect([anouk.name, bartholomew.name]).toContain(view.me.gives_to!.name);
    // no mail to her names anyone but her: her match is Anouk or Bartholomew
    for (const sent of mailing.smtp.to(address))
      expect(`${sent.subject} ${sent.text} ${sent.html}`).not.toMatch(/Anouk|Bartholomew/);

    // given again, confirmed: the same answer and no mail; nothing anywhere holds the address
    const again = await calls.setEmail(draw, grandma, address.toUpperCase());
    expectOk(again);
    expect(apiAnswers.draw_email.safeParse(again.json).error).toBeUndefined();
    await outboxEmpty(mailing.server.databaseUrl);
    expect(mailing.smtp.to(address)).toHaveLength(2);
    for (const text of api.transcript) expect(text).not.toContain(address);
    expect(mailing.server.output()).not.toContain(address);
    // the worker's sweeps and its look for reminders ran at its start, and every query of them worked
    expect(mailing.server.output()).not.toContain("[mail] the outbox cannot be read");
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
      await calls.confirm(address);
    }
    expectOk(await calls.run(draw));
    const sent = await calls.sendLinks(draw);
    expectOk(sent);
    expect(sent.json.people).toBe(3);
    for (const person of people) {
      const address = addresses.get(person.name)!;
      const mail = await mailing.smtp.waitFor(isLinkMail(address), `${person.name}'s link`);
      const view = await calls.viewAs(draw, { ...person, token: personToken(mail, draw) });
      expect(view.me.name).toBe(person.name);
      const others = names.filter((name) => name !== person.name);
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(new RegExp(others.join("|")));
    }
    // a second tap sends nothing again in this round
    const second = await calls.sendLinks(draw);
    expectOk(second);
    expect(second.json.people).toBe(0);
    await outboxEmpty(mailing.server.databaseUrl);
    for (const address of addresses.values())
      expect(mailing.smtp.to(address).filter(isLinkMail(address))).toHaveLength(1);

    // the organizer renews Anouk's link: the mailed one stops working
    const anouk = people[0]!;
    const anoukAddress = addresses.get("Anouk")!;
    const mailed = personToken(mailing.smtp.to(anoukAddress).find(isLinkMail(anoukAddress))!, draw);
    expectOk(await calls.organizerPost("/api/draw_link.php", draw, { participant_id: anouk.id }));
    const stale = await calls.read(draw.slug, { "X-Participant-Token": mailed });
    expectFailure(stale, 403, "participant_token_invalid", "en");
    // and mails her a new one, which works
    const again = await calls.sendLinks(draw, { participant_id: anouk.id });
    expectOk(again);
    expect(again.json.people).toBe(1);
    await eventually(() => mailing.smtp.to(anoukAddress).filter(isLinkMail(anoukAddress)).length === 2, "her new link");
    const fresh = personToken(mailing.smtp.to(anoukAddress).filter(isLinkMail(anoukAddress))[1]!, draw);
    expect((await calls.viewAs(draw, { ...anouk, token: fresh })).me.name).toBe("Anouk");
    for (const address of addresses.values()) {
      for (const text of api.transcript) expect(text).not.toContain(address);
    }
  });
});

describe("leaving", () => {
  it("one-click unsubscribe ends a person's mails; the organizer's screen stays; given again, the address is confirmed again", async () => {
    const draw = await calls.createDraw();
    const address = newAddress("leaving");
    const grandma = await calls.add(draw, "Grandma", { email: address });
    const confirmation = await calls.confirm(address);
    const unsubscribeUrl = /^<(.+)>$/.exec(confirmation.rawHeader("list-unsubscribe")!)![1]!;
    const oneClick = await fetch(unsubscribeUrl.replace(SITE, mailing.server.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await calls.hasEmail(draw)).toEqual({ Grandma: true });
    const asked = await calls.sendLinks(draw, { participant_id: grandma.id });
    expect(asked.json.people).toBe(1);
    await outboxEmpty(mailing.server.databaseUrl);
    expect(mailing.smtp.to(address)).toHaveLength(1);
    // the organizer gives it again: a new confirmation, nothing else
    expectOk(await calls.setEmail(draw, grandma, address));
    await eventually(() => mailing.smtp.to(address).length === 2, "a new confirmation");
    expect(isConfirmation(address)(mailing.smtp.to(address)[1]!)).toBe(true);
    // and takes it away
    expectOk(await calls.setEmail(draw, grandma, null));
    expect(await calls.hasEmail(draw)).toEqual({ Grandma: false });
  });
});

describe("no spam cannon", () => {
  it("counts draw confirmations with every other per address, answers alike, and refuses what is no address", async () => {
    const draw = await calls.createDraw();
    const address = newAddress("flooded");
    for (const name of ["One", "Two", "Three", "Four"])
      expectOk(await calls.join(draw, { name, organizer_token: draw.token, email: address }));
    await outboxEmpty(mailing.server.databaseUrl);
    expect(mailing.smtp.to(address).filter(isConfirmation(address))).toHaveLength(3);

    const bad = await calls.join(draw, { name: "Five", organizer_token: draw.token, email: "not an address" });
    expectFailure(bad, 400, "invalid_email", "en");
    expect(bad.json.field).toBe("email");
    const person = await calls.add(draw, "Six");
    expectFailure(await calls.setEmail(draw, person, "a@b"), 400, "invalid_email", "en");
    expectFailure(
      await calls.organizerPost("/api/draw_email.php", draw, { participant_id: person.id }),
      400,
      "invalid_email",
      "en",
    );
  });
});
